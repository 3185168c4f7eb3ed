// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { markAsRun, type Result } from '@core/api/results';
import type { AthleteProfile } from '@core/api/athletes';
import { renderWithApp } from '../../test/render';
import { AthleteResultsTable } from './athlete-results-table';

type ProfileResult = AthleteProfile['results'][number];

/** A long jump won with 20-08.00 (6.30 m, +2.5) beside a wind-legal 20-06.00 (6.25 m, +1.8), as the API answers it. */
const won = (): ProfileResult => {
  const own = {
    mark: { kind: 'length' as const, mm: 6250, quarterInches: 984 },
    display: '20-06.00',
    wind: 1.8,
    windAided: false,
  };
  const windAidedBest: Result['windAidedBest'] = { mark: { kind: 'length', mm: 6300 }, display: '20-08.00', wind: 2.5 };
  return {
    id: '00000000-0000-4000-8000-000000000010',
    organizationId: '00000000-0000-4000-8000-000000000011',
    meetId: '00000000-0000-4000-8000-000000000012',
    meetName: 'Harbor Invitational',
    date: '2025-04-12',
    season: 'outdoor',
    seasonYear: 2025,
    eventId: '00000000-0000-4000-8000-000000000013',
    entryId: '00000000-0000-4000-8000-000000000014',
    eventType: 'female-long-jump',
    round: 'final',
    athleteId: '00000000-0000-4000-8000-000000000015',
    athleteName: 'Wendy Wind',
    relayName: null,
    legs: null,
    indoor: false,
    ...own,
    comparableDisplay: '20-06.00',
    converted: false,
    legal: true,
    status: 'ok',
    place: 1,
    heat: null,
    splits: [],
    series: null,
    seriesDisplay: '20-01.00/+1.2 X 20-08.00/+2.5 - 20-06.00/+1.8',
    windAidedBest,
    asRun: markAsRun({ ...own, windAidedBest }),
    version: 1,
    createdAt: '2025-04-12T15:00:00.000Z',
    updatedAt: '2025-04-12T15:00:00.000Z',
    isPR: true,
    isSeasonBest: true,
  };
};

describe("an athlete's results", () => {
  it('show a wind-aided winning mark with its w and wind, first place, and the wind-legal best beside it', () => {
    renderWithApp(<AthleteResultsTable results={[won()]} />);
    const row = screen.getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      expect.any(String),
      'Harbor Invitational',
      'Long Jump',
      expect.stringContaining('20-08.00'),
      '+2.5',
      '1',
    ]);
    expect(within(cells[3]!).getByLabelText('Wind-aided')).toBeTruthy();
    expect(within(cells[3]!).getByText('wind-legal best 20-06.00 (+1.8)')).toBeTruthy();
    // the PR flag as run still shows (the wind-legal best beside it made the PR)
    expect(within(cells[3]!).getByLabelText('Personal record')).toBeTruthy();
  });

  it('show a result that was never wind-aided as it is, with nothing beside it', () => {
    const plain = won();
    plain.windAidedBest = null;
    plain.asRun = markAsRun(plain);
    renderWithApp(<AthleteResultsTable results={[plain]} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[3]!.textContent).toContain('20-06.00');
    expect(cells[4]!.textContent).toBe('+1.8');
    expect(within(cells[3]!).queryByLabelText('Wind-aided')).toBeNull();
    expect(within(cells[3]!).queryByText(/wind-legal best/)).toBeNull();
  });
});
