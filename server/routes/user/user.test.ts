import { describe, expect, it } from 'vitest';
import { getUser, patchUser, registerUser, type User } from '@core/api/user';
import { addMember, createOrganization, createUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('user calls', () => {
  const t = useTestApp();

  describe('POST /api/user/register/post', () => {
    it('401 without a token', async () => {
      const res = await call(t.app, registerUser, { body: { firstName: 'A', lastName: 'B' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message: 'Unauthorized' });
    });

    it('400 naming the missing field', async () => {
      const u = await createUser(t, { profile: false });
      const res = await call(t.app, registerUser, { as: u, body: { lastName: 'B' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request', field: 'body.firstName', message: 'body.firstName: Required' });
    });

    it("creates the profile with the token's email, then 409 on a second try", async () => {
      const u = await createUser(t, { profile: false });
      const res = await call(t.app, registerUser, {
        as: u,
        body: { firstName: 'Jo', lastName: 'Smith', gender: 'female', sportEvents: ['100m'] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const got = await call(t.app, getUser, { as: u, query: { userId: res.json<{ id: string }>().id } });
      expect(got.json<User>()).toMatchObject({
        uid: u.uid,
        email: u.email,
        firstName: 'Jo',
        gender: 'female',
        sportEvents: ['100m'],
        roleName: null,
      });
      const again = await call(t.app, registerUser, { as: u, body: { firstName: 'Jo', lastName: 'Smith' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Profile already exists');
    });
  });

  describe('GET /api/user/get', () => {
    it('404 for a signed-in identity without a profile (the client then onboards)', async () => {
      const u = await createUser(t, { profile: false });
      const res = await call(t.app, getUser, { as: u, query: { userId: u.uid } });
      expect(res.statusCode).toBe(404);
    });

    it('400 without userId', async () => {
      const u = await createUser(t);
      const res = await call(t.app, getUser, { as: u, query: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('query.userId');
    });

    it('reads a teammate with their role in the organization asked about, not a stranger', async () => {
      const { organization, owner } = await createOrganization(t);
      const coach = await addMember(t, organization.id, 'coach');
      const stranger = await createUser(t);
      const res = await call(t.app, getUser, { as: owner, query: { userId: coach.user!.id, organizationId: organization.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json<User>()).toMatchObject({ id: coach.user!.id, roleName: 'coach' });
      const byUid = await call(t.app, getUser, { as: owner, query: { userId: coach.uid } });
      expect(byUid.json<User>()).toMatchObject({ id: coach.user!.id, roleName: null });
      const hidden = await call(t.app, getUser, { as: stranger, query: { userId: coach.user!.id } });
      expect(hidden.statusCode).toBe(404);
    });

    it('lets a product admin read anyone only in admin mode', async () => {
      const admin = await createUser(t, { isProductAdmin: true });
      const other = await createUser(t);
      expect((await call(t.app, getUser, { as: admin, query: { userId: other.user!.id } })).statusCode).toBe(404);
      const res = await call(t.app, getUser, { as: { ...admin, adminMode: true }, query: { userId: other.user!.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json<User>().isProductAdmin).toBe(false);
    });
  });

  describe('PATCH /api/user/patch', () => {
    it('401 without a token', async () => {
      const res = await call(t.app, patchUser, { query: { userId: 'x' }, body: { firstName: 'Z' } });
      expect(res.statusCode).toBe(401);
    });

    it('updates your own profile and bumps updatedAt', async () => {
      const u = await createUser(t);
      const res = await call(t.app, patchUser, { as: u, query: { userId: u.user!.id }, body: { firstName: 'Renamed', gradeLevel: '11' } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<User>();
      expect(body).toMatchObject({ firstName: 'Renamed', gradeLevel: '11', lastName: u.user!.lastName });
      expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(u.user!.updatedAt.getTime());
    });

    it('400 naming the field on a bad value', async () => {
      const u = await createUser(t);
      const res = await call(t.app, patchUser, { as: u, query: { userId: u.uid }, body: { birthdate: '31/12/2009' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('body.birthdate');
    });

    it("403 for someone else's profile, 404 for an unknown user", async () => {
      const { organization, owner } = await createOrganization(t);
      const coach = await addMember(t, organization.id, 'coach');
      const res = await call(t.app, patchUser, { as: owner, query: { userId: coach.user!.id }, body: { firstName: 'Hacked' } });
      expect(res.statusCode).toBe(403);
      const missing = await call(t.app, patchUser, {
        as: owner,
        query: { userId: '00000000-0000-4000-8000-000000000000' },
        body: { firstName: 'X' },
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
