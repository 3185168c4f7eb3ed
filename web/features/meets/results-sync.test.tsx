// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useTeamAccess } from '../../lib/team-access';
import { renderWithApp } from '../../test/render';
import { serveMeet, type StubMeet } from '../../test/meet-server';
import { useMeet } from '../meet-data';
import { MeetEventPanel } from './meet-event-panel';
import { UnsavedBanner, useResultsRetry } from '../results';

/** What the meet page holds of the offline queue: the banner, the grid, and the retry on coming back online. */
function MeetResults({ meetId }: { meetId: string }) {
  const { orgId, markOptions } = useTeamAccess();
  const meet = useMeet(orgId, meetId);
  useResultsRetry(meetId);
  if (!meet.data) return null;
  return (
    <>
      <UnsavedBanner meetId={meetId} />
      <MeetEventPanel orgId={orgId!} meet={meet.data} event={meet.data.events[0]!} canWrite markOptions={markOptions} />
    </>
  );
}

const open = async (stub: StubMeet) => {
  const rendered = renderWithApp(<MeetResults meetId={stub.meet.id} />, { role: 'coach' });
  await screen.findByRole('table', { name: /Results of/ });
  return rendered;
};

const rowOf = (name: string) => screen.getByLabelText(`Mark, ${name}`).closest('tr')!;
const kept = (meetId: string) => JSON.parse(localStorage.getItem(`splits.unsaved-results.${meetId}`) ?? '{}') as Record<string, unknown>;

afterEach(() => localStorage.clear());

describe('offline results queue', () => {
  it('keeps what was typed without a network on the device, across a closed page, and saves it when the browser is back online', async () => {
    const stub = serveMeet(11, 'female-100m', ['Dana Reyes', 'Ava Kim']);
    const [dana, ava] = stub.meet.events[0]!.entries.map((e) => e.id);
    const first = await open(stub);
    stub.offline = true;
    await first.user.click(screen.getByLabelText('Mark, Reyes, Dana'));
    await first.user.keyboard('12.48{Enter}13.05{Enter}');
    await waitFor(() => expect(within(rowOf('Kim, Ava')).queryByText('Not saved: offline, will retry')).not.toBeNull());
    expect(within(rowOf('Reyes, Dana')).getByText('Not saved: offline, will retry')).toBeTruthy();
    expect(screen.getByTestId('unsaved-banner').textContent).toContain('2 unsaved results');
    expect(Object.keys(kept(stub.meet.id)).sort()).toEqual([dana, ava].sort());

    first.unmount(); // the tab is closed with the rows unsaved
    await open(stub);
    expect(screen.getByLabelText<HTMLInputElement>('Mark, Reyes, Dana').value).toBe('12.48');
    expect(screen.getByLabelText<HTMLInputElement>('Mark, Kim, Ava').value).toBe('13.05');
    expect(stub.resultOf(dana!)).toBeNull();

    stub.offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(stub.resultOf(ava!)?.display).toBe('13.05'));
    expect(stub.resultOf(dana!)?.display).toBe('12.48');
    await waitFor(() => expect(screen.queryByTestId('unsaved-banner')).toBeNull());
    expect(kept(stub.meet.id)).toEqual({});
    await waitFor(() => expect(within(rowOf('Kim, Ava')).getByTestId('saved-result').textContent).toContain('13.05'));
  });

  it('Retry now sends the waiting rows at once; a row edited while it waits is sent with its last value only', async () => {
    const stub = serveMeet(12, 'female-100m', ['Dana Reyes']);
    const [dana] = stub.meet.events[0]!.entries.map((e) => e.id);
    const { user } = await open(stub);
    stub.offline = true;
    const mark = screen.getByLabelText<HTMLInputElement>('Mark, Reyes, Dana');
    await user.click(mark);
    await user.keyboard('12.48{Enter}');
    await screen.findByText('Not saved: offline, will retry');
    await user.clear(mark);
    await user.keyboard('12.41{Enter}');
    await waitFor(() => expect(screen.getByTestId('unsaved-banner').textContent).toContain('1 unsaved result'));
    stub.offline = false;
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(stub.resultOf(dana!)?.display).toBe('12.41'));
    expect(stub.resultOf(dana!)?.version).toBe(1); // one save reached the server: the last value
    await waitFor(() => expect(screen.queryByTestId('unsaved-banner')).toBeNull());
  });
});
