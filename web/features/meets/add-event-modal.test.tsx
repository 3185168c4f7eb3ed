// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postMeetEvent, type MeetDetail, type MeetEvent } from '@core/api/meets';
import { answer, network, type Sent } from '../../test/network';
import { meetDetail } from '../../test/meet-server';
import { renderWithApp } from '../../test/render';
import { testOrganization } from '../../lib/test-organization';
import { AddEventModal } from './add-event-modal';

const MEET_ID = '00000000-0000-4000-8000-00000000a101';

const meetOf = (season: MeetDetail['season'], events: MeetDetail['events'] = []): MeetDetail =>
  meetDetail({ id: MEET_ID, name: 'Harbor Invitational', startDate: '2026-10-03', endDate: '2026-10-03', season, events });

/** Answers each added event as the server would, and keeps what was sent. */
const serveAdds = (): Sent[] => {
  const sent: Sent[] = [];
  network.use(
    answer(
      postMeetEvent,
      ({ body }): MeetEvent => ({
        id: '00000000-0000-4000-8000-00000000b101',
        meetId: MEET_ID,
        eventType: body.eventType,
        displayName: body.eventType,
        gender: 'female',
        kind: 'time',
        round: body.round,
        position: 0,
        entries: [],
      }),
      sent,
    ),
  );
  return sent;
};

const open = (meet: MeetDetail) =>
  renderWithApp(<AddEventModal orgId={testOrganization().id} meet={meet} opened onClose={() => undefined} onAdded={() => undefined} />, {
    role: 'coach',
  });

describe('adding an event at the course measured distance (decision 058)', () => {
  it('a cross-country meet takes a race at 8.05 km, then one at 5.2 miles, each by the slug of its distance', async () => {
    const sent = serveAdds();
    const user = userEvent.setup();
    open(meetOf('cross-country'));
    await user.click(await screen.findByRole('switch', { name: /At the course's measured distance/ }));
    await user.type(screen.getByRole('textbox', { name: 'Course distance' }), '8.05');
    expect(await screen.findByText(/^Girls 8\.05K \(XC\): its marks are kept apart from the standard distances/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ eventType: 'female-xc-8.05k', round: 'final' }]));

    await user.click(screen.getByRole('radio', { name: 'miles' }));
    await user.type(screen.getByRole('textbox', { name: 'Course distance' }), '5.2');
    await screen.findByText(/^Girls 5\.2 Mile \(XC\)/);
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() =>
      expect(sent.map((s) => (s.body as { eventType: string }).eventType)).toEqual(['female-xc-8.05k', 'female-xc-5.2mile']),
    );
  });

  it('explains a distance no race is run at, and a race already on the meet, and sends nothing', async () => {
    const sent = serveAdds();
    const user = userEvent.setup();
    const onMeet: MeetDetail['events'] = [
      {
        id: '00000000-0000-4000-8000-00000000b102',
        meetId: MEET_ID,
        eventType: 'female-xc-6.4k',
        displayName: '6.4K (XC)',
        gender: 'female',
        kind: 'time',
        round: 'final',
        position: 0,
        entries: [],
      },
    ];
    open(meetOf('cross-country', onMeet));
    await user.click(await screen.findByRole('switch', { name: /At the course's measured distance/ }));
    const distance = screen.getByRole('textbox', { name: 'Course distance' });
    await user.type(distance, '25');
    expect(await screen.findByText('A cross-country race is 1 to 20 km (0.63 to 12.42 miles)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByRole('alert')).toBeTruthy();

    await user.clear(distance);
    await user.type(distance, '6.4');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This race is on the meet already');
    expect(sent).toEqual([]);
  });

  it('a track meet offers the catalogue only', async () => {
    open(meetOf('outdoor'));
    expect((await screen.findAllByLabelText('Event')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('switch', { name: /measured distance/ })).toBeNull();
  });
});
