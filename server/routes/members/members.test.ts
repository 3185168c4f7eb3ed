import { describe, expect, it } from 'vitest';
import { deleteMember, getMember, getMembers, joinOrganization, patchMemberRole, type Member } from '@core/api/members';
import { getOrganizationLink } from '@core/api/organization';
import { getOrganizations, type OrganizationSummary } from '@core/api/organizations';
import { addMember, createOrganization, createUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('member calls', () => {
  const t = useTestApp();

  const team = async () => {
    const { organization, owner } = await createOrganization(t);
    const admin = await addMember(t, organization.id, 'admin');
    const coach = await addMember(t, organization.id, 'coach');
    const invitee = await addMember(t, organization.id, 'invitee');
    const { owner: outsider } = await createOrganization(t);
    return { organization, orgId: organization.id, owner, admin, coach, invitee, outsider };
  };

  it('GET /api/organization/members/get: every member reads the roster, owner first', async () => {
    const { orgId, owner, invitee, outsider } = await team();
    expect((await call(t.app, getMembers, { query: { orgId } })).statusCode).toBe(401);
    expect((await call(t.app, getMembers, { as: outsider, query: { orgId } })).statusCode).toBe(404);
    expect((await call(t.app, getMembers, { as: owner, query: { orgId: '12' } })).json().field).toBe('query.orgId');
    const res = await call(t.app, getMembers, { as: invitee, query: { orgId } });
    expect(res.statusCode).toBe(200);
    const list = res.json<Member[]>();
    expect(list.map((m) => m.roleName)).toEqual(['owner', 'admin', 'coach', 'invitee']);
    // an invitee sees names, not emails (privacy.test.ts); the owner sees them
    expect(list[0]).toMatchObject({ userId: owner.user!.id, email: null, organizationId: orgId });
    const byOwner = (await call(t.app, getMembers, { as: owner, query: { orgId } })).json<Member[]>();
    expect(byOwner[0]).toMatchObject({ userId: owner.user!.id, email: owner.email });
  });

  describe('GET /api/organization/members/member/get', () => {
    it('answers the member with roleName', async () => {
      const { orgId, coach, invitee } = await team();
      const res = await call(t.app, getMember, { as: invitee, query: { orgId, memberId: coach.user!.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json<Member>()).toMatchObject({ userId: coach.user!.id, roleName: 'coach' });
    });

    it('404 member-not-found with the exact message for a non-member', async () => {
      const { orgId, owner, outsider } = await team();
      const memberId = outsider.user!.id;
      const res = await call(t.app, getMember, { as: owner, query: { orgId, memberId } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'member-not-found',
        message: `user with id ${memberId} is not a member of the organization`,
      });
    });

    it('plain 404 when the caller is not a member; 401 without token; 400 on bad ids', async () => {
      const { orgId, owner, outsider } = await team();
      const res = await call(t.app, getMember, { as: outsider, query: { orgId, memberId: owner.user!.id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).not.toBe('member-not-found');
      expect((await call(t.app, getMember, { query: { orgId, memberId: owner.user!.id } })).statusCode).toBe(401);
      expect((await call(t.app, getMember, { as: owner, query: { orgId } })).json().field).toBe('query.memberId');
    });
  });

  describe('PATCH /api/organization/members/member/role/patch', () => {
    it('owner and admin change roles within the rules; coach and invitee 403; outsider 404', async () => {
      const { orgId, owner, admin, coach, invitee, outsider } = await team();
      const q = (m: { user: { id: string } | null }) => ({ orgId, memberId: m.user!.id });
      const promote = await call(t.app, patchMemberRole, { as: admin, query: q(invitee), body: { newRoleName: 'coach' } });
      expect(promote.statusCode, promote.body).toBe(200);
      expect(promote.json<Member>().roleName).toBe('coach');
      expect((await call(t.app, patchMemberRole, { as: admin, query: q(owner), body: { newRoleName: 'admin' } })).statusCode).toBe(403);
      expect((await call(t.app, patchMemberRole, { as: admin, query: q(coach), body: { newRoleName: 'owner' } })).statusCode).toBe(403);
      expect((await call(t.app, patchMemberRole, { as: coach, query: q(invitee), body: { newRoleName: 'invitee' } })).statusCode).toBe(403);
      expect((await call(t.app, patchMemberRole, { as: outsider, query: q(coach), body: { newRoleName: 'invitee' } })).statusCode).toBe(
        404,
      );
      expect((await call(t.app, patchMemberRole, { as: owner, query: q(owner), body: { newRoleName: 'admin' } })).statusCode).toBe(403);
      const bad = await call(t.app, patchMemberRole, { as: owner, query: q(coach), body: { newRoleName: 'captain' } });
      expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.newRoleName' });
      const notMember = await call(t.app, patchMemberRole, { as: owner, query: q(outsider), body: { newRoleName: 'coach' } });
      expect(notMember.json().code).toBe('member-not-found');
    });

    it('an owner giving "owner" transfers ownership: the target owns, the old owner is admin', async () => {
      const { orgId, owner, coach } = await team();
      const res = await call(t.app, patchMemberRole, {
        as: owner,
        query: { orgId, memberId: coach.user!.id },
        body: { newRoleName: 'owner' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Member>().roleName).toBe('owner');
      const roster = (await call(t.app, getMembers, { as: coach, query: { orgId } })).json<Member[]>();
      expect(roster.filter((m) => m.roleName === 'owner').map((m) => m.userId)).toEqual([coach.user!.id]);
      expect(roster.find((m) => m.userId === owner.user!.id)?.roleName).toBe('admin');
    });
  });

  describe('DELETE /api/organization/members/member/delete', () => {
    it('leaving: anyone but the owner (409)', async () => {
      const { orgId, owner, coach } = await team();
      const res = await call(t.app, deleteMember, { as: coach, query: { orgId, memberId: coach.user!.id } });
      expect(res.statusCode).toBe(200);
      expect((await call(t.app, getOrganizations, { as: coach })).json()).toEqual([]);
      const ownerLeaves = await call(t.app, deleteMember, { as: owner, query: { orgId, memberId: owner.user!.id } });
      expect(ownerLeaves.statusCode).toBe(409);
      expect(ownerLeaves.json().message).toBe('Transfer ownership before leaving');
    });

    it('removing: owner and admin remove others but never the owner; coach 403; outsider 404', async () => {
      const { orgId, owner, admin, coach, invitee, outsider } = await team();
      expect((await call(t.app, deleteMember, { as: coach, query: { orgId, memberId: invitee.user!.id } })).statusCode).toBe(403);
      expect((await call(t.app, deleteMember, { as: outsider, query: { orgId, memberId: invitee.user!.id } })).statusCode).toBe(404);
      expect((await call(t.app, deleteMember, { as: admin, query: { orgId, memberId: owner.user!.id } })).statusCode).toBe(403);
      expect((await call(t.app, deleteMember, { query: { orgId, memberId: invitee.user!.id } })).statusCode).toBe(401);
      expect((await call(t.app, deleteMember, { as: admin, query: { orgId, memberId: invitee.user!.id } })).statusCode).toBe(200);
      expect((await call(t.app, deleteMember, { as: owner, query: { orgId, memberId: admin.user!.id } })).statusCode).toBe(200);
      const again = await call(t.app, deleteMember, { as: owner, query: { orgId, memberId: admin.user!.id } });
      expect(again.json().code).toBe('member-not-found');
    });
  });

  describe('POST /api/organization/members/member/join/post', () => {
    it("joins as invitee with the link's token; joining twice returns the same membership", async () => {
      const { organization, owner } = await createOrganization(t);
      const token = new URL(
        (await call(t.app, getOrganizationLink, { as: owner, query: { organizationId: organization.id } })).json().link,
      ).searchParams.get('token')!;
      const joiner = await createUser(t);
      const res = await call(t.app, joinOrganization, { as: joiner, query: { orgId: organization.id }, body: { token } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Member>()).toMatchObject({ roleName: 'invitee', userId: joiner.user!.id });
      const again = await call(t.app, joinOrganization, { as: joiner, query: { orgId: organization.id }, body: { token } });
      expect(again.json<Member>().id).toBe(res.json<Member>().id);
      const ownerJoins = await call(t.app, joinOrganization, { as: owner, query: { orgId: organization.id }, body: { token } });
      expect(ownerJoins.json<Member>().roleName).toBe('owner');
      const mine = (await call(t.app, getOrganizations, { as: joiner })).json<OrganizationSummary[]>();
      expect(mine.map((o) => o.id)).toEqual([organization.id]);
    });

    it('404 on a wrong token or unknown organization; 409 without a profile; 400 without a token field', async () => {
      const { organization } = await createOrganization(t);
      const joiner = await createUser(t);
      const wrong = await call(t.app, joinOrganization, { as: joiner, query: { orgId: organization.id }, body: { token: 'x'.repeat(43) } });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe('Invite link is invalid or has expired');
      const unknown = await call(t.app, joinOrganization, {
        as: joiner,
        query: { orgId: '00000000-0000-4000-8000-000000000000' },
        body: { token: 'x'.repeat(43) },
      });
      expect(unknown.statusCode).toBe(404);
      const noProfile = await createUser(t, { profile: false });
      const res = await call(t.app, joinOrganization, {
        as: noProfile,
        query: { orgId: organization.id },
        body: { token: 'x'.repeat(43) },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Complete your profile first');
      expect((await call(t.app, joinOrganization, { as: joiner, query: { orgId: organization.id }, body: {} })).json().field).toBe(
        'body.token',
      );
      expect((await call(t.app, joinOrganization, { query: { orgId: organization.id }, body: { token: 'x'.repeat(43) } })).statusCode).toBe(
        401,
      );
    });
  });
});
