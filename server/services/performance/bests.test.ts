import { describe, expect, it } from 'vitest';
import { parseMark, type Mark } from '@core/marks';
import type { ResultRecord } from '../results/records';
import { markColumns } from '../results/mark-row';
import { flagsWhenRun } from '../results/when-run';
import { personalBests, seasonBests } from './bests';

let n = 0;
const rec = (
  mark: string,
  date: string,
  extra: { type?: string; wind?: number; indoor?: boolean; season?: string; athleteId?: string | null } = {},
): ResultRecord => {
  const type = extra.type ?? 'female-100m';
  const parsed = parseMark(type, mark);
  if (!parsed.ok) throw new Error(parsed.error);
  const id = `r${++n}`;
  return {
    row: {
      ...markColumns(type, parsed.mark as Mark, extra.wind ?? null),
      id,
      organizationId: 'o',
      meetId: 'm',
      meetEventId: 'e',
      entryId: `entry-${id}`,
      athleteId: extra.athleteId === undefined ? 'a' : extra.athleteId,
      eventType: type,
      indoor: extra.indoor ?? false,
      place: null,
      heat: null,
      version: 1,
      splits: [],
      series: null,
      createdAt: new Date(n * 1000),
      updatedAt: new Date(n * 1000),
    },
    meetName: 'Meet',
    date,
    season: extra.season ?? 'outdoor',
    seasonYear: Number(date.slice(0, 4)),
    round: 'final',
    athleteName: 'A',
    relayName: null,
    legs: null,
  };
};

describe('bests', () => {
  it('keeps indoor and outdoor apart, skips wind-aided marks and non-marks, keeps the earlier of ties', () => {
    const list = [
      rec('12.40', '2025-04-01'),
      rec('12.10', '2025-04-08', { wind: 2.1 }),
      rec('12.40', '2025-04-15'),
      rec('DNF', '2025-04-20'),
      rec('12.60', '2025-02-01', { indoor: true, season: 'indoor' }),
      rec('12.9', '2024-05-01'),
    ];
    expect(personalBests(list, true).map((r) => [r.row.indoor, r.date])).toEqual([
      [false, '2025-04-01'],
      [true, '2025-02-01'],
    ]);
    expect(
      seasonBests(list, true)
        .map((r) => [r.seasonYear, r.date])
        .sort(),
    ).toEqual([
      [2024, '2024-05-01'],
      [2025, '2025-02-01'],
      [2025, '2025-04-01'],
    ]);
  });

  it('compares hand times by the team setting', () => {
    const list = [rec('12.30', '2025-04-01'), rec('12.1', '2025-04-08')];
    expect(personalBests(list, true)[0]!.date).toBe('2025-04-01');
    expect(personalBests(list, false)[0]!.date).toBe('2025-04-08');
  });

  it('flags each result as it was when run; relay results never', () => {
    const list = [
      rec('12.50', '2025-04-01'),
      rec('12.80', '2025-04-08'),
      rec('12.40', '2025-04-15'),
      rec('12.45', '2026-03-01'),
      rec('50.00', '2025-04-15', { type: 'female-4x100m-relay', athleteId: null }),
    ];
    const flags = flagsWhenRun(list, true);
    expect(list.map((r) => flags.get(r.row.id))).toEqual([
      { isPR: true, isSeasonBest: true },
      { isPR: false, isSeasonBest: false },
      { isPR: true, isSeasonBest: true },
      { isPR: false, isSeasonBest: true },
      { isPR: false, isSeasonBest: false },
    ]);
  });
});
