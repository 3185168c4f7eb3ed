/**
 * Going / maybe / not going per occurrence or meet: members' answers (schedule_responses, by account)
 * and parents' answers for athletes who have no account (athlete_responses, decision 052). An athlete
 * with an account has one answer, under that account, whoever gave it; so the two never overlap.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AvailabilityAnswer, AvailabilityCounts } from '@core/api/schedule';
import type { Db } from '../../db/database';
import { athleteResponses, athletes, scheduleResponses, users, type AthleteRow } from '../../db/schema';
import type { ResolvedTarget } from './targets';

export interface AnswerSummary {
  counts: AvailabilityCounts;
  mine: AvailabilityAnswer | null;
}

export const emptySummary = (): AnswerSummary => ({ counts: { going: 0, maybe: 0, notGoing: 0 }, mine: null });

const isAnswer = (v: string): v is AvailabilityAnswer => v === 'going' || v === 'maybe' || v === 'not-going';

/** Counts and the caller's own answer for each target key. */
export const summariesFor = async (db: Db, organizationId: string, keys: string[], userId: string): Promise<Map<string, AnswerSummary>> => {
  const out = new Map<string, AnswerSummary>();
  if (keys.length === 0) return out;
  const rows = await db
    .select({
      target: scheduleResponses.target,
      answer: scheduleResponses.answer,
      n: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${scheduleResponses.userId} = ${userId})`,
    })
    .from(scheduleResponses)
    .where(and(eq(scheduleResponses.organizationId, organizationId), inArray(scheduleResponses.target, keys)))
    .groupBy(scheduleResponses.target, scheduleResponses.answer);
  const forAthletes = await db
    .select({ target: athleteResponses.target, answer: athleteResponses.answer, n: sql<number>`count(*)::int`, mine: sql<boolean>`false` })
    .from(athleteResponses)
    .innerJoin(athletes, eq(athletes.id, athleteResponses.athleteId))
    .where(and(eq(athleteResponses.organizationId, organizationId), inArray(athleteResponses.target, keys), isNull(athletes.userId)))
    .groupBy(athleteResponses.target, athleteResponses.answer);
  for (const r of [...rows, ...forAthletes]) {
    if (!isAnswer(r.answer)) continue;
    const s = out.get(r.target) ?? emptySummary();
    s.counts[r.answer === 'not-going' ? 'notGoing' : r.answer] += r.n;
    if (r.mine) s.mine = r.answer;
    out.set(r.target, s);
  }
  return out;
};

/** Sets (or with null, takes back) a member's answer. */
export const setAnswer = async (
  db: Db,
  organizationId: string,
  target: ResolvedTarget,
  userId: string,
  answer: AvailabilityAnswer | null,
): Promise<void> => {
  if (answer === null) {
    await db
      .delete(scheduleResponses)
      .where(
        and(
          eq(scheduleResponses.organizationId, organizationId),
          eq(scheduleResponses.target, target.key),
          eq(scheduleResponses.userId, userId),
        ),
      );
    return;
  }
  await db
    .insert(scheduleResponses)
    .values({
      organizationId,
      target: target.key,
      eventId: target.eventId,
      meetId: target.meetId,
      occurrence: target.occurrence,
      userId,
      answer,
    })
    .onConflictDoUpdate({
      target: [scheduleResponses.organizationId, scheduleResponses.target, scheduleResponses.userId],
      set: { answer, updatedAt: new Date() },
    });
};

export interface ResponderRecord {
  /** the account that answered; null for an athlete without an account, answered for by a parent */
  userId: string | null;
  /** the athlete answered for, when the answer is a parent's for an athlete without an account */
  athleteId: string | null;
  firstName: string;
  lastName: string;
  answer: string;
}

/** Who answered what, by answer then name (athletes without an account answered for by a parent included). */
export const respondersOf = async (db: Db, organizationId: string, key: string): Promise<ResponderRecord[]> => {
  const [byAccount, byParent] = await Promise.all([
    db
      .select({
        userId: users.id,
        athleteId: sql<string | null>`null`,
        firstName: users.firstName,
        lastName: users.lastName,
        answer: scheduleResponses.answer,
      })
      .from(scheduleResponses)
      .innerJoin(users, eq(users.id, scheduleResponses.userId))
      .where(and(eq(scheduleResponses.organizationId, organizationId), eq(scheduleResponses.target, key))),
    db
      .select({
        userId: sql<string | null>`null`,
        athleteId: athletes.id,
        firstName: athletes.firstName,
        lastName: athletes.lastName,
        answer: athleteResponses.answer,
      })
      .from(athleteResponses)
      .innerJoin(athletes, eq(athletes.id, athleteResponses.athleteId))
      .where(and(eq(athleteResponses.organizationId, organizationId), eq(athleteResponses.target, key), isNull(athletes.userId))),
  ]);
  const order = (r: ResponderRecord) => `${r.answer}\u0000${r.lastName.toLowerCase()}\u0000${r.firstName.toLowerCase()}`;
  return [...byAccount, ...byParent].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
};

/**
 * An athlete's answer for each target key: their account's (whoever gave it) or, for an athlete
 * without an account, a parent's.
 */
export const athleteAnswersFor = async (
  db: Db,
  organizationId: string,
  keys: string[],
  athlete: AthleteRow,
): Promise<Map<string, AvailabilityAnswer>> => {
  if (keys.length === 0) return new Map();
  const rows = athlete.userId
    ? await db
        .select({ target: scheduleResponses.target, answer: scheduleResponses.answer })
        .from(scheduleResponses)
        .where(
          and(
            eq(scheduleResponses.organizationId, organizationId),
            inArray(scheduleResponses.target, keys),
            eq(scheduleResponses.userId, athlete.userId),
          ),
        )
    : await db
        .select({ target: athleteResponses.target, answer: athleteResponses.answer })
        .from(athleteResponses)
        .where(
          and(
            eq(athleteResponses.organizationId, organizationId),
            inArray(athleteResponses.target, keys),
            eq(athleteResponses.athleteId, athlete.id),
          ),
        );
  return new Map(rows.flatMap((r) => (isAnswer(r.answer) ? [[r.target, r.answer] as const] : [])));
};

/**
 * Sets (or with null, takes back) an athlete's answer given by a parent (`answeredBy`): under the
 * athlete's account when they have one, so the athlete and the parent see and change one answer.
 */
export const setAthleteAnswer = async (
  db: Db,
  organizationId: string,
  target: ResolvedTarget,
  athlete: AthleteRow,
  answeredBy: string,
  answer: AvailabilityAnswer | null,
): Promise<void> => {
  if (athlete.userId) return setAnswer(db, organizationId, target, athlete.userId, answer);
  const where = and(
    eq(athleteResponses.organizationId, organizationId),
    eq(athleteResponses.target, target.key),
    eq(athleteResponses.athleteId, athlete.id),
  );
  if (answer === null) {
    await db.delete(athleteResponses).where(where);
    return;
  }
  await db
    .insert(athleteResponses)
    .values({
      organizationId,
      target: target.key,
      eventId: target.eventId,
      meetId: target.meetId,
      occurrence: target.occurrence,
      athleteId: athlete.id,
      answer,
      answeredBy,
    })
    .onConflictDoUpdate({
      target: [athleteResponses.organizationId, athleteResponses.target, athleteResponses.athleteId],
      set: { answer, answeredBy, updatedAt: new Date() },
    });
};

/** Answers of the accounts linked to athletes, by user id. */
export const answersByUser = async (db: Db, organizationId: string, key: string): Promise<Map<string, string>> => {
  const rows = await db
    .select({ userId: scheduleResponses.userId, answer: scheduleResponses.answer })
    .from(scheduleResponses)
    .where(and(eq(scheduleResponses.organizationId, organizationId), eq(scheduleResponses.target, key)));
  return new Map(rows.map((r) => [r.userId, r.answer]));
};

/** Parents' answers for athletes without an account, by athlete id. */
export const answersByAthlete = async (db: Db, organizationId: string, key: string): Promise<Map<string, string>> => {
  const rows = await db
    .select({ athleteId: athleteResponses.athleteId, answer: athleteResponses.answer })
    .from(athleteResponses)
    .where(and(eq(athleteResponses.organizationId, organizationId), eq(athleteResponses.target, key)));
  return new Map(rows.map((r) => [r.athleteId, r.answer]));
};
