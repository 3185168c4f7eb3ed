import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getOrganization, getOrganizationLink, rotateOrganizationLink } from '@core/api/organization';
import { joinOrganization } from '@core/api/members';
import type { Organization } from '@core/api/organizations';
import { ROLE_CAPABILITIES } from '@core/roles';
import { organizations } from '../../db/schema';
import { addMember, createOrganization, createUser } from '../../test/factories';
import { call } from '../../test/http';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('organization calls', () => {
  const t = useTestApp();

  it('GET /api/organization/get: members read it with their role and capabilities; others 404', async () => {
    const { organization, owner } = await createOrganization(t, undefined, { name: 'Lakeside' });
    const invitee = await addMember(t, organization.id, 'invitee');
    const { owner: outsider } = await createOrganization(t);
    const q = { organizationId: organization.id };
    expect((await call(t.app, getOrganization, { query: q })).statusCode).toBe(401);
    expect((await call(t.app, getOrganization, { as: owner, query: { organizationId: 'nope' } })).json().field).toBe(
      'query.organizationId',
    );
    expect((await call(t.app, getOrganization, { as: outsider, query: q })).statusCode).toBe(404);
    const missing = await call(t.app, getOrganization, { as: owner, query: { organizationId: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.statusCode).toBe(404);
    const res = await call(t.app, getOrganization, { as: invitee, query: q });
    expect(res.statusCode).toBe(200);
    expect(res.json<Organization>()).toMatchObject({ name: 'Lakeside', roleName: 'invitee', capabilities: [...ROLE_CAPABILITIES.invitee] });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(res.body).not.toContain(row!.inviteToken);
  });

  it('GET /api/organization/link/get: owner, admin and coach read the link; invitee 403; outsider 404', async () => {
    const { organization, owner } = await createOrganization(t);
    const admin = await addMember(t, organization.id, 'admin');
    const coach = await addMember(t, organization.id, 'coach');
    const invitee = await addMember(t, organization.id, 'invitee');
    const { owner: outsider } = await createOrganization(t);
    const q = { organizationId: organization.id };
    const res = await call(t.app, getOrganizationLink, { as: owner, query: q });
    expect(res.statusCode).toBe(200);
    const link = new URL(res.json<{ link: string }>().link);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/redirect/deeplink`);
    expect(link.searchParams.get('orgId')).toBe(organization.id);
    expect(link.searchParams.get('token')!.length).toBeGreaterThanOrEqual(43);
    expect((await call(t.app, getOrganizationLink, { as: admin, query: q })).json()).toEqual(res.json());
    expect((await call(t.app, getOrganizationLink, { as: coach, query: q })).statusCode).toBe(200);
    expect((await call(t.app, getOrganizationLink, { as: invitee, query: q })).statusCode).toBe(403);
    expect((await call(t.app, getOrganizationLink, { as: outsider, query: q })).statusCode).toBe(404);
    expect((await call(t.app, getOrganizationLink, { query: q })).statusCode).toBe(401);
  });

  it('POST /api/organization/link/rotate/post: owner and admin rotate, which kills the old link', async () => {
    const { organization, owner } = await createOrganization(t);
    const admin = await addMember(t, organization.id, 'admin');
    const coach = await addMember(t, organization.id, 'coach');
    const { owner: outsider } = await createOrganization(t);
    const q = { organizationId: organization.id };
    const before = tokenOf((await call(t.app, getOrganizationLink, { as: owner, query: q })).json().link);
    expect((await call(t.app, rotateOrganizationLink, { as: coach, query: q })).statusCode).toBe(403);
    expect((await call(t.app, rotateOrganizationLink, { as: outsider, query: q })).statusCode).toBe(404);
    expect((await call(t.app, rotateOrganizationLink, { query: q })).statusCode).toBe(401);
    const rotated = await call(t.app, rotateOrganizationLink, { as: admin, query: q });
    expect(rotated.statusCode).toBe(200);
    const after = tokenOf(rotated.json().link);
    expect(after).not.toBe(before);
    expect(tokenOf((await call(t.app, getOrganizationLink, { as: owner, query: q })).json().link)).toBe(after);
    const joiner = await createUser(t);
    const old = await call(t.app, joinOrganization, { as: joiner, query: { orgId: organization.id }, body: { token: before } });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('Invite link is invalid or has expired');
    const fresh = await call(t.app, joinOrganization, { as: joiner, query: { orgId: organization.id }, body: { token: after } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().roleName).toBe('invitee');
  });
});
