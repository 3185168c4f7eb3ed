/**
 * An athlete who joins the team as an athlete is put on the roster at once (decision 052): linked to
 * the roster's athlete with their email, else to the one athlete with their name, else added as a new
 * athlete. Left to a coach only when it cannot be told: two athletes of that name, or no gender to
 * add them with.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { gradYearFromGrade, MAX_GRADE, MIN_GRADE } from '@core/api/athletes';
import type { Db } from '../../db/database';
import { athletes, users } from '../../db/schema';
import { nameKey } from '../athletes/names';

export type RosterMatch =
  | { outcome: 'already-linked' | 'matched-email' | 'matched-name' | 'added'; athleteId: string }
  | { outcome: 'ambiguous' | 'needs-gender'; athleteId: null };

const gradeOf = (gradeLevel: string | null): number | null => {
  const n = Number(gradeLevel);
  return Number.isInteger(n) && n >= MIN_GRADE && n <= MAX_GRADE ? n : null;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs in a transaction of its own, or within the caller's (`tx`: a savepoint there, the lock held to its end). */
export const matchAthleteToRoster = async (db: Db | Tx, organizationId: string, userId: string): Promise<RosterMatch> =>
  db.transaction(async (tx) => {
    // one joiner at a time per team, so two joins never add the same person twice
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roster-match:${organizationId}`}))`);
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return { outcome: 'needs-gender', athleteId: null };
    const team = eq(athletes.organizationId, organizationId);
    const [linked] = await tx
      .select({ id: athletes.id })
      .from(athletes)
      .where(and(team, eq(athletes.userId, userId)))
      .limit(1);
    if (linked) return { outcome: 'already-linked', athleteId: linked.id };
    const link = async (athleteId: string) => {
      await tx.update(athletes).set({ userId, updatedAt: new Date() }).where(eq(athletes.id, athleteId));
    };
    const byEmail = await tx
      .select({ id: athletes.id })
      .from(athletes)
      .where(and(team, isNull(athletes.userId), sql`lower(${athletes.email}) = lower(${user.email})`));
    if (byEmail.length === 1) {
      await link(byEmail[0]!.id);
      return { outcome: 'matched-email', athleteId: byEmail[0]!.id };
    }
    const byName = await tx
      .select({ id: athletes.id })
      .from(athletes)
      .where(and(team, isNull(athletes.userId), eq(athletes.nameKey, nameKey(user.firstName, user.lastName))));
    if (byName.length === 1) {
      await link(byName[0]!.id);
      return { outcome: 'matched-name', athleteId: byName[0]!.id };
    }
    if (byName.length > 1 || byEmail.length > 1) return { outcome: 'ambiguous', athleteId: null };
    if (user.gender !== 'male' && user.gender !== 'female') return { outcome: 'needs-gender', athleteId: null };
    const grade = gradeOf(user.gradeLevel);
    const [added] = await tx
      .insert(athletes)
      .values({
        organizationId,
        firstName: user.firstName,
        lastName: user.lastName,
        nameKey: nameKey(user.firstName, user.lastName),
        gender: user.gender,
        gradYear: grade === null ? null : gradYearFromGrade(grade),
        email: user.email,
        userId,
      })
      .returning({ id: athletes.id });
    return { outcome: 'added', athleteId: added!.id };
  });
