// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { getHeatSheet, patchEntryHeat, patchMeetSchedule, type HeatSheet } from '@core/api/meet-files';
import { answer, apiError, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import HeatSheetPage from './heat-sheet-page';

const MEET = '00000000-0000-4000-8000-0000000000e1';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const sheet: HeatSheet = {
  meetId: MEET,
  name: 'Harbor Home Meet',
  startDate: '2026-04-11',
  startTime: '15:30',
  location: 'Harbor HS',
  host: '',
  events: [
    {
      eventId: id(1),
      eventType: 'female-100m',
      round: 'final',
      scheduledTime: '16:00',
      style: 'lanes',
      entries: [
        { entryId: id(11), heat: 1, lane: 4, athleteId: id(21), name: 'Ann Okafor', bib: '101', grade: 11, seed: '12.10', legs: [] },
        { entryId: id(12), heat: 1, lane: 5, athleteId: id(22), name: 'Ann Lee', bib: '102', grade: 10, seed: '12.40', legs: [] },
        { entryId: id(13), heat: null, lane: null, athleteId: id(23), name: 'Ann Novak', bib: null, grade: 9, seed: null, legs: [] },
      ],
    },
  ],
};

const renderPage = (role: 'coach' | 'invitee' = 'coach', search = '') => {
  const sent: Sent[] = [];
  network.use(
    answer(getHeatSheet, () => sheet),
    answer(
      patchEntryHeat,
      ({ body }) => (body.lane === 4 ? apiError(409, 'Heat 1, lane 4 is taken: move that entry first') : { ok: true as const }),
      sent,
    ),
    answer(patchMeetSchedule, () => ({ ok: true as const }), sent),
  );
  const rendered = renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/meets/:id/heat-sheet" element={<HeatSheetPage />} />
      </Routes>
      <Search />
    </>,
    { route: `/dashboard/meets/${MEET}/heat-sheet${search}`, role },
  );
  return { ...rendered, sent };
};

/** The address's query, as the router has it now. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** window.print as a spy (happy-dom has none). */
const stubPrint = () => {
  const print = vi.fn();
  Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
  return print;
};

describe('heat sheet page', () => {
  it("opened by the meet page's Print heat sheets (?print=1), prints once the sheet is on screen, and once only", async () => {
    const print = stubPrint();
    try {
      renderPage('coach', '?print=1');
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      // the sheet was there to print; the address is the plain one again, so a reload does not print twice
      expect(screen.getByRole('table', { name: 'Girls 100m, Heat 1' })).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(window, 'print');
    }
  });

  it('opened from the menu (no ?print), does not print by itself', async () => {
    const print = stubPrint();
    try {
      renderPage();
      await screen.findByRole('table', { name: 'Girls 100m, Heat 1' });
      expect(print).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(window, 'print');
    }
  });

  it('shows each heat by lane with bibs and seeds, the unseeded apart', async () => {
    renderPage();
    const heat = await screen.findByRole('table', { name: 'Girls 100m, Heat 1' });
    const rows = within(heat).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['4', '101', 'Ann Okafor', '11', '12.10'],
      ['5', '102', 'Ann Lee', '10', '12.40'],
    ]);
    expect(screen.getByRole('table', { name: 'Girls 100m, not seeded' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '16:00 Girls 100m' })).toBeTruthy();
  });

  it('moves an entry when both heat and lane are typed, and shows why a taken lane is refused', async () => {
    const { user, sent } = renderPage();
    await screen.findByRole('table', { name: 'Girls 100m, Heat 1' });
    const heat = screen.getByLabelText('Heat, Ann Novak');
    const lane = screen.getByLabelText('Lane, Ann Novak');
    // a heat without a lane is not sent
    await user.type(heat, '1');
    await user.click(document.body);
    expect(sent.filter((s) => s.path === patchEntryHeat.path)).toHaveLength(0);
    await user.type(lane, '6');
    await user.click(document.body);
    await waitFor(() => expect(sent.filter((s) => s.path === patchEntryHeat.path).map((s) => s.body)).toEqual([{ heat: 1, lane: 6 }]));
    await user.clear(lane);
    await user.type(lane, '4');
    await user.click(document.body);
    await screen.findByText('Heat 1, lane 4 is taken: move that entry first');
  });

  it('refuses a time that is not HH:MM without sending it, and sends a good one', async () => {
    const { user, sent } = renderPage();
    const time = await screen.findByLabelText('Time, Girls 100m');
    await user.clear(time);
    await user.type(time, '25:00');
    await user.click(document.body);
    await screen.findByText('Type a time as HH:MM, e.g. 15:30');
    expect(sent.filter((s) => s.path === patchMeetSchedule.path)).toHaveLength(0);
    await user.clear(time);
    await user.type(time, '4:15');
    await user.click(document.body);
    await waitFor(() =>
      expect(sent.filter((s) => s.path === patchMeetSchedule.path).map((s) => s.body)).toEqual([
        { events: [{ eventId: id(1), time: '04:15' }] },
      ]),
    );
  });

  it('shows an invitee the sheet without seeding or moving', async () => {
    renderPage('invitee');
    await screen.findByRole('table', { name: 'Girls 100m, Heat 1' });
    expect(screen.queryByRole('button', { name: 'Seed heats' })).toBeNull();
    expect(screen.queryByLabelText('Heat, Ann Novak')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
