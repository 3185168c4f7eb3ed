import { beforeAll, describe, expect, it } from 'vitest';
import { getEventLeaders, type EventLeaders } from '@core/api/leaders';
import { getSeasonLeaders } from '@core/api/performance';
import type { Organization } from '@core/api/organizations';
import { createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterRelay, recordResult, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/**
 * Issue 29 item 8: "ties share a place" on the leader lists means a list cut at a place lists
 * everyone who shares it (it was cut at a count: of two athletes tied for second with a limit of
 * two, one was left out).
 */
describe('leader lists cut at a place, ties included', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  const individual = [
    ['Ada', '12.00'],
    ['Bea', '12.10'],
    ['Cat', '12.10'],
    ['Dot', '12.30'],
  ] as const;
  const relays = ['48.00', '48.50', '48.50', '49.00'];

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    for (const [firstName, mark] of individual) {
      const a = await createAthlete(t, org.id, owner.token, { firstName, lastName: 'Sprinter', gender: 'female' });
      await recordResult(t, org.id, owner.token, a.id, 'female-100m', { mark }, { startDate: '2025-04-12' });
    }
    const legs = [];
    for (let i = 0; i < 4; i++) legs.push((await createAthlete(t, org.id, owner.token, { gender: 'female' })).id);
    for (const [i, mark] of relays.entries()) {
      const meet = await createMeet(t, org.id, owner.token, { startDate: `2025-04-1${i}` });
      const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-4x100m-relay');
      const entry = await enterRelay(t, org.id, owner.token, event.id, legs);
      await saveResult(t, org.id, owner.token, entry.id, { mark });
    }
  });

  /** Independent: a mark's place is one more than the number of better marks; the list keeps places up to `limit`. */
  const expected = (marks: readonly string[], limit: number) =>
    marks
      .map((m) => [1 + marks.filter((o) => Number(o) < Number(m)).length, m] as const)
      .filter(([place]) => place <= limit)
      .sort((a, b) => a[0] - b[0]);

  it.each([1, 2, 3])('an event page with a limit of %i lists everyone sharing the last place', async (limit) => {
    for (const [type, marks] of [
      ['female-100m', individual.map(([, m]) => m)],
      ['female-4x100m-relay', relays],
    ] as const) {
      const res = await call(t.app, getEventLeaders, { as: owner, query: { orgId: org.id, type, limit } });
      expect(res.statusCode, res.body).toBe(200);
      const got = res.json<EventLeaders>().leaders.map((l) => [l.place, l.result.display] as const);
      expect(got, `${type} limit ${limit}`).toEqual(expected(marks, limit));
    }
  });

  it('the season leaders (performance page) cut at a place too', async () => {
    const res = await call(t.app, getSeasonLeaders, {
      as: owner,
      query: { orgId: org.id, season: 'outdoor', seasonYear: 2025, limit: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json<{ events: { eventType: string; leaders: { place: number; result: { display: string } }[] }[] }>().events;
    for (const [type, marks] of [
      ['female-100m', individual.map(([, m]) => m)],
      ['female-4x100m-relay', relays],
    ] as const) {
      const block = events.find((e) => e.eventType === type)!;
      expect(
        block.leaders.map((l) => [l.place, l.result.display]),
        type,
      ).toEqual(expected(marks, 2));
    }
  });
});
