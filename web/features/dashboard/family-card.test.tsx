// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getFamilySchedule, getMyFamily, postFamilyAvailability, postFamilyClaim, type FamilyAthlete } from '@core/api/family';
import type { CalendarItem } from '@core/api/schedule';
import { getAthletePublicStatus, type AthletePublicStatus } from '@core/api/public-pages';
import { answer, network, type Sent } from '../../test/network';
import { renderWithApp } from '../../test/render';
import { testOrganization } from '../../lib/test-organization';
import { FamilyCard } from './family-card';

const ORG = testOrganization().id;
const KIM = '00000000-0000-4000-8000-0000000000a1';
const TIA = '00000000-0000-4000-8000-0000000000a2';
const EVENT = '00000000-0000-4000-8000-0000000000e1';

const athlete = (athleteId: string, firstName: string, status: FamilyAthlete['status']): FamilyAthlete => ({
  linkId: athleteId.replace('a', 'f'),
  athleteId,
  firstName,
  lastName: 'Lee',
  eventGroups: ['jumps'],
  status,
});

const practice = (myAnswer: CalendarItem['myAnswer']): CalendarItem => ({
  key: `event:${EVENT}:2027-04-05T15:30`,
  type: 'event',
  eventId: EVENT,
  meetId: null,
  occurrence: '2027-04-05T15:30',
  kind: 'practice',
  title: 'Jumps practice',
  allDay: false,
  start: '2027-04-05T15:30:00-05:00',
  end: '2027-04-05T17:00:00-05:00',
  localStart: '2027-04-05T15:30',
  localEnd: '2027-04-05T17:00',
  location: 'North field',
  notes: '',
  audience: ['jumps'],
  recurring: false,
  changed: false,
  cancelled: false,
  meetStatus: null,
  myAnswer,
  counts: { going: 0, maybe: 0, notGoing: 0 },
});

describe("a parent's home card", () => {
  it("shows each confirmed athlete's schedule and answers going for that athlete", async () => {
    const sent: Sent[] = [];
    let current: CalendarItem['myAnswer'] = null;
    network.use(
      answer(getMyFamily, () => [athlete(KIM, 'Kim', 'confirmed'), athlete(TIA, 'Tia', 'pending')]),
      answer(getAthletePublicStatus, ({ query }): AthletePublicStatus => ({
        athleteId: query.get('athleteId')!,
        minor: true,
        teamAllowsProfiles: false,
        pageEnabled: false,
        consent: null,
        publicProfile: false,
        canGiveAs: ['parent'],
        canWithdraw: false,
      })),
      answer(
        getFamilySchedule,
        ({ query }) => ({ timezone: 'America/Chicago', items: query.get('athleteId') === KIM ? [practice(current)] : [] }),
        sent,
      ),
      answer(
        postFamilyAvailability,
        ({ body }) => {
          current = body.answer;
          return { answer: body.answer, counts: { going: 1, maybe: 0, notGoing: 0 } };
        },
        sent,
      ),
    );
    const { user } = renderWithApp(<FamilyCard orgId={ORG} timezone="America/Chicago" showForm />, { role: 'invitee' });
    const kim = await screen.findByRole('region', { name: 'Kim Lee' });
    expect(screen.getByRole('heading', { name: 'My athletes' })).toBeTruthy();
    // only the confirmed athlete's schedule is asked for; the waiting one is named as waiting
    expect(sent.filter((s) => s.path === getFamilySchedule.path).map((s) => s.query.get('athleteId'))).toEqual([KIM]);
    expect(screen.getByTestId('family-waiting').textContent).toContain('Tia Lee');
    await within(kim).findByText('Jumps practice');
    const answers = within(kim).getByRole('group', { name: 'Is Kim going to Jumps practice?' });
    await user.click(within(answers).getByRole('button', { name: 'Going' }));
    await waitFor(() => expect(sent.some((s) => s.path === postFamilyAvailability.path)).toBe(true));
    const post = sent.find((s) => s.path === postFamilyAvailability.path)!;
    expect(post.query.get('athleteId')).toBe(KIM);
    expect(post.query.get('eventId')).toBe(EVENT);
    expect(post.body).toEqual({ answer: 'going' });
    await waitFor(() => expect(within(answers).getByRole('button', { name: 'Going' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(kim).getByRole('link', { name: 'Results, PRs and attendance' }).getAttribute('href')).toBe(`/dashboard/athletes/${KIM}`);
    // what the public sees of each confirmed athlete, with the parent's switch (family-public-profile.test.tsx)
    expect(await screen.findByText('The team has no public page, so nothing about Kim is public.')).toBeTruthy();
  });

  it("checks the code before sending it, and shows the server's answer to a wrong one", async () => {
    const sent: Sent[] = [];
    network.use(
      answer(getMyFamily, () => []),
      answer(
        postFamilyClaim,
        () =>
          Response.json(
            { statusCode: 404, error: 'Not Found', message: 'No athlete of this team has this code. Check it with your coach.' },
            { status: 404 },
          ),
        sent,
      ),
    );
    const { user } = renderWithApp(<FamilyCard orgId={ORG} timezone="America/Chicago" showForm />, { role: 'invitee' });
    const input = await screen.findByRole('textbox', { name: 'Family code' });
    expect(screen.getByRole('heading', { name: 'Link your athlete' })).toBeTruthy();
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Link my athlete' }));
    expect(await screen.findByText('Enter the 8-character code your coach gave you')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Link my athlete' }));
    expect(await screen.findByText(/No athlete of this team has this code/)).toBeTruthy();
    expect(sent.map((s) => s.body)).toEqual([{ code: 'abcd-2345' }]);
    // what was typed stays
    expect((input as HTMLInputElement).value).toBe('abcd-2345');
  });

  it('an athlete with no parent links sees nothing of it', async () => {
    const sent: Sent[] = [];
    network.use(answer(getMyFamily, () => [], sent));
    const { container } = renderWithApp(<FamilyCard orgId={ORG} timezone="America/Chicago" showForm={false} />, { role: 'invitee' });
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Family code' })).toBeNull();
  });
});
