/**
 * Track team scores (dual, tri, invitational; decision 027). In each event, finishers without a team
 * (blank or unattached: teams.ts)
 * and a team's second and later relay teams are set aside (they neither score nor take a place),
 * the rest take places in order, and each place takes the table's points; tied finishers share the
 * points of the places they tie for, split equally. A team may take every scoring place (a 9-0 sweep
 * in a dual meet). A meet's score is the sum over its events; the most points wins.
 */
import { placesBy } from '../ranking';
import { placeFinishers, type Finisher } from './finish-order';
import { scoresForTeam } from './teams';
import type { ScoringTable } from './tables';

export interface ScoredFinisher<F extends Finisher = Finisher> {
  finisher: F;
  /** the scoring place among the finishers that score (ties share) */
  place: number;
  points: number;
}

export interface TrackEvent<F extends Finisher = Finisher> {
  id: string;
  relay: boolean;
  finishers: readonly F[];
}

export interface TrackTeamScore {
  team: string;
  points: number;
  /** 1-based; equal points share a place */
  place: number;
}

/** Three decimals, so a three-way split (4/3 points) adds up without binary noise. */
const round = (n: number): number => Math.round(n * 1000) / 1000;

/** The points of each finisher of one event with the given points table. */
export const scoreTrackEvent = <F extends Finisher>(
  finishers: readonly F[],
  points: readonly number[],
  relay: boolean,
): ScoredFinisher<F>[] => {
  const seen = new Set<string>();
  const eligible = finishers.filter((f) => scoresForTeam(f.team));
  const placed = placeFinishers(eligible).filter(({ finisher }) => {
    if (!relay) return true;
    // one relay team per school scores: its later teams step aside
    if (seen.has(finisher.team)) return false;
    seen.add(finisher.team);
    return true;
  });
  // places again over the ones left (a relay set aside frees its place)
  const scored: ScoredFinisher<F>[] = [];
  let i = 0;
  while (i < placed.length) {
    const tiedPlace = placed[i]!.place;
    let j = i;
    while (j < placed.length && placed[j]!.place === tiedPlace) j++;
    const share = round(points.slice(i, j).reduce((s, p) => s + p, 0) / (j - i));
    for (let k = i; k < j; k++) scored.push({ finisher: placed[k]!.finisher, place: i + 1, points: share });
    i = j;
  }
  return scored;
};

/** Team totals over the meet's events, best first; every team with a finisher is listed (0 points too). */
export const scoreTrackMeet = <F extends Finisher>(events: readonly TrackEvent<F>[], table: ScoringTable): TrackTeamScore[] => {
  const totals = new Map<string, number>();
  for (const event of events) {
    for (const f of event.finishers) if (scoresForTeam(f.team) && !totals.has(f.team)) totals.set(f.team, 0);
    for (const s of scoreTrackEvent(event.finishers, event.relay ? table.relay : table.individual, event.relay))
      totals.set(s.finisher.team, round((totals.get(s.finisher.team) ?? 0) + s.points));
  }
  const sorted = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const places = placesBy(sorted, (a, b) => (a[1] === b[1] ? 0 : b[1] - a[1]));
  return sorted.map(([team, points], i) => ({ team, points, place: places[i]! }));
};
