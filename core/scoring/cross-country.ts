/**
 * Cross-country team scores for one race (NFHS and NCAA practice; decision 027). Runners of teams
 * with fewer than five finishers, runners without a team (blank or unattached: teams.ts) and each team's eighth and later runners
 * are removed, and the places are counted again. A team's first five score their places (low total
 * wins), its sixth and seventh displace (they hold places that push other teams' runners back). Two
 * teams with the same score are split by their sixth runners: the better sixth wins; a team without
 * a sixth runner loses that tie (two without one stay tied). Runners tied in the race (the same
 * place, or the same time) share their place, overall and among the team places (core/ranking.ts).
 */
import { placesBy } from '../ranking';
import { placeFinishers, type Finisher } from './finish-order';
import { scoresForTeam } from './teams';

export const XC_SCORERS = 5;
export const XC_DISPLACERS = 2;

export interface XcRunner<F extends Finisher = Finisher> {
  finisher: F;
  /** place in the race among everyone with a mark */
  overallPlace: number;
  /** place counted among the runners who score or displace; null for the others */
  teamPlace: number | null;
}

export interface XcTeamScore<F extends Finisher = Finisher> {
  team: string;
  /** five finishers or more */
  complete: boolean;
  /** sum of the five scorers' places; null for an incomplete team */
  score: number | null;
  /** 1-based; null for an incomplete team */
  place: number | null;
  scorers: XcRunner<F>[];
  /** sixth and seventh runners */
  displacers: XcRunner<F>[];
  /** the team's other runners (eighth and later, or every runner of an incomplete team) */
  others: XcRunner<F>[];
}

export const scoreCrossCountry = <F extends Finisher>(finishers: readonly F[]): XcTeamScore<F>[] => {
  const placed = placeFinishers(finishers.filter((f) => scoresForTeam(f.team)));
  const counts = new Map<string, number>();
  for (const p of placed) counts.set(p.finisher.team, (counts.get(p.finisher.team) ?? 0) + 1);
  const complete = (team: string) => (counts.get(team) ?? 0) >= XC_SCORERS;

  const byTeam = new Map<string, XcRunner<F>[]>();
  const counted: XcRunner<F>[] = [];
  for (const p of placed) {
    const runners = byTeam.get(p.finisher.team) ?? [];
    const runner: XcRunner<F> = { finisher: p.finisher, overallPlace: p.place, teamPlace: null };
    if (complete(p.finisher.team) && runners.length < XC_SCORERS + XC_DISPLACERS) counted.push(runner);
    runners.push(runner);
    byTeam.set(p.finisher.team, runners);
  }
  // team places follow the overall rule: runners tied in the race share their team place (1, 2, 2, 4)
  const teamPlaces = placesBy(counted, (a, b) => a.overallPlace - b.overallPlace);
  counted.forEach((r, i) => (r.teamPlace = teamPlaces[i]!));

  const teams = [...byTeam].map(([team, runners]): XcTeamScore<F> => {
    const ok = complete(team);
    const scorers = ok ? runners.slice(0, XC_SCORERS) : [];
    return {
      team,
      complete: ok,
      score: ok ? scorers.reduce((s, r) => s + r.teamPlace!, 0) : null,
      place: null,
      scorers,
      displacers: ok ? runners.slice(XC_SCORERS, XC_SCORERS + XC_DISPLACERS) : [],
      others: ok ? runners.slice(XC_SCORERS + XC_DISPLACERS) : runners,
    };
  });
  const sixth = (t: XcTeamScore<F>) => t.displacers[0]?.teamPlace ?? Number.POSITIVE_INFINITY;
  const compare = (a: XcTeamScore<F>, b: XcTeamScore<F>) => a.score! - b.score! || (sixth(a) === sixth(b) ? 0 : sixth(a) - sixth(b));
  const scored = teams.filter((t) => t.complete).sort((a, b) => compare(a, b) || a.team.localeCompare(b.team));
  const places = placesBy(scored, compare);
  scored.forEach((t, i) => (t.place = places[i]!));
  const incomplete = teams.filter((t) => !t.complete).sort((a, b) => a.others[0]!.overallPlace - b.others[0]!.overallPlace);
  return [...scored, ...incomplete];
};
