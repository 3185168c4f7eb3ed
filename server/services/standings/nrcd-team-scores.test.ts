/**
 * Cross-country team scores on a real slice of the NRCD 2023-24 data set
 * (../shared/data/nrcd-xc-2023-24, see its README): every result of two meets, all teams, both
 * races (Miami Striders Invitational, 2024-09-07; Scarlet Classic). The data set keeps finish times,
 * not places or official team scores, so the places come from the times and the scores are checked
 * against an independent computation written here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreCrossCountry } from '@core/scoring';

const rows = readFileSync(new URL('./fixtures/nrcd-meets-357-39.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [resultId, meetId, meetName, , eventName, gender, teamId, teamName, , time] = line.split(',') as string[];
    const [m, s] = time!.split(':');
    return {
      resultId: resultId!,
      race: `${meetName} ${gender} ${eventName}`,
      meetId: meetId!,
      teamId: teamId!,
      teamName: teamName!,
      hundredths: Math.round((Number(m) * 60 + Number(s)) * 100),
    };
  });
const races = [...new Set(rows.map((r) => r.race))];

/** By hand: sort by time (a dead heat keeps the file's order), drop teams under five, keep seven per team, number, add five, sixth breaks ties. */
const byHand = (race: string) => {
  const ordered = rows.filter((r) => r.race === race).sort((a, b) => a.hundredths - b.hundredths);
  const count = new Map<string, number>();
  for (const r of ordered) count.set(r.teamName, (count.get(r.teamName) ?? 0) + 1);
  const perTeam = new Map<string, number[]>();
  let place = 0;
  for (const r of ordered) {
    if (count.get(r.teamName)! < 5) continue;
    const list = perTeam.get(r.teamName) ?? [];
    if (list.length === 7) continue;
    list.push(++place);
    perTeam.set(r.teamName, list);
  }
  return [...perTeam]
    .map(([team, p]) => ({ team, score: p[0]! + p[1]! + p[2]! + p[3]! + p[4]!, sixth: p[5] ?? 1e9, incomplete: false }))
    .sort((a, b) => a.score - b.score || a.sixth - b.sixth);
};

describe('NRCD slice: cross-country team scores per meet and race', () => {
  it('has the four races of the two meets', () => {
    expect(races).toHaveLength(4);
  });

  it.each(races)('%s: scores and order equal the computation by hand', (race) => {
    const finishers = rows
      .filter((r) => r.race === race)
      .map((r) => ({ id: r.resultId, name: r.resultId, team: r.teamName, place: null, sortValue: r.hundredths }));
    const teams = scoreCrossCountry(finishers);
    const want = byHand(race);
    expect(want.length).toBeGreaterThanOrEqual(3);
    expect(teams.filter((t) => t.complete).map((t) => [t.team, t.score])).toEqual(want.map((w) => [w.team, w.score]));
    // every incomplete team is listed after, with all its runners and no score
    const complete = new Set(want.map((w) => w.team));
    const others = [...new Set(finishers.map((f) => f.team))].filter((t) => !complete.has(t));
    expect(
      teams
        .filter((t) => !t.complete)
        .map((t) => t.team)
        .sort(),
    ).toEqual(others.sort());
  });
});
