import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getInvite, getOrganizationLink, rotateOrganizationLink } from '@core/api/organization';
import { organizations } from '../../db/schema';
import { createOrganization, createUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

const INVALID = 'Invite link is invalid or has expired';

describe('GET /api/organization/invite/get (the team an invite link leads to)', () => {
  const t = useTestApp();

  const storedToken = async (organizationId: string) => {
    const [row] = await t.db
      .select({ inviteToken: organizations.inviteToken })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return row!.inviteToken;
  };

  it('names the team to someone not signed up yet (the sign-up page says which team), 400 naming the field for a malformed query', async () => {
    const { organization } = await createOrganization(t, undefined, { name: 'Maple Grove Track' });
    const token = await storedToken(organization.id);
    const anonymous = await call(t.app, getInvite, { query: { orgId: organization.id, token } });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ organizationId: organization.id, name: 'Maple Grove Track', logo: null });
    expect((await call(t.app, getInvite, { query: { orgId: organization.id, token: `${token.slice(0, -1)}#` } })).statusCode).toBe(404);

    const visitor = await createUser(t);
    const badOrg = await call(t.app, getInvite, { as: visitor, query: { orgId: 'not-a-uuid', token } });
    expect(badOrg.statusCode).toBe(400);
    expect(badOrg.json().field).toBe('query.orgId');
    const shortToken = await call(t.app, getInvite, { as: visitor, query: { orgId: organization.id, token: 'short' } });
    expect(shortToken.statusCode).toBe(400);
    expect(shortToken.json().field).toBe('query.token');
  });

  it('404 "Invite link is invalid or has expired" for a wrong token, an unknown team or a rotated link', async () => {
    const { organization, owner } = await createOrganization(t, undefined, { name: 'Hillcrest XC' });
    const token = await storedToken(organization.id);
    const visitor = await createUser(t);

    // same length, one character off: refused like any other wrong token
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const query of [
      { orgId: organization.id, token: wrong },
      { orgId: organization.id, token: 'x'.repeat(43) },
      { orgId: '00000000-0000-4000-8000-000000000000', token },
    ]) {
      const res = await call(t.app, getInvite, { as: visitor, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: INVALID, code: 'invalid-invite' });
      expect(res.body).not.toContain('Hillcrest XC');
    }

    // another team's token does not open this team
    const { organization: other } = await createOrganization(t);
    expect(
      (await call(t.app, getInvite, { as: visitor, query: { orgId: organization.id, token: await storedToken(other.id) } })).statusCode,
    ).toBe(404);

    // after a rotation the old link stops naming the team
    expect((await call(t.app, rotateOrganizationLink, { as: owner, query: { organizationId: organization.id } })).statusCode).toBe(200);
    const stale = await call(t.app, getInvite, { as: visitor, query: { orgId: organization.id, token } });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe(INVALID);
  });

  it('names the team (name and logo, never the token) to a signed-in user who is not a member yet, even without a profile', async () => {
    const { organization, owner } = await createOrganization(t, undefined, { name: 'Riverside Relays' });
    const link = new URL((await call(t.app, getOrganizationLink, { as: owner, query: { organizationId: organization.id } })).json().link);
    const token = link.searchParams.get('token')!;

    for (const caller of [await createUser(t), await createUser(t, { profile: false }), owner]) {
      const res = await call(t.app, getInvite, { as: caller, query: { orgId: organization.id, token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ organizationId: organization.id, name: 'Riverside Relays', logo: null });
      expect(res.body).not.toContain(token);
    }
  });
});
