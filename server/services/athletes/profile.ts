/** The athlete page: every result (individual and relay legs), PRs and season bests, each result flagged as run. */
import type { HandTimeConversion } from '@core/marks';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meets, relayLegs, results, type AthleteRow } from '../../db/schema';
import type { ResultRecord } from '../results/records';
import { personalBests, seasonBests } from '../performance/bests';
import { selectResults, withLegs } from '../results/load';
import { flagsWhenRun, type WhenRunFlags } from '../results/when-run';
import { visibleMeets, type MeetScope } from '../meets/visibility';

export interface AthleteProfileData {
  athlete: AthleteRow;
  results: ResultRecord[];
  prs: ResultRecord[];
  seasonBests: ResultRecord[];
  history: Map<string, WhenRunFlags>;
}

const loadAthleteResults = async (db: Db, organizationId: string, athleteId: string, scope: MeetScope): Promise<ResultRecord[]> => {
  const relayEntries = db.select({ id: relayLegs.entryId }).from(relayLegs).where(eq(relayLegs.athleteId, athleteId));
  const mine = or(eq(results.athleteId, athleteId), inArray(results.entryId, relayEntries));
  const rows = await selectResults(db, organizationId, and(mine, visibleMeets(scope)), [desc(meets.startDate), desc(results.createdAt)]);
  return withLegs(db, rows);
};

const newestFirst = (a: ResultRecord, b: ResultRecord) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/** The page of an athlete as `scope` sees it: results of meets it does not see are not theirs to read (decision 046). */
export const loadAthleteProfile = async (
  db: Db,
  athlete: AthleteRow,
  conversion: HandTimeConversion,
  scope: MeetScope,
): Promise<AthleteProfileData> => {
  const all = await loadAthleteResults(db, athlete.organizationId, athlete.id, scope);
  return {
    athlete,
    results: all,
    prs: personalBests(all, conversion),
    seasonBests: seasonBests(all, conversion).sort(newestFirst),
    history: flagsWhenRun(all, conversion),
  };
};
