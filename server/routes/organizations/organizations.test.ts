import { describe, expect, it } from 'vitest';
import {
  deleteOrganization,
  getAdminOrganizations,
  getOrganizations,
  patchOrganization,
  postOrganization,
  type AdminOrganization,
  type Organization,
  type OrganizationSummary,
} from '@core/api/organizations';
import { getOrganization } from '@core/api/organization';
import { ROLE_CAPABILITIES } from '@core/roles';
import { addMember, createOrganization, createUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('organizations calls', () => {
  const t = useTestApp();

  describe('POST /api/organizations/post', () => {
    it('401 without a token, 400 naming the field', async () => {
      expect((await call(t.app, postOrganization, { body: { name: 'Team' } })).statusCode).toBe(401);
      const u = await createUser(t);
      const res = await call(t.app, postOrganization, { as: u, body: { name: 'X' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body.name', message: 'body.name: At least 2 characters' });
      const badKind = await call(t.app, postOrganization, { as: u, body: { name: 'Team', kind: 'pro' } });
      expect(badKind.json().field).toBe('body.kind');
    });

    it('makes the caller owner, with defaults and every capability', async () => {
      const u = await createUser(t);
      const res = await call(t.app, postOrganization, { as: u, body: { name: '  Westside XC  ' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Organization>()).toMatchObject({
        name: 'Westside XC',
        kind: 'high-school',
        units: 'imperial',
        primaryColor: 'black',
        competitionLevel: 'high-school',
        roleName: 'owner',
        capabilities: [...ROLE_CAPABILITIES.owner],
      });
    });

    it('takes the competition level from the team type unless given', async () => {
      const u = await createUser(t);
      const level = async (body: Record<string, unknown>) =>
        (await call(t.app, postOrganization, { as: u, body: { name: 'Level team', ...body } })).json<Organization>().competitionLevel;
      expect(await level({ kind: 'college' })).toBe('college');
      expect(await level({ kind: 'club' })).toBe('open');
      expect(await level({ kind: 'middle-school' })).toBe('high-school');
      expect(await level({ kind: 'college', competitionLevel: 'open' })).toBe('open');
      const bad = await call(t.app, postOrganization, { as: u, body: { name: 'Level team', competitionLevel: 'pro' } });
      expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.competitionLevel' });
    });

    it('404 before the caller has a profile', async () => {
      const u = await createUser(t, { profile: false });
      expect((await call(t.app, postOrganization, { as: u, body: { name: 'Team' } })).statusCode).toBe(404);
    });
  });

  describe('GET /api/organizations/get', () => {
    it("lists the caller's organizations first joined first, filtered by role", async () => {
      const u = await createUser(t);
      const { organization: first } = await createOrganization(t, u, { name: 'Alpha' });
      const { organization: other } = await createOrganization(t, undefined, { name: 'Beta' });
      await addMember(t, other.id, 'coach', u);
      const { organization: unrelated } = await createOrganization(t);
      const all = await call(t.app, getOrganizations, { as: u });
      expect(all.statusCode).toBe(200);
      const list = all.json<OrganizationSummary[]>();
      expect(list.map((o) => [o.id, o.roleName])).toEqual([
        [first.id, 'owner'],
        [other.id, 'coach'],
      ]);
      expect(list.some((o) => o.id === unrelated.id)).toBe(false);
      const coachOnly = await call(t.app, getOrganizations, { as: u, query: { 'roles[]': ['coach', 'admin'] } });
      expect(coachOnly.json<OrganizationSummary[]>().map((o) => o.id)).toEqual([other.id]);
      const single = await call(t.app, getOrganizations, { as: u, query: { 'roles[]': 'owner' } });
      expect(single.json<OrganizationSummary[]>().map((o) => o.id)).toEqual([first.id]);
    });

    it('400 on an unknown role, 401 without a token', async () => {
      const u = await createUser(t);
      const res = await call(t.app, getOrganizations, { as: u, query: { 'roles[]': 'king' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toMatch(/^query\.roles\[\]/);
      expect((await call(t.app, getOrganizations)).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/organizations/patch', () => {
    it('owner and admin edit; coach and invitee get 403; another team gets 404', async () => {
      const { organization, owner } = await createOrganization(t);
      const admin = await addMember(t, organization.id, 'admin');
      const coach = await addMember(t, organization.id, 'coach');
      const invitee = await addMember(t, organization.id, 'invitee');
      const { owner: outsider } = await createOrganization(t);
      const q = { organizationId: organization.id };
      const byOwner = await call(t.app, patchOrganization, { as: owner, query: q, body: { units: 'metric', primaryColor: 'teal' } });
      expect(byOwner.statusCode, byOwner.body).toBe(200);
      expect(byOwner.json<Organization>()).toMatchObject({ units: 'metric', primaryColor: 'teal' });
      const byAdmin = await call(t.app, patchOrganization, { as: admin, query: q, body: { location: 'Springfield' } });
      expect(byAdmin.json<Organization>()).toMatchObject({ location: 'Springfield', roleName: 'admin', units: 'metric' });
      expect((await call(t.app, patchOrganization, { as: coach, query: q, body: { name: 'Nope' } })).statusCode).toBe(403);
      expect((await call(t.app, patchOrganization, { as: invitee, query: q, body: { name: 'Nope' } })).statusCode).toBe(403);
      expect((await call(t.app, patchOrganization, { as: outsider, query: q, body: { name: 'Nope' } })).statusCode).toBe(404);
      const bad = await call(t.app, patchOrganization, { as: owner, query: q, body: { units: 'furlongs' } });
      expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.units' });
      const leveled = await call(t.app, patchOrganization, { as: owner, query: q, body: { competitionLevel: 'college' } });
      expect(leveled.json<Organization>()).toMatchObject({ competitionLevel: 'college', units: 'metric' });
      expect((await call(t.app, patchOrganization, { as: coach, query: q, body: { competitionLevel: 'open' } })).statusCode).toBe(403);
      const badLevel = await call(t.app, patchOrganization, { as: owner, query: q, body: { competitionLevel: 'elite' } });
      expect(badLevel.json()).toMatchObject({ statusCode: 400, field: 'body.competitionLevel' });
      const badId = await call(t.app, patchOrganization, { as: owner, query: { organizationId: 'abc' }, body: {} });
      expect(badId.json()).toMatchObject({ statusCode: 400, field: 'query.organizationId' });
    });
  });

  describe('the entry limit setting', () => {
    it('none by default; set, cleared, and refused below 1 or for a coach', async () => {
      const { organization, owner } = await createOrganization(t);
      const coach = await addMember(t, organization.id, 'coach');
      const q = { organizationId: organization.id };
      const before = await call(t.app, patchOrganization, { as: owner, query: q, body: {} });
      expect(before.json<Organization>()).toMatchObject({ maxEventsPerAthlete: null, relaysCountTowardLimit: true });
      const set = await call(t.app, patchOrganization, {
        as: owner,
        query: q,
        body: { maxEventsPerAthlete: 4, relaysCountTowardLimit: false },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json<Organization>()).toMatchObject({ maxEventsPerAthlete: 4, relaysCountTowardLimit: false });
      const read = await call(t.app, getOrganization, { as: coach, query: { organizationId: organization.id } });
      expect(read.json<Organization>()).toMatchObject({ maxEventsPerAthlete: 4, relaysCountTowardLimit: false });
      const cleared = await call(t.app, patchOrganization, { as: owner, query: q, body: { maxEventsPerAthlete: null } });
      expect(cleared.json<Organization>()).toMatchObject({ maxEventsPerAthlete: null, relaysCountTowardLimit: false });
      const zero = await call(t.app, patchOrganization, { as: owner, query: q, body: { maxEventsPerAthlete: 0 } });
      expect(zero.json()).toMatchObject({ statusCode: 400, field: 'body.maxEventsPerAthlete' });
      expect((await call(t.app, patchOrganization, { query: q, body: { maxEventsPerAthlete: 3 } })).statusCode).toBe(401);
      expect((await call(t.app, patchOrganization, { as: coach, query: q, body: { maxEventsPerAthlete: 3 } })).statusCode).toBe(403);
    });
  });

  describe('DELETE /api/organizations/delete', () => {
    it('only the owner deletes; the organization is gone afterwards', async () => {
      const { organization, owner } = await createOrganization(t);
      const admin = await addMember(t, organization.id, 'admin');
      const { owner: outsider } = await createOrganization(t);
      const q = { organizationId: organization.id };
      expect((await call(t.app, deleteOrganization, { query: q })).statusCode).toBe(401);
      expect((await call(t.app, deleteOrganization, { as: outsider, query: q })).statusCode).toBe(404);
      expect((await call(t.app, deleteOrganization, { as: admin, query: q })).statusCode).toBe(403);
      const res = await call(t.app, deleteOrganization, { as: owner, query: q });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await call(t.app, getOrganization, { as: owner, query: q })).statusCode).toBe(404);
      expect((await call(t.app, getOrganizations, { as: admin })).json()).toEqual([]);
    });
  });

  describe('GET /api/organizations/admin/get', () => {
    it('403 for everyone but a product admin in admin mode', async () => {
      const plain = await createUser(t);
      const admin = await createUser(t, { isProductAdmin: true });
      expect((await call(t.app, getAdminOrganizations)).statusCode).toBe(401);
      expect((await call(t.app, getAdminOrganizations, { as: { ...plain, adminMode: true } })).statusCode).toBe(403);
      expect((await call(t.app, getAdminOrganizations, { as: admin })).statusCode).toBe(403);
      expect((await call(t.app, getAdminOrganizations, { as: { ...admin, adminMode: true } })).statusCode).toBe(200);
    });

    it('searches name and location, sorts, pages, and counts', async () => {
      const admin = { ...(await createUser(t, { isProductAdmin: true })), adminMode: true };
      const tag = `aa${Date.now().toString(36)}`;
      const { owner } = await createOrganization(t, undefined, { name: `${tag} Cedar`, location: 'Ohio' });
      const { organization: big } = await createOrganization(t, undefined, { name: `${tag} Aspen` });
      await addMember(t, big.id, 'coach');
      await addMember(t, big.id, 'invitee');
      await createOrganization(t, undefined, { name: 'Maple', location: `${tag} Town` });
      const page = await call(t.app, getAdminOrganizations, { as: admin, query: { search: tag, sortBy: 'name', limit: 2, offset: 0 } });
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json<{ items: AdminOrganization[]; total: number; limit: number; offset: number }>();
      expect(body.total).toBe(3);
      expect(body.limit).toBe(2);
      expect(body.items.map((o) => o.name)).toEqual([`${tag} Aspen`, `${tag} Cedar`]);
      expect(body.items[1]!.ownerEmail).toBe(owner.email);
      const next = await call(t.app, getAdminOrganizations, { as: admin, query: { search: tag, sortBy: 'name', limit: 2, offset: 2 } });
      expect(next.json<{ items: AdminOrganization[] }>().items.map((o) => o.name)).toEqual(['Maple']);
      const byMembers = await call(t.app, getAdminOrganizations, { as: admin, query: { search: tag, sortBy: '-memberCount' } });
      const items = byMembers.json<{ items: AdminOrganization[] }>().items;
      expect(items[0]).toMatchObject({ name: `${tag} Aspen`, memberCount: 3 });
      const wildcard = await call(t.app, getAdminOrganizations, { as: admin, query: { search: '%' } });
      expect(wildcard.json<{ total: number }>().total).toBe(0);
    });

    it('defaults to limit 100, offset 0; 400 on a bad sort or limit', async () => {
      const admin = { ...(await createUser(t, { isProductAdmin: true })), adminMode: true };
      const res = await call(t.app, getAdminOrganizations, { as: admin });
      expect(res.json()).toMatchObject({ limit: 100, offset: 0 });
      expect((await call(t.app, getAdminOrganizations, { as: admin, query: { sortBy: 'size' } })).json().field).toBe('query.sortBy');
      expect((await call(t.app, getAdminOrganizations, { as: admin, query: { limit: 0 } })).json().field).toBe('query.limit');
    });

    it('acts as owner in any organization in admin mode', async () => {
      const admin = await createUser(t, { isProductAdmin: true });
      const { organization } = await createOrganization(t);
      const q = { organizationId: organization.id };
      expect((await call(t.app, getOrganization, { as: admin, query: q })).statusCode).toBe(404);
      const res = await call(t.app, getOrganization, { as: { ...admin, adminMode: true }, query: q });
      expect(res.json<Organization>()).toMatchObject({ id: organization.id, roleName: 'owner' });
    });
  });
});
