import { beforeAll, describe, expect, it } from 'vitest';
import { getMeet, patchMeetEvent, type Entry, type MeetDetail, type MeetEvent } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, recordResult, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/** The meet page shows PR / SB badges from the server: each result's flags as they were when it was run. */
describe('meet detail flags', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { timezone: 'UTC' }));
    invitee = await addMember(t, org.id, 'invitee');
  });

  const detail = async (meetId: string, token = owner.token): Promise<MeetDetail> => {
    const res = await call(t.app, getMeet, { as: { token }, query: { orgId: org.id, meetId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MeetDetail>();
  };
  const entryOf = (d: MeetDetail, athleteId: string): Entry => d.events.flatMap((e) => e.entries).find((e) => e.athlete?.id === athleteId)!;

  it('answers pr=true for the PR and false for a slower later result; an earlier meet keeps its PR', async () => {
    const a = await createAthlete(t, org.id, owner.token, { gender: 'female' });
    const first = await recordResult(
      t,
      org.id,
      owner.token,
      a.id,
      'female-100m',
      { mark: '12.50', wind: '+0.5' },
      { startDate: '2025-04-05' },
    );
    const best = await recordResult(
      t,
      org.id,
      owner.token,
      a.id,
      'female-100m',
      { mark: '12.30', wind: '+0.5' },
      { startDate: '2025-04-12' },
    );
    const slower = await recordResult(
      t,
      org.id,
      owner.token,
      a.id,
      'female-100m',
      { mark: '12.60', wind: '+0.5' },
      { startDate: '2025-04-19' },
    );

    const bestEntry = entryOf(await detail(best.result.meetId), a.id);
    expect(bestEntry.flags).toEqual({ isPR: true, isSeasonBest: true, isTeamRecord: true });
    expect(bestEntry.result).toMatchObject({ windAided: false, converted: false });
    const slowerEntry = entryOf(await detail(slower.result.meetId), a.id);
    expect(slowerEntry.result!.display).toBe('12.60');
    expect(slowerEntry.flags).toMatchObject({ isPR: false, isSeasonBest: false });
    // 12.50 was a PR the day it was run, although 12.30 came later
    expect(entryOf(await detail(first.result.meetId), a.id).flags).toMatchObject({ isPR: true, isSeasonBest: true });
  });

  it('a new season has its own season best; wind-aided and hand times carry their flags; invitees read the same', async () => {
    const a = await createAthlete(t, org.id, owner.token, { gender: 'male' });
    await recordResult(t, org.id, owner.token, a.id, 'male-100m', { mark: '11.10', wind: '+1.0' }, { startDate: '2024-05-04' });
    const m = await createMeet(t, org.id, owner.token, { startDate: '2025-05-03' });
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'male-100m');
    const b = await createAthlete(t, org.id, owner.token, { gender: 'male' });
    const c = await createAthlete(t, org.id, owner.token, { gender: 'male' });
    const none = await createAthlete(t, org.id, owner.token, { gender: 'male' });
    const [ea, eb, ec] = await enterAthletes(t, org.id, owner.token, e.id, [a.id, b.id, c.id, none.id]);
    await saveResult(t, org.id, owner.token, ea!.id, { mark: '11.30', wind: '+1.0' });
    await saveResult(t, org.id, owner.token, eb!.id, { mark: '11.50', wind: '+2.4' });
    await saveResult(t, org.id, owner.token, ec!.id, { mark: '11.4', wind: '+0.2' });

    const d = await detail(m.id, invitee.token);
    expect(entryOf(d, a.id).flags).toEqual({ isPR: false, isSeasonBest: true, isTeamRecord: false });
    expect(entryOf(d, a.id).result).toMatchObject({ windAided: false, converted: false });
    expect(entryOf(d, b.id).flags).toEqual({ isPR: false, isSeasonBest: false, isTeamRecord: false });
    expect(entryOf(d, b.id).result).toMatchObject({ windAided: true, converted: false });
    expect(entryOf(d, c.id).flags).toEqual({ isPR: true, isSeasonBest: true, isTeamRecord: false });
    expect(entryOf(d, c.id).result).toMatchObject({ windAided: false, converted: true });
    expect(entryOf(d, none.id)).toMatchObject({ result: null, flags: null });
    expect(await detail(m.id, owner.token)).toEqual(d);
  });

  it('splits and heat come back with the result; the event calls answer flags too', async () => {
    const a = await createAthlete(t, org.id, owner.token, { gender: 'female' });
    const m = await createMeet(t, org.id, owner.token, { startDate: '2025-06-07' });
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-800m', 'prelim');
    const [entry] = await enterAthletes(t, org.id, owner.token, e.id, [a.id]);
    await saveResult(t, org.id, owner.token, entry!.id, {
      mark: '2:21.45',
      heat: 2,
      splits: [{ time: '33.1' }, { label: '400m', time: '1:09.82' }],
    });
    const got = entryOf(await detail(m.id), a.id);
    expect(got.result).toMatchObject({
      heat: 2,
      round: 'prelim',
      splits: [
        { label: null, ms: 33100 },
        { label: '400m', ms: 69820 },
      ],
    });
    expect(got.flags).toMatchObject({ isPR: true });

    const patched = await call(t.app, patchMeetEvent, {
      as: { token: owner.token },
      query: { orgId: org.id, eventId: e.id },
      body: { round: 'final' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const event = patched.json<MeetEvent>();
    expect(event.round).toBe('final');
    expect(event.entries[0]).toMatchObject({ result: { round: 'final' }, flags: { isPR: true } });
  });
});
