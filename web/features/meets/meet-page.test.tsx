// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { getFiles, getStorageLimits } from '@core/api/files';
import { getStandings } from '@core/api/standings';
import { setScreenWidth } from '../../test/dom-shims';
import { answer, network } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { serveMeet } from '../../test/meet-server';
import MeetPage from './meet-page';

const pageHeadings = () => screen.getAllByRole('heading', { level: 1 });

let serveMeetId = '';

const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

const openMeetPage = async (width: number) => {
  setScreenWidth(width);
  const stub = serveMeet(21, 'female-100m', ['Dana Reyes', 'Ava Kim']);
  serveMeetId = stub.meet.id;
  network.use(
    answer(getStandings, () => ({ scoring: 'none' as const, table: null, ownTeam: 'Northside Track', groups: [] })),
    answer(getStorageLimits, () => ({
      maxFileBytes: 1e7,
      resumableAboveBytes: 5e6,
      maxChunkBytes: 5e6,
      allowedContentTypes: ['application/pdf' as const],
    })),
    answer(getFiles, () => ({ items: [], total: 0, limit: 200, offset: 0, usage: { usedBytes: 0, quotaBytes: 1e9, maxFileBytes: 1e7 } })),
  );
  renderWithApp(
    <Routes>
      <Route path="/dashboard/meets/:id" element={<MeetPage />} />
    </Routes>,
    { role: 'coach', route: `/dashboard/meets/${stub.meet.id}` },
  );
  // the phone form's mark field, or the grid's
  return screen.findByLabelText('Mark, Reyes, Dana');
};

afterEach(() => localStorage.clear());

describe('meet page', () => {
  it("on a phone, the first screen is the event's results: only the meet's name and the event above them, its details and tools below", async () => {
    const mark = await openMeetPage(390);
    expect(pageHeadings()).toHaveLength(1);
    const heading = pageHeadings()[0]!;
    expect(heading.textContent).toBe('County Championships');
    expect(before(heading, mark)).toBe(true);
    expect(before(screen.getByLabelText('Event', { selector: 'input' }), mark)).toBe(true);
    for (const name of ['Add event', 'Add many events', 'Edit', 'Delete', 'Mark completed']) {
      expect(before(mark, screen.getByRole('button', { name })), `${name} comes after the results`).toBe(true);
    }
    expect(screen.getByText('Main track')).toBeTruthy(); // the details are still there, below
  });

  it('on a laptop, the meet header and tools stay above the events', async () => {
    const mark = await openMeetPage(1280);
    expect(before(screen.getByRole('button', { name: 'Add event' }), mark)).toBe(true);
    expect(before(pageHeadings()[0]!, screen.getByText('Main track'))).toBe(true);
  });

  it('Print heat sheets opens the heat sheet (heats, lanes, flights, bibs) to print it, and the page holds no other sheet', async () => {
    await openMeetPage(1280);
    const print = screen.getByRole('link', { name: 'Print heat sheets' });
    expect(print.getAttribute('href')).toBe(`/dashboard/meets/${serveMeetId}/heat-sheet?print=1`);
    // one level-one heading: the meet's, no hidden print-only sheet of its own
    expect(pageHeadings().map((h) => h.textContent)).toEqual(['County Championships']);
    expect(document.querySelectorAll('table')).toHaveLength(1);
  });
});
