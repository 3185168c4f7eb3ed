import { describe, expect, it } from 'vitest';
import { getOrganizations, type OrganizationSummary } from '@core/api/organizations';
import { getMembers, type Member } from '@core/api/members';
import { isCommonPassword } from '../auth/common-passwords';
import { signIn, tokenFor } from '../test/factories';
import { call, cookieHeader } from '../test/http';
import { useTestApp } from '../test/test-app';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo';

describe('demo data', () => {
  const t = useTestApp();

  it('creates the demo team once, with real identities that can sign in', async () => {
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(await seedDemo(t.app)).toBe(true);
    expect(await seedDemo(t.app)).toBe(false);
    const coach = DEMO_PEOPLE.find((p) => p.role === 'coach')!;
    const res = await signIn(t, coach.email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const token = await tokenFor(t, cookieHeader(res));
    const orgs = (await call(t.app, getOrganizations, { as: { token } })).json<OrganizationSummary[]>();
    expect(orgs).toHaveLength(1);
    expect(orgs[0]).toMatchObject({ name: DEMO_ORGANIZATION, roleName: 'coach' });
    const members = (await call(t.app, getMembers, { as: { token }, query: { orgId: orgs[0]!.id } })).json<Member[]>();
    expect(members.map((m) => [m.email, m.roleName])).toEqual(DEMO_PEOPLE.map((p) => [p.email, p.role]));
  });
});
