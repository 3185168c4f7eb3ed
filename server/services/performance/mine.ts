/** An invitee's own athletes (linked to their account, or their children: decision 052): their latest results with PRs as run, and their current PRs. */
import type { HandTimeConversion } from '@core/marks';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { athletes, familyLinks, meets, results, type AthleteRow } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { selectResults, toRecord } from '../results/load';
import { visibleMeets, type MeetScope } from '../meets/visibility';
import { bestsWhenRun, personalGroup } from '../results/when-run';
import { personalBests } from './bests';

const LATEST = 8;

/**
 * The athletes a member follows as their own: the one linked to their account (an athlete) and those
 * they are a confirmed parent of (decision 052).
 */
export const ownAthletes = (db: Db, organizationId: string, userId: string): Promise<AthleteRow[]> => {
  const family = db
    .select({ id: familyLinks.athleteId })
    .from(familyLinks)
    .where(and(eq(familyLinks.organizationId, organizationId), eq(familyLinks.userId, userId), eq(familyLinks.status, 'confirmed')));
  return db
    .select()
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), or(eq(athletes.userId, userId), inArray(athletes.id, family))))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName));
};

export interface OwnResults {
  athlete: AthleteRow;
  latest: { record: ResultRecord; isPR: boolean }[];
  prs: ResultRecord[];
}

export const loadOwnResults = async (
  db: Db,
  organizationId: string,
  userId: string,
  conversion: HandTimeConversion,
  scope: MeetScope,
): Promise<OwnResults[]> => {
  const mine = await ownAthletes(db, organizationId, userId);
  if (mine.length === 0) return [];
  const selected = await selectResults(
    db,
    organizationId,
    and(
      inArray(
        results.athleteId,
        mine.map((a) => a.id),
      ),
      visibleMeets(scope),
    ),
    [desc(meets.startDate), desc(results.createdAt)],
  );
  const records = selected.map((s) => toRecord(s));
  const prs = bestsWhenRun(records, personalGroup, conversion);
  return mine.map((athlete) => {
    const own = records.filter((r) => r.row.athleteId === athlete.id);
    return {
      athlete,
      latest: own.slice(0, LATEST).map((record) => ({ record, isPR: prs.get(record.row.id)?.best ?? false })),
      prs: personalBests(own, conversion),
    };
  });
};
