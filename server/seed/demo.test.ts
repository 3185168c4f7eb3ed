import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getOrganizations, type OrganizationSummary } from '@core/api/organizations';
import { getMembers, type Member } from '@core/api/members';
import { isCommonPassword } from '../auth/common-passwords';
import { organizations } from '../db/schema';
import { signIn, tokenFor } from '../test/factories';
import { call, cookieHeader } from '../test/http';
import { useSecondProcess } from '../test/second-process';
import { useTestApp } from '../test/test-app';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo';

describe('demo data', () => {
  const t = useTestApp();
  const second = useSecondProcess(t);

  it('creates the demo team once when two servers start together, with real identities that can sign in', async () => {
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
    const seeded = await Promise.all([seedDemo(t.app), seedDemo(second.app())]);
    expect(seeded.toSorted()).toEqual([false, true]);
    expect(await t.db.select({ id: organizations.id }).from(organizations)).toHaveLength(1);
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

  it('never seeds the database again, even after the demo team is renamed', async () => {
    await t.db.update(organizations).set({ name: 'Riverside Running Club' }).where(eq(organizations.name, DEMO_ORGANIZATION));
    expect(await seedDemo(t.app)).toBe(false);
    const teams = await t.db.select({ name: organizations.name }).from(organizations);
    expect(teams).toEqual([{ name: 'Riverside Running Club' }]);
  });
});
