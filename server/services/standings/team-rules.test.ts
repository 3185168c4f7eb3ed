/**
 * core/scoring, issue 29 items 7 and 8 (here beside the NRCD slice, as core reads no files): unattached runners never score as a team; runners tied in a race share
 * their team place as they share their overall place. Checked on made-up races and on three real
 * NRCD 2023-24 races with dead heats between scoring runners of different teams
 * (fixtures/nrcd-dead-heats.csv, a slice of ../shared/data/nrcd-xc-2023-24: Irish Invitational
 * 2023-10-06 and two more women's 6K races).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_TABLES, scoreCrossCountry, scoresForTeam, scoreTrackEvent, scoreTrackMeet, type Finisher } from '@core/scoring';

const UNATTACHED_NAMES = ['Unattached', 'UNATTACHED', ' unattached ', 'Unattached (Smith)', 'Unatt.', 'Unat', 'UNA', ''];

/**
 * Independent: the referee's sheet. Drop runners of no team (by the written list above, not the
 * module's rule) and teams under five, keep seven per team; a runner's team place is one more than
 * the number of kept runners strictly faster; five add up, the sixth breaks a tie.
 */
const byHand = (runners: { team: string; time: number }[], noTeam: (team: string) => boolean) => {
  const attached = runners.filter((r) => !noTeam(r.team)).sort((a, b) => a.time - b.time);
  const count = new Map<string, number>();
  for (const r of attached) count.set(r.team, (count.get(r.team) ?? 0) + 1);
  const seen = new Map<string, number>();
  const kept = attached.filter((r) => {
    if (count.get(r.team)! < 5) return false;
    seen.set(r.team, (seen.get(r.team) ?? 0) + 1);
    return seen.get(r.team)! <= 7;
  });
  const placeOf = (r: { time: number }) => 1 + kept.filter((o) => o.time < r.time).length;
  const places = new Map<string, number[]>();
  for (const r of kept) places.set(r.team, [...(places.get(r.team) ?? []), placeOf(r)]);
  return [...places]
    .map(([team, p]) => ({ team, places: p, score: p.slice(0, 5).reduce((a, b) => a + b, 0) }))
    .sort((a, b) => a.score - b.score || (a.places[5] ?? 1e9) - (b.places[5] ?? 1e9) || a.team.localeCompare(b.team));
};
const listedNoTeam = (team: string) => UNATTACHED_NAMES.some((n) => n.trim().toLowerCase() === team.trim().toLowerCase());

const finishers = (runners: { team: string; time: number }[]): Finisher[] =>
  runners.map((r, i) => ({ id: String(i), name: `R${i}`, team: r.team, place: null, sortValue: r.time }));

describe('who runs for a team', () => {
  it('blank and unattached entries run for no team; a school with "una" inside its name does', () => {
    for (const name of UNATTACHED_NAMES) expect(scoresForTeam(name), name).toBe(false);
    for (const name of ['Unalaska High', 'Lunar Prep', 'Attached Academy', 'A']) expect(scoresForTeam(name), name).toBe(true);
  });

  it('cross country: five unattached runners neither score nor push scoring runners back', () => {
    // U (unattached, five of them) run among A and B: the team places skip them
    const order = 'U A U B A U A B B U A B A U B A B'.split(' ');
    const runners = order.map((t, i) => ({ team: t === 'U' ? 'Unattached' : t, time: 1000 + i }));
    const teams = scoreCrossCountry(finishers(runners));
    expect(teams.map((t) => t.team)).toEqual(['A', 'B']);
    expect(teams.map((t) => [t.team, t.score])).toEqual(byHand(runners, listedNoTeam).map((w) => [w.team, w.score]));
    // without the U runners: A B A A B B A B A B A B
    expect(teams[0]!.scorers.map((r) => r.teamPlace)).toEqual([1, 3, 4, 7, 9]);
  });

  it('track: an unattached finisher takes no place and no points; the meet lists no "Unattached" team', () => {
    const field = finishers([
      { team: 'Unattached', time: 1190 },
      { team: 'A', time: 1200 },
      { team: 'Unatt.', time: 1205 },
      { team: 'B', time: 1210 },
    ]);
    const scored = scoreTrackEvent(field, DEFAULT_SCORING_TABLES.dual.individual, false);
    expect(scored.map((s) => [s.finisher.team, s.place, s.points])).toEqual([
      ['A', 1, 5],
      ['B', 2, 3],
    ]);
    expect(scoreTrackMeet([{ id: 'e', relay: false, finishers: field }], DEFAULT_SCORING_TABLES.dual).map((t) => t.team)).toEqual([
      'A',
      'B',
    ]);
  });
});

describe('team places share a dead heat, as overall places do', () => {
  it('two scoring runners of different teams tied in the race share their team place', () => {
    const runners = 'A B A B A B A B A B'.split(' ').map((team, i) => ({ team, time: i === 3 ? 1002 : 1000 + i }));
    // runners 2 (A) and 3 (B) both ran 1002
    const teams = scoreCrossCountry(finishers(runners));
    const all = teams.flatMap((t) => t.scorers);
    expect(all.filter((r) => r.finisher.sortValue === 1002).map((r) => [r.overallPlace, r.teamPlace])).toEqual([
      [3, 3],
      [3, 3],
    ]);
    expect(teams.map((t) => [t.team, t.score])).toEqual(byHand(runners, listedNoTeam).map((w) => [w.team, w.score]));
  });

  const rows = readFileSync(new URL('./fixtures/nrcd-dead-heats.csv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [resultId, , meetName, , eventName, gender, , teamName, , time] = line.split(',') as string[];
      const [m, s] = time!.split(':');
      return {
        resultId: resultId!,
        race: `${meetName} ${gender} ${eventName}`,
        team: teamName!,
        time: Math.round((Number(m) * 60 + Number(s)) * 100),
      };
    });
  const races = [...new Set(rows.map((r) => r.race))];

  it('the slice holds three races with dead heats; in one of them two counted runners of different teams tie', () => {
    expect(races).toHaveLength(3);
    const shared = races.filter((race) => {
      const counted = scoreCrossCountry(finishers(rows.filter((r) => r.race === race))).flatMap((t) =>
        [...t.scorers, ...t.displacers].map((r) => r.teamPlace),
      );
      return new Set(counted).size < counted.length;
    });
    expect(shared).toEqual(['MC5 Cross Country Invitational F 6000m']);
  });

  it.each(races)('%s: team places and scores equal the referee sheet', (race) => {
    const runners = rows.filter((r) => r.race === race);
    const teams = scoreCrossCountry(finishers(runners));
    const want = byHand(runners, listedNoTeam);
    expect(teams.filter((t) => t.complete).map((t) => [t.team, [...t.scorers, ...t.displacers].map((r) => r.teamPlace), t.score])).toEqual(
      want.map((w) => [w.team, w.places, w.score]),
    );
  });
});
