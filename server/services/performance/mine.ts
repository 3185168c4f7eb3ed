/** An invitee's own athletes (linked to their account): their latest results with PRs as run, and their current PRs. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { athletes, meets, results, type AthleteRow } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { selectResults, toRecord } from '../results/load';
import { visibleMeets, type MeetScope } from '../meets/visibility';
import { bestsWhenRun, personalGroup } from '../results/when-run';
import { personalBests } from './bests';

const LATEST = 8;

/** The team's athletes linked to a user's account. */
export const ownAthletes = (db: Db, organizationId: string, userId: string): Promise<AthleteRow[]> =>
  db
    .select()
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.userId, userId)))
    .orderBy(asc(athletes.lastName), asc(athletes.firstName));

export interface OwnResults {
  athlete: AthleteRow;
  latest: { record: ResultRecord; isPR: boolean }[];
  prs: ResultRecord[];
}

export const loadOwnResults = async (
  db: Db,
  organizationId: string,
  userId: string,
  conversion: boolean,
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
