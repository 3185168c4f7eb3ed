// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { postMeet, type Meet } from '@core/api/meets';
import { getMeetTemplates } from '@core/api/meet-templates';
import { answer, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import MeetCreatePage from './meet-create-page';

const created = (body: { name: string; startDate: string }): Meet => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  organizationId: '00000000-0000-4000-8000-0000000000aa',
  name: body.name,
  startDate: body.startDate,
  endDate: body.startDate,
  location: '',
  season: 'outdoor',
  seasonYear: 2026,
  host: '',
  notes: '',
  status: 'draft',
  courseId: null,
  scoring: 'none',
  scoringTable: null,
  eventCount: 0,
  resultCount: 0,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

/** The new meet page with a server that takes a moment to create a meet; returns what was posted. */
const openForm = () => {
  const sent: Sent[] = [];
  network.use(
    answer(getMeetTemplates, () => ({ items: [] })),
    answer(
      postMeet,
      async ({ body }) => {
        await delay(50);
        return created(body);
      },
      sent,
    ),
  );
  const rendered = renderWithApp(<MeetCreatePage />, { route: '/dashboard/meets/create' });
  return { ...rendered, posted: () => sent.filter((s) => s.path === postMeet.path) };
};

/** Types a value into a field at once (a paste: one input event, as fast as a test can go). */
const fill = async (user: UserEvent, label: RegExp, value: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
};

describe('new meet form', () => {
  it('Enter in the first day takes the date and creates nothing; the button creates the meet', async () => {
    const { user, posted } = openForm();
    await fill(user, /Meet name/, 'County Championships');
    await fill(user, /First day/, 'Mar 14, 2026');
    await user.keyboard('{Enter}');
    // the date was taken (the season it suggests is filled), and nothing was sent
    await screen.findByText('Saves as Outdoor 2026');
    await delay(100);
    expect(posted()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create meet' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toMatchObject({ name: 'County Championships', startDate: '2026-03-14', season: 'outdoor' });
  });

  it('a double submit creates one meet', async () => {
    const { user, posted, container } = openForm();
    await fill(user, /Meet name/, 'County Championships');
    await fill(user, /First day/, 'Mar 14, 2026');
    await screen.findByText('Saves as Outdoor 2026');
    const form = container.querySelector('form')!;
    // Enter twice, or a double click, before the page shows it is busy
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(posted()).toHaveLength(1));
    await delay(150);
    expect(posted()).toHaveLength(1);
  });
});
