/** Going / maybe / not going: members' answers per occurrence or meet. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AvailabilityAnswer, AvailabilityCounts } from '@core/api/schedule';
import type { Db } from '../../db/database';
import { scheduleResponses, users } from '../../db/schema';
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
  for (const r of rows) {
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
  userId: string;
  firstName: string;
  lastName: string;
  answer: string;
}

/** Who answered what, by answer then name. */
export const respondersOf = async (db: Db, organizationId: string, key: string): Promise<ResponderRecord[]> =>
  db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, answer: scheduleResponses.answer })
    .from(scheduleResponses)
    .innerJoin(users, eq(users.id, scheduleResponses.userId))
    .where(and(eq(scheduleResponses.organizationId, organizationId), eq(scheduleResponses.target, key)))
    .orderBy(asc(scheduleResponses.answer), asc(users.lastName), asc(users.firstName));

/** Answers of the accounts linked to athletes, by user id. */
export const answersByUser = async (db: Db, organizationId: string, key: string): Promise<Map<string, string>> => {
  const rows = await db
    .select({ userId: scheduleResponses.userId, answer: scheduleResponses.answer })
    .from(scheduleResponses)
    .where(and(eq(scheduleResponses.organizationId, organizationId), eq(scheduleResponses.target, key)));
  return new Map(rows.map((r) => [r.userId, r.answer]));
};
