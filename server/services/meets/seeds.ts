/**
 * Seed marks (decision 026): an entry's seed is the mark a coach typed for it, else the athlete's
 * season best in the event going into the meet: the best legal mark of the meet's season and season
 * year (core/seasons gave the meet both) in the same environment, run at meets that started before
 * this one. Season bests come from the one query that computes them (performance/season-bests.ts).
 */
import { parseMark, type PerformanceMark } from '@core/marks';
import type { MeetSeason } from '@core/api/results';
import type { MeetEntryRow, MeetRow } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import type { TeamSettings } from '../organizations/team-settings';
import { loadSeasonBests } from '../performance/season-bests';
import { isIndoorMark, markOfRow } from '../results/mark-row';
import type { DbOrTx } from '../results/load';

export interface SeedRecord {
  mark: PerformanceMark;
  source: 'season-best' | 'entered';
}

export interface SeedTarget {
  entry: Pick<MeetEntryRow, 'athleteId' | 'seedMark'>;
  eventType: string;
  meet: Pick<MeetRow, 'id' | 'season' | 'seasonYear' | 'startDate'>;
}

/** The seed of each entry given, in order (null: no typed seed and no season best; a relay without a typed seed). */
export const loadSeeds = async (
  db: DbOrTx,
  organizationId: string,
  targets: SeedTarget[],
  settings: TeamSettings,
): Promise<(SeedRecord | null)[]> => {
  const wanted = targets.filter((t) => t.entry.seedMark === null && t.entry.athleteId !== null);
  const bests = new Map<string, PerformanceMark>();
  const meets = new Map(wanted.map((t) => [t.meet.id, t.meet]));
  for (const meet of meets.values()) {
    const here = wanted.filter((t) => t.meet.id === meet.id);
    const records = await loadSeasonBests(
      db,
      organizationId,
      {
        seasons: [{ season: meet.season as MeetSeason, seasonYear: meet.seasonYear }],
        eventTypes: [...new Set(here.map((t) => t.eventType))],
        athleteIds: [...new Set(here.map((t) => t.entry.athleteId!))],
        // a seed is a mark, never a meet: every result counts, as the coach entering it sees them
        meets: 'all',
        before: meet.startDate,
      },
      settings.handTimeConversion,
    );
    for (const r of records) {
      // the environment of this meet's event: an indoor event, or any event at an indoor meet
      if (r.row.indoor !== isIndoorMark(r.row.eventType, meet.season)) continue;
      const mark = markOfRow(r.row);
      if (mark.kind !== 'non-mark') bests.set(`${meet.id}|${r.row.athleteId}|${r.row.eventType}`, mark);
    }
  }
  return targets.map((t) => {
    if (t.entry.seedMark) return { mark: t.entry.seedMark, source: 'entered' };
    const best = t.entry.athleteId === null ? undefined : bests.get(`${t.meet.id}|${t.entry.athleteId}|${t.eventType}`);
    return best ? { mark: best, source: 'season-best' } : null;
  });
};

/** A seed as typed for an event, read by the mark engine with the team's settings; empty: none (the season best again). */
export const readSeed = (eventType: string, typed: string | null, settings: TeamSettings): PerformanceMark | null => {
  const text = typed?.trim() ?? '';
  if (text === '') return null;
  const parsed = parseMark(eventType, text, { handTimeConversion: settings.handTimeConversion, units: settings.units });
  if (!parsed.ok) throw badRequest(`body.seed: ${parsed.error}`, 'body.seed');
  if (parsed.mark.kind === 'non-mark')
    throw badRequest('body.seed: A seed is a time or a distance (leave it empty for the season best)', 'body.seed');
  return parsed.mark;
};
