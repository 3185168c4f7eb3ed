// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useTeamAccess } from '../../lib/team-access';
import { renderWithApp } from '../../test/render';
import { serveMeet, type StubMeet } from '../../test/meet-server';
import { useMeet } from '../meet-data';
import { MeetEventPanel } from './meet-event-panel';

/** The event panel as the meet page shows it to a coach on a laptop: the grid over the cached meet. */
function EventOfMeet({ meetId }: { meetId: string }) {
  const { orgId, markOptions } = useTeamAccess();
  const meet = useMeet(orgId, meetId);
  if (!meet.data) return null;
  return <MeetEventPanel orgId={orgId!} meet={meet.data} event={meet.data.events[0]!} canWrite markOptions={markOptions} />;
}

const open = async (stub: StubMeet) => {
  const rendered = renderWithApp(<EventOfMeet meetId={stub.meet.id} />, { role: 'coach' });
  await screen.findByRole('table', { name: /Results of/ });
  return rendered;
};

const posted = (stub: StubMeet) => stub.sent.filter((s) => s.method === 'POST').map((s) => s.body);

afterEach(() => localStorage.clear());

describe('results grid', () => {
  it('typing a mark and leaving the row saves it once, with the version it began from, and shows it saved', async () => {
    const stub = serveMeet(1, 'female-100m', ['Dana Reyes', 'Ava Kim']);
    const { user } = await open(stub);
    await user.click(screen.getByLabelText('Mark, Reyes, Dana'));
    await user.keyboard('12.48');
    await user.keyboard('{Enter}'); // to the same cell of the next row: the first row is left, so saved
    expect(document.activeElement).toBe(screen.getByLabelText('Mark, Kim, Ava'));
    const row = screen.getByLabelText('Mark, Reyes, Dana').closest('tr')!;
    await waitFor(() => expect(within(row).getByTestId('saved-result').textContent).toContain('12.48'));
    expect(posted(stub)).toEqual([expect.objectContaining({ mark: '12.48', expectedVersion: null })]);
    expect(stub.resultOf(stub.meet.events[0]!.entries[0]!.id)?.display).toBe('12.48');
  });

  it('a bad mark says why under its cell and is not sent; Escape puts the row back', async () => {
    const stub = serveMeet(2, 'female-100m', ['Dana Reyes', 'Ava Kim']);
    const { user } = await open(stub);
    const mark = screen.getByLabelText<HTMLInputElement>('Mark, Reyes, Dana');
    await user.click(mark);
    await user.keyboard('12..4');
    await user.click(screen.getByLabelText('Mark, Kim, Ava'));
    expect(await screen.findByText('Fix to save')).toBeTruthy();
    expect(mark.getAttribute('aria-invalid')).toBe('true');
    await user.click(mark);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(mark.value).toBe(''));
    expect(posted(stub)).toEqual([]);
  });

  it('a jump takes its series in the mark cell and sends it as a series', async () => {
    const stub = serveMeet(3, 'female-long-jump', ['Dana Reyes', 'Ava Kim']);
    const { user } = await open(stub);
    expect(screen.getByRole('columnheader', { name: 'Flight' })).toBeTruthy();
    await user.click(screen.getByLabelText('Mark, Reyes, Dana'));
    await user.paste('16-02 X 17-01.5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted(stub)).toHaveLength(1));
    expect(posted(stub)[0]).toMatchObject({ series: '16-02 X 17-01.5', expectedVersion: null });
    expect(posted(stub)[0]).not.toHaveProperty('mark');
    const row = screen.getByLabelText('Mark, Reyes, Dana').closest('tr')!;
    await waitFor(() => expect(within(row).getByTestId('saved-result').textContent).toContain('17-01.50'));
  });

  it("Fill places ranks hand and FAT times by the team's hand-time rule, not the default", async () => {
    // a hand 60.0 and a FAT 60.20 in the 400 m: the default adds 0.14 s (60.14, the hand time first),
    // World Athletics / NCAA 0.24 s (60.24, the FAT time first)
    const stub = serveMeet(5, 'female-400m', ['Hana Hand', 'Fay Fat']);
    const { user } = renderWithApp(<EventOfMeet meetId={stub.meet.id} />, {
      role: 'coach',
      organization: { handTimeConversion: true, handTimeRule: 'world-athletics-ncaa' },
    });
    await screen.findByRole('table', { name: /Results of/ });
    await user.click(screen.getByLabelText('Mark, Hand, Hana'));
    await user.keyboard('60.0{Enter}60.20{Enter}');
    // both saved first, so the places are sent over the saved versions
    for (const name of ['Hand, Hana', 'Fat, Fay']) {
      const row = screen.getByLabelText(`Mark, ${name}`).closest('tr')!;
      await waitFor(() => expect(within(row).getByTestId('saved-result').textContent).toMatch(/1:00\./));
    }
    await user.click(screen.getByRole('button', { name: 'Fill places' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Place, Fat, Fay').value).toBe('1'));
    expect(screen.getByLabelText<HTMLInputElement>('Place, Hand, Hana').value).toBe('2');
  });

  it('a result changed elsewhere meanwhile is never overwritten: both show, and Keep mine sends it over the new version', async () => {
    const stub = serveMeet(4, 'female-100m', ['Dana Reyes', 'Ava Kim']);
    const { user } = await open(stub);
    const entryId = stub.meet.events[0]!.entries[0]!.id;
    stub.savedElsewhere(entryId, '12.90'); // another coach, after this page loaded
    await user.click(screen.getByLabelText('Mark, Reyes, Dana'));
    await user.keyboard('12.48{Enter}');
    const conflict = await screen.findByRole('alert', { name: 'Result of Reyes, Dana changed elsewhere' });
    expect(within(conflict).getByTestId('conflict-yours').textContent).toContain('12.48');
    expect(within(conflict).getByTestId('conflict-theirs').textContent).toContain('12.90');
    expect(stub.resultOf(entryId)?.display).toBe('12.90');
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(stub.resultOf(entryId)?.display).toBe('12.48'));
    expect(posted(stub).map((b) => (b as { expectedVersion: number | null }).expectedVersion)).toEqual([null, 1]);
    await waitFor(() => expect(screen.queryByRole('alert', { name: /changed elsewhere/ })).toBeNull());
  });
});
