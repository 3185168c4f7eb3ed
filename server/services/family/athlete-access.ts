/**
 * Who sees an athlete's private data (answers, attendance) and may answer for them: one rule
 * (decision 052). Staff see every athlete; an athlete sees their own; a parent sees the athletes they
 * are a confirmed parent of. Anyone else is answered as if the athlete did not exist (404).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { FAMILY_MESSAGES } from '@core/api/family';
import { can, type RoleName } from '@core/roles';
import type { Db } from '../../db/database';
import { athletes, type AthleteRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { getAthleteOr404 } from '../athletes/athletes';
import { confirmedAthleteIds } from './links';

export const seesAthletePrivateData = async (
  db: Db,
  organizationId: string,
  userId: string,
  role: RoleName,
  athlete: AthleteRow,
): Promise<boolean> =>
  can(role, 'team:write') || athlete.userId === userId || (await confirmedAthleteIds(db, organizationId, userId)).includes(athlete.id);

/** The athlete, when the caller may see their private data; 404 otherwise. */
export const privateAthleteOr404 = async (
  db: Db,
  organizationId: string,
  userId: string,
  role: RoleName,
  athleteId: string,
): Promise<AthleteRow> => {
  const athlete = await getAthleteOr404(db, organizationId, athleteId);
  if (!(await seesAthletePrivateData(db, organizationId, userId, role, athlete)))
    throw notFound(FAMILY_MESSAGES.notYourAthlete, 'athlete-not-found');
  return athlete;
};

/** The athlete, when the caller is their confirmed parent; 404 otherwise (the family calls). */
export const familyAthleteOr404 = async (db: Db, organizationId: string, userId: string, athleteId: string): Promise<AthleteRow> => {
  if (!(await confirmedAthleteIds(db, organizationId, userId)).includes(athleteId))
    throw notFound(FAMILY_MESSAGES.notYourAthlete, 'athlete-not-found');
  return getAthleteOr404(db, organizationId, athleteId);
};

/**
 * Which answers on an occurrence a member is shown (decision 052): staff and athletes on the roster
 * (teammates) see everyone's, as before; a member who is no athlete of the team (a parent, a volunteer)
 * sees the counts, their own answer and those of the athletes they are a confirmed parent of.
 */
export const visibleResponders = async <R extends { userId: string | null; athleteId: string | null }>(
  db: Db,
  organizationId: string,
  userId: string,
  role: RoleName,
  responders: R[],
): Promise<R[]> => {
  if (can(role, 'team:write')) return responders;
  const [mine] = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.userId, userId)))
    .limit(1);
  if (mine) return responders;
  const familyIds = await confirmedAthleteIds(db, organizationId, userId);
  const familyAccounts = familyIds.length
    ? (
        await db
          .select({ userId: athletes.userId })
          .from(athletes)
          .where(and(eq(athletes.organizationId, organizationId), inArray(athletes.id, familyIds)))
      ).flatMap((a) => (a.userId ? [a.userId] : []))
    : [];
  return responders.filter(
    (r) =>
      r.userId === userId ||
      (r.userId !== null && familyAccounts.includes(r.userId)) ||
      (r.athleteId !== null && familyIds.includes(r.athleteId)),
  );
};
