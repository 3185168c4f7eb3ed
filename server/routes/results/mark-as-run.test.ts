import { beforeAll, describe, expect, it } from 'vitest';
import { getAthlete, type AthleteProfile } from '@core/api/athletes';
import { getEventLeaders, type EventLeaders } from '@core/api/leaders';
import { getMeet, type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/**
 * Issue 27 item 5: a long jump won with 6.30 m (+2.5) beside a wind-legal 6.25 m (+1.8). Every page
 * that lists the result with its place shows the mark that won (wind-aided); the PR, leaders and
 * records keep the wind-legal best.
 */
describe('a result as it was run', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let winner: string;
  let meetId: string;
  const EVENT = 'female-long-jump';

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { units: 'metric' }));
    const meet = await createMeet(t, org.id, owner.token, { startDate: '2025-04-12' });
    meetId = meet.id;
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, EVENT);
    const a = await createAthlete(t, org.id, owner.token, { gender: 'female', firstName: 'Wendy', lastName: 'Wind' });
    const b = await createAthlete(t, org.id, owner.token, { gender: 'female', firstName: 'Stella', lastName: 'Still' });
    winner = a.id;
    const entries = await enterAthletes(t, org.id, owner.token, event.id, [a.id, b.id]);
    const entryOf = (id: string) => entries.find((e) => e.athlete?.id === id)!.id;
    await saveResult(t, org.id, owner.token, entryOf(a.id), { series: '6.12/+1.2 X 6.30/+2.5 - 6.25/+1.8' });
    await saveResult(t, org.id, owner.token, entryOf(b.id), { series: '6.20/+0.4 6.27/+1.9' });
  });

  const won = { mark: { kind: 'length', mm: 6300 }, display: '6.30m', wind: 2.5, windAided: true };

  it('the meet page shows the winning wind-aided mark in first place, the wind-legal best beside it', async () => {
    const res = await call(t.app, getMeet, { as: owner, query: { orgId: org.id, meetId } });
    expect(res.statusCode, res.body).toBe(200);
    const result = res
      .json<MeetDetail>()
      .events[0]!.entries.map((e) => e.result!)
      .find((r) => r.athleteId === winner)!;
    expect(result).toMatchObject({ place: 1, asRun: won, mark: { mm: 6250 }, display: '6.25m', wind: 1.8, legal: true });
  });

  it('the athlete page lists the result as run and keeps the wind-legal PR', async () => {
    const res = await call(t.app, getAthlete, { as: owner, query: { orgId: org.id, athleteId: winner } });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<AthleteProfile>();
    expect(profile.results[0]).toMatchObject({ place: 1, asRun: won, display: '6.25m' });
    expect(profile.prs[0]!.result).toMatchObject({ mark: { mm: 6250 }, display: '6.25m', windAided: false });
  });

  it("the event page's recent results show it as run; its leaders the wind-legal best", async () => {
    const res = await call(t.app, getEventLeaders, { as: owner, query: { orgId: org.id, type: EVENT } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<EventLeaders>();
    expect(page.recent.find((r) => r.athleteId === winner)).toMatchObject({ place: 1, asRun: won });
    // leaders rank wind-legal marks: Stella's 6.27 (+1.9) above Wendy's 6.25 (+1.8)
    expect(page.leaders.map((l) => [l.place, l.result.display])).toEqual([
      [1, '6.27m'],
      [2, '6.25m'],
    ]);
    // Stella's result was never wind-aided: as run is her own mark
    expect(page.recent.find((r) => r.athleteId !== winner)).toMatchObject({
      place: 2,
      asRun: { mark: { mm: 6270 }, display: '6.27m', wind: 1.9, windAided: false },
    });
  });
});
