import { beforeAll, describe, expect, it } from 'vitest';
import type { Athlete } from '@core/api/athletes';
import { getEventLeaders, type EventLeaders } from '@core/api/leaders';
import { getOrganizations, patchOrganization, type Organization } from '@core/api/organizations';
import { getRecords, type RecordEvent } from '@core/api/records';
import { createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, recordResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/** What each rule adds to a hand 400 m, as the rule sets word it (independent of core/marks). */
const ADDED_TO_A_HAND_400M_MS = { splits: 140, 'world-athletics-ncaa': 240, tfn: 140, nfhs: 240 } as const;

describe('the team hand-time rule', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let hand: Athlete;
  let fat: Athlete;
  // a hand 60.0 and a FAT 60.20 in the 400 m: +0.14 puts the hand time first, +0.24 second
  const marks = [
    { who: 'Hana', ms: 60_000, timing: 'hand' as const },
    { who: 'Fay', ms: 60_200, timing: 'fat' as const },
  ];
  const expectedOrder = (rule: keyof typeof ADDED_TO_A_HAND_400M_MS) =>
    marks
      .map((m) => ({ who: m.who, key: m.ms + (m.timing === 'hand' ? ADDED_TO_A_HAND_400M_MS[rule] : 0) }))
      .sort((a, b) => a.key - b.key)
      .map((m) => m.who);

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { handTimeConversion: true }));
    hand = await createAthlete(t, org.id, owner.token, { firstName: 'Hana', lastName: 'Hand', gender: 'female' });
    fat = await createAthlete(t, org.id, owner.token, { firstName: 'Fay', lastName: 'Fat', gender: 'female' });
    await recordResult(t, org.id, owner.token, hand.id, 'female-400m', { mark: '60.0' }, { startDate: '2025-04-10' });
    await recordResult(t, org.id, owner.token, fat.id, 'female-400m', { mark: '60.20' }, { startDate: '2025-04-11' });
  });

  const patch = async (body: Record<string, unknown>) => {
    const res = await call(t.app, patchOrganization, { as: owner, query: { organizationId: org.id }, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Organization>();
  };
  const leaders = async () => {
    const res = await call(t.app, getEventLeaders, {
      as: owner,
      query: { orgId: org.id, type: 'female-400m', scope: 'all-time' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EventLeaders>().leaders.map((l) => l.athlete!.firstName);
  };
  const recordTop = async (rule: string) => {
    const res = await call(t.app, getRecords, { as: owner, query: { orgId: org.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ handTimeRule: string }>().handTimeRule).toBe(rule);
    const e = res.json<{ events: RecordEvent[] }>().events.find((x) => x.eventType === 'female-400m')!;
    return e.top.map((m) => m.athleteNames[0]!.split(' ')[0]);
  };

  it("starts on today's rule, and a patch that does not name the rule keeps it", async () => {
    expect(org.handTimeRule).toBe('splits');
    await patch({ handTimeRule: 'tfn' });
    const after = await patch({ units: 'metric' });
    expect(after).toMatchObject({ handTimeRule: 'tfn', units: 'metric' });
    const listed = await call(t.app, getOrganizations, { as: owner, query: {} });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await patch({ handTimeConversion: true })).handTimeRule).toBe('tfn');
    await patch({ handTimeRule: 'splits' });
  });

  it('re-orders leaders and records when the rule swaps a hand time and a FAT time', async () => {
    expect(expectedOrder('splits')).toEqual(['Hana', 'Fay']);
    expect(expectedOrder('world-athletics-ncaa')).toEqual(['Fay', 'Hana']);
    expect(await leaders()).toEqual(expectedOrder('splits'));
    expect(await recordTop('splits')).toEqual(expectedOrder('splits'));

    expect((await patch({ handTimeRule: 'world-athletics-ncaa' })).handTimeRule).toBe('world-athletics-ncaa');
    expect(await leaders()).toEqual(expectedOrder('world-athletics-ncaa'));
    expect(await recordTop('world-athletics-ncaa')).toEqual(expectedOrder('world-athletics-ncaa'));

    await patch({ handTimeRule: 'splits' });
    expect(await leaders()).toEqual(expectedOrder('splits'));
  });

  it('refuses a rule it does not know, keeping the one set', async () => {
    const bad = await call(t.app, patchOrganization, { as: owner, query: { organizationId: org.id }, body: { handTimeRule: 'fast' } });
    expect(bad.statusCode).toBe(400);
    expect((await patch({})).handTimeRule).toBe('splits');
  });
});
