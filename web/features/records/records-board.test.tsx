// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RecordEvent, RecordMark } from '@core/api/records';
import { renderWithApp } from '../../test/render';
import { RecordsBoard } from './records-board';

const holder = (n: number, name: string, date: string, meetName: string, wind: number): RecordMark => ({
  place: 1,
  source: 'result',
  id: `00000000-0000-4000-8000-00000000000${n}`,
  eventType: 'female-100m',
  indoor: false,
  athleteId: `00000000-0000-4000-8000-00000000001${n}`,
  athleteNames: [name],
  mark: { kind: 'time', ms: 11_900, timing: 'fat' },
  display: '11.90',
  comparableDisplay: '11.90',
  timing: 'fat',
  wind,
  date,
  meetId: `00000000-0000-4000-8000-00000000002${n}`,
  meetName,
  round: 'final',
  season: 'outdoor',
  seasonYear: 2025,
  grade: null,
  note: '',
});

describe('the records board', () => {
  it('a tied record lists every holder with the day, meet and wind of their own mark', () => {
    const ada = holder(1, 'Ada Okafor', '2024-05-04', 'County Championship', 1.2);
    const bea = holder(2, 'Bea Lind', '2025-04-12', 'Harbor Invitational', -0.4);
    const event: RecordEvent = { eventType: 'female-100m', record: [ada, bea], top: [ada, bea] };
    renderWithApp(<RecordsBoard events={[event]} onOpen={() => {}} />);
    const row = screen.getByTestId('record-row');
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe('11.90 (tied)');
    expect(cells[2]!.textContent).toBe('Ada Okafor (+1.2 m/s)Bea Lind (-0.4 m/s)');
    expect(within(cells[3]!).getByText('May 4, 2024')).toBeTruthy();
    expect(within(cells[3]!).getByText('Apr 12, 2025')).toBeTruthy();
    expect(within(cells[4]!).getByText('County Championship')).toBeTruthy();
    expect(within(cells[4]!).getByText('Harbor Invitational')).toBeTruthy();
  });
});
