import { beforeAll, describe, expect, it } from 'vitest';
import { getRecentPrs, RECENT_PR_WEEKS, type RecentPr } from '@core/api/performance';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, recordResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

const day = (n: number) => new Date(Date.UTC(2025, 2, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/performance/recent-prs/get', () => {
  const t = useTestApp();
  let org: Organization;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };

  beforeAll(async () => {
    ({ organization: org } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
  });

  const recent = async (token: string, query: Record<string, unknown> = { orgId: org.id }) =>
    call(t.app, getRecentPrs, { as: { token }, query });

  it('lists the PRs of the latest meets, newest first, with the mark each beat', async () => {
    const ann = await createAthlete(t, org.id, coach.token, { firstName: 'Ann', lastName: 'Ahn' });
    const bea = await createAthlete(t, org.id, coach.token, { firstName: 'Bea', lastName: 'Bell' });
    const cat = await createAthlete(t, org.id, coach.token, { firstName: 'Cat', lastName: 'Cole' });
    // an old PR, at a meet before the last weeks of results (the latest is day 21); then slower marks within them
    await recordResult(t, org.id, coach.token, cat.id, 'female-800m', { mark: '2:30.00' }, { startDate: day(21 - RECENT_PR_WEEKS * 7) });
    for (let i = 1; i <= 2; i++)
      await recordResult(t, org.id, coach.token, cat.id, 'female-800m', { mark: '2:40.00' }, { startDate: day(i) });
    await recordResult(t, org.id, coach.token, ann.id, 'female-100m', { mark: '12.80' }, { startDate: day(10) });
    await recordResult(t, org.id, coach.token, ann.id, 'female-100m', { mark: '12.61', wind: '1.2' }, { startDate: day(20) });
    // slower than her best: not a PR; wind-aided: never a PR
    await recordResult(t, org.id, coach.token, ann.id, 'female-200m', { mark: '26.00' }, { startDate: day(21) });
    await recordResult(t, org.id, coach.token, bea.id, 'female-long-jump', { mark: '5.20m', wind: '2.1' }, { startDate: day(21) });

    const res = await recent(invitee.token);
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json<{ items: RecentPr[]; total: number }>();
    expect(total).toBe(3);
    expect(items.map((p) => [p.athleteName, p.result.eventType, p.result.display, p.previous, p.result.date])).toEqual([
      ['Ann Ahn', 'female-200m', '26.00', null, day(21)],
      ['Ann Ahn', 'female-100m', '12.61', '12.80', day(20)],
      ['Ann Ahn', 'female-100m', '12.80', null, day(10)],
    ]);
    expect(items[1]!.athleteId).toBe(ann.id);
    expect(items.some((p) => p.athleteId === cat.id)).toBe(false);

    const limited = await recent(coach.token, { orgId: org.id, limit: 1 });
    expect(limited.json<{ items: RecentPr[]; total: number }>()).toMatchObject({ items: [expect.anything()], total: 3 });
  });

  it('answers 401 without a token, 404 for another team and 400 naming a bad limit', async () => {
    expect((await call(t.app, getRecentPrs, { query: { orgId: org.id } })).statusCode).toBe(401);
    expect((await recent(other.owner.token)).statusCode).toBe(404);
    const bad = await recent(coach.token, { orgId: org.id, limit: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field?: string; message: string }>().message).toContain('limit');
  });
});
