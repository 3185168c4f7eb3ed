import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  acceptJoinRequest,
  declineJoinRequest,
  deleteMyJoinRequest,
  deleteTeamNotice,
  getJoinRequests,
  getMyJoinRequests,
  getTeamNotices,
  TEAM_NOTICE_DAYS,
  type JoinRequest,
  type MyJoinRequest,
  type TeamNotice,
} from '@core/api/join-requests';
import { getMembers, joinOrganization, type Member } from '@core/api/members';
import { getOrganization, getOrganizationLink } from '@core/api/organization';
import { getOrganizations, patchOrganization, type Organization, type OrganizationSummary } from '@core/api/organizations';
import { getAthletes } from '@core/api/athletes';
import { joinRequests, teamNotices } from '../../db/schema';
import { addMember, createOrganization, createUser, deleteAccount, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

describe('joining a team that approves its joiners (issue 14: privacy for a team of minors)', () => {
  const t = useTestApp();

  /** Every mail in the outbox (DATA_DIR/mail: no SMTP in tests). */
  const outbox = (): Mail[] => {
    const folder = path.join(t.dataDir, 'mail');
    if (!existsSync(folder)) return [];
    return readdirSync(folder).map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as Mail);
  };
  /** The mails sent after the answer: waits until `count` of them match. */
  const mailsMatching = async (match: (m: Mail) => boolean, count: number): Promise<Mail[]> => {
    for (let i = 0; i < 100; i++) {
      const found = outbox().filter(match);
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    return outbox().filter(match);
  };

  const team = async (joinApproval: boolean) => {
    const { organization, owner } = await createOrganization(t, undefined, { name: `Northside ${Math.random().toString(36).slice(2, 8)}` });
    const orgId = organization.id;
    const admin = await addMember(t, orgId, 'admin');
    const coach = await addMember(t, orgId, 'coach');
    const invitee = await addMember(t, orgId, 'invitee');
    const { owner: outsider } = await createOrganization(t);
    if (joinApproval) {
      const on = await call(t.app, patchOrganization, { as: owner, query: { organizationId: orgId }, body: { joinApproval: true } });
      expect(on.statusCode, on.body).toBe(200);
    }
    const link = new URL((await call(t.app, getOrganizationLink, { as: owner, query: { organizationId: orgId } })).json().link);
    const token = link.searchParams.get('token')!;
    const join = (who: TestUser) => call(t.app, joinOrganization, { as: who, query: { orgId }, body: { token } });
    return { organization, orgId, owner, admin, coach, invitee, outsider, token, join };
  };

  const parent = (lastName: string) => createUser(t, { profile: { firstName: 'Pat', lastName } });

  it('is off by default: a joiner becomes an invitee at once (the seed flow), and owners and admins are told (notice and mail)', async () => {
    const { organization, orgId, owner, admin, coach, join } = await team(false);
    expect(organization.joinApproval).toBe(false);
    const joiner = await parent('Default');
    const res = await join(joiner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Member>()).toMatchObject({ roleName: 'invitee', userId: joiner.user!.id, organizationId: orgId });
    expect((await call(t.app, getOrganization, { as: joiner, query: { organizationId: orgId } })).statusCode).toBe(200);
    expect((await call(t.app, getMyJoinRequests, { as: joiner })).json()).toEqual([]);

    const notices = (await call(t.app, getTeamNotices, { as: owner, query: { orgId } })).json<TeamNotice[]>();
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'joined', userId: joiner.user!.id, firstName: 'Pat', lastName: 'Default', pending: false }),
    ]);
    // joining twice tells nobody twice
    expect((await join(joiner)).statusCode).toBe(200);
    expect((await call(t.app, getTeamNotices, { as: admin, query: { orgId } })).json<TeamNotice[]>()).toHaveLength(1);

    const mails = await mailsMatching((m) => m.subject === `${organization.name}: Pat Default joined`, 2);
    expect(mails.map((m) => m.to).sort()).toEqual([owner.email, admin.email].sort());
    expect(mails[0]!.links).toEqual([`${TEST_PUBLIC_URL}/dashboard/settings?tab=members`]);
    expect(outbox().some((m) => m.to === coach.email)).toBe(false);
  });

  it('PATCH /api/organizations/patch joinApproval: owners and admins only; 400 for a non-boolean', async () => {
    const { orgId, owner, admin, coach, invitee, outsider } = await team(false);
    const q = { organizationId: orgId };
    expect((await call(t.app, patchOrganization, { query: q, body: { joinApproval: true } })).statusCode).toBe(401);
    expect((await call(t.app, patchOrganization, { as: coach, query: q, body: { joinApproval: true } })).statusCode).toBe(403);
    expect((await call(t.app, patchOrganization, { as: invitee, query: q, body: { joinApproval: true } })).statusCode).toBe(403);
    expect((await call(t.app, patchOrganization, { as: outsider, query: q, body: { joinApproval: true } })).statusCode).toBe(404);
    const bad = await call(t.app, patchOrganization, { as: owner, query: q, body: { joinApproval: 'yes' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.joinApproval' });
    const on = await call(t.app, patchOrganization, { as: admin, query: q, body: { joinApproval: true } });
    expect(on.json<Organization>().joinApproval).toBe(true);
    expect((await call(t.app, getOrganization, { as: invitee, query: q })).json<Organization>().joinApproval).toBe(true);
  });

  it('on: the joiner waits as pending and gets nothing of the team: every team call answers as for a stranger', async () => {
    const { organization, orgId, owner, admin, coach, outsider, join } = await team(true);
    const joiner = await parent('Waiting');
    const res = await join(joiner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'pending', organizationId: orgId, userId: joiner.user!.id, requestedAt: expect.any(String) });

    // not among their teams; the team's calls answer them exactly as they answer a member of another team
    expect((await call(t.app, getOrganizations, { as: joiner })).json<OrganizationSummary[]>()).toEqual([]);
    for (const [def, query] of [
      [getOrganization, { organizationId: orgId }],
      [getMembers, { orgId }],
      [getAthletes, { orgId }],
      [getOrganizationLink, { organizationId: orgId }],
      [getJoinRequests, { orgId }],
      [getTeamNotices, { orgId }],
    ] as const) {
      const mine = await call(t.app, def, { as: joiner, query });
      const stranger = await call(t.app, def, { as: outsider, query });
      expect(mine.statusCode, def.path).toBe(404);
      expect(mine.json(), def.path).toEqual(stranger.json());
    }

    // their own view of the wait: the team's name and logo only
    const myRequests = (await call(t.app, getMyJoinRequests, { as: joiner })).json<MyJoinRequest[]>();
    expect(myRequests).toEqual([{ organizationId: orgId, name: organization.name, logo: null, requestedAt: res.json().requestedAt }]);

    // asking again keeps the first request and tells nobody twice
    const again = await join(joiner);
    expect(again.json()).toMatchObject({ status: 'pending', requestedAt: res.json().requestedAt });
    const notices = (await call(t.app, getTeamNotices, { as: owner, query: { orgId } })).json<TeamNotice[]>();
    expect(notices).toEqual([expect.objectContaining({ kind: 'join-requested', userId: joiner.user!.id, pending: true })]);

    const mails = await mailsMatching((m) => m.subject === `${organization.name}: Pat Waiting asks to join`, 2);
    expect(mails.map((m) => m.to).sort()).toEqual([owner.email, admin.email].sort());
    expect(mails[0]!.text).toContain('Accept or decline under Settings › Members');
    await new Promise((r) => setTimeout(r, 100));
    expect(outbox().filter((m) => m.subject.includes('Pat Waiting asks to join'))).toHaveLength(2);
    expect(outbox().some((m) => m.to === coach.email)).toBe(false);
  });

  it('GET /api/organization/members/requests/get: owners and admins; 401, 400, 403 coach and invitee, 404 another team', async () => {
    const { orgId, owner, admin, coach, invitee, outsider, join } = await team(true);
    const joiner = await parent('Listed');
    await join(joiner);
    expect((await call(t.app, getJoinRequests, { query: { orgId } })).statusCode).toBe(401);
    expect((await call(t.app, getJoinRequests, { as: owner, query: { orgId: 'nope' } })).json().field).toBe('query.orgId');
    expect((await call(t.app, getJoinRequests, { as: coach, query: { orgId } })).statusCode).toBe(403);
    expect((await call(t.app, getJoinRequests, { as: invitee, query: { orgId } })).statusCode).toBe(403);
    expect((await call(t.app, getJoinRequests, { as: outsider, query: { orgId } })).statusCode).toBe(404);
    for (const who of [owner, admin]) {
      const res = await call(t.app, getJoinRequests, { as: who, query: { orgId } });
      expect(res.statusCode).toBe(200);
      expect(res.json<JoinRequest[]>()).toEqual([
        expect.objectContaining({
          userId: joiner.user!.id,
          firstName: 'Pat',
          lastName: 'Listed',
          email: joiner.email,
          organizationId: orgId,
        }),
      ]);
    }
  });

  it('accept: owners and admins only; the joiner becomes an invitee, sees the team and is told by mail', async () => {
    const { organization, orgId, owner, coach, invitee, outsider, join } = await team(true);
    const joiner = await parent('Accepted');
    await join(joiner);
    const q = { orgId, userId: joiner.user!.id };
    expect((await call(t.app, acceptJoinRequest, { query: q })).statusCode).toBe(401);
    expect((await call(t.app, acceptJoinRequest, { as: owner, query: { orgId, userId: 'x' } })).json().field).toBe('query.userId');
    expect((await call(t.app, acceptJoinRequest, { as: coach, query: q })).statusCode).toBe(403);
    expect((await call(t.app, acceptJoinRequest, { as: invitee, query: q })).statusCode).toBe(403);
    expect((await call(t.app, acceptJoinRequest, { as: joiner, query: q })).statusCode).toBe(404);
    expect((await call(t.app, acceptJoinRequest, { as: outsider, query: q })).statusCode).toBe(404);
    // the outsider's own team has no such request either
    const { organization: other, owner: otherOwner } = await createOrganization(t);
    expect(
      (await call(t.app, acceptJoinRequest, { as: otherOwner, query: { orgId: other.id, userId: joiner.user!.id } })).json(),
    ).toMatchObject({ statusCode: 404, code: 'join-request-not-found' });
    expect((await call(t.app, getOrganization, { as: joiner, query: { organizationId: orgId } })).statusCode).toBe(404);

    const accepted = await call(t.app, acceptJoinRequest, { as: owner, query: q });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Member>()).toMatchObject({ userId: joiner.user!.id, roleName: 'invitee', organizationId: orgId });
    const seen = await call(t.app, getOrganization, { as: joiner, query: { organizationId: orgId } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Organization>().roleName).toBe('invitee');
    expect((await call(t.app, getMyJoinRequests, { as: joiner })).json()).toEqual([]);
    expect((await call(t.app, getJoinRequests, { as: owner, query: { orgId } })).json()).toEqual([]);
    // the notice stays, no longer waiting
    const notices = (await call(t.app, getTeamNotices, { as: owner, query: { orgId } })).json<TeamNotice[]>();
    expect(notices).toEqual([expect.objectContaining({ kind: 'join-requested', pending: false })]);
    // answered once
    expect((await call(t.app, acceptJoinRequest, { as: owner, query: q })).statusCode).toBe(404);
    const [mail] = await mailsMatching((m) => m.to === joiner.email, 1);
    expect(mail).toMatchObject({ subject: `You joined ${organization.name}` });
  });

  it('decline: the request goes, the joiner stays outside (and may ask again); 403 coach, 404 another team', async () => {
    const { organization, orgId, admin, coach, outsider, join } = await team(true);
    const joiner = await parent('Declined');
    await join(joiner);
    const q = { orgId, userId: joiner.user!.id };
    expect((await call(t.app, declineJoinRequest, { query: q })).statusCode).toBe(401);
    expect((await call(t.app, declineJoinRequest, { as: coach, query: q })).statusCode).toBe(403);
    expect((await call(t.app, declineJoinRequest, { as: outsider, query: q })).statusCode).toBe(404);
    expect((await call(t.app, declineJoinRequest, { as: admin, query: { orgId, userId: 'x' } })).statusCode).toBe(400);
    const res = await call(t.app, declineJoinRequest, { as: admin, query: q });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call(t.app, declineJoinRequest, { as: admin, query: q })).statusCode).toBe(404);
    expect((await call(t.app, getOrganization, { as: joiner, query: { organizationId: orgId } })).statusCode).toBe(404);
    expect((await call(t.app, getMyJoinRequests, { as: joiner })).json()).toEqual([]);
    const [mail] = await mailsMatching((m) => m.to === joiner.email, 1);
    expect(mail).toMatchObject({ subject: `Your request to join ${organization.name}` });
    expect(mail!.text).toContain('declined');
    // asking again makes a new request
    expect((await join(joiner)).json()).toMatchObject({ status: 'pending' });
  });

  it('withdraw: DELETE /api/user/join-requests/delete; 404 when nothing waits, 401 without a token', async () => {
    const { orgId, owner, join } = await team(true);
    const joiner = await parent('Withdrawn');
    await join(joiner);
    expect((await call(t.app, deleteMyJoinRequest, { query: { orgId } })).statusCode).toBe(401);
    expect((await call(t.app, deleteMyJoinRequest, { as: joiner, query: { orgId: 'x' } })).statusCode).toBe(400);
    expect((await call(t.app, deleteMyJoinRequest, { as: owner, query: { orgId } })).statusCode).toBe(404);
    expect((await call(t.app, deleteMyJoinRequest, { as: joiner, query: { orgId } })).json()).toEqual({ ok: true });
    expect((await call(t.app, deleteMyJoinRequest, { as: joiner, query: { orgId } })).statusCode).toBe(404);
    expect((await call(t.app, getJoinRequests, { as: owner, query: { orgId } })).json()).toEqual([]);
    expect((await call(t.app, getMyJoinRequests)).statusCode).toBe(401);
  });

  it('members joining again stay members; turning approval off lets a waiting joiner in by the link', async () => {
    const { orgId, owner, invitee, join } = await team(true);
    expect((await join(invitee)).json<Member>()).toMatchObject({ roleName: 'invitee', userId: invitee.user!.id });
    expect((await join(owner)).json<Member>()).toMatchObject({ roleName: 'owner' });
    const joiner = await parent('Later');
    expect((await join(joiner)).json()).toMatchObject({ status: 'pending' });
    await call(t.app, patchOrganization, { as: owner, query: { organizationId: orgId }, body: { joinApproval: false } });
    expect((await join(joiner)).json<Member>()).toMatchObject({ roleName: 'invitee' });
    expect((await call(t.app, getJoinRequests, { as: owner, query: { orgId } })).json()).toEqual([]);
  });

  it('notices: owners and admins read and dismiss them; 403 coach and invitee, 404 another team or a gone notice', async () => {
    const { orgId, owner, admin, coach, invitee, outsider, join } = await team(true);
    await join(await parent('Noticed'));
    expect((await call(t.app, getTeamNotices, { query: { orgId } })).statusCode).toBe(401);
    expect((await call(t.app, getTeamNotices, { as: coach, query: { orgId } })).statusCode).toBe(403);
    expect((await call(t.app, getTeamNotices, { as: invitee, query: { orgId } })).statusCode).toBe(403);
    expect((await call(t.app, getTeamNotices, { as: outsider, query: { orgId } })).statusCode).toBe(404);
    const [notice] = (await call(t.app, getTeamNotices, { as: admin, query: { orgId } })).json<TeamNotice[]>();
    const q = { orgId, noticeId: notice!.id };
    expect((await call(t.app, deleteTeamNotice, { as: coach, query: q })).statusCode).toBe(403);
    expect((await call(t.app, deleteTeamNotice, { as: outsider, query: q })).statusCode).toBe(404);
    expect((await call(t.app, deleteTeamNotice, { as: owner, query: { orgId, noticeId: 'x' } })).statusCode).toBe(400);
    // the outsider's own team cannot reach this team's notice by its id
    const { organization: other, owner: otherOwner } = await createOrganization(t);
    expect((await call(t.app, deleteTeamNotice, { as: otherOwner, query: { orgId: other.id, noticeId: notice!.id } })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, deleteTeamNotice, { as: owner, query: q })).json()).toEqual({ ok: true });
    expect((await call(t.app, deleteTeamNotice, { as: owner, query: q })).statusCode).toBe(404);
    expect((await call(t.app, getTeamNotices, { as: admin, query: { orgId } })).json()).toEqual([]);
  });

  it(`keeps notices ${TEAM_NOTICE_DAYS} days: older ones are neither shown nor kept`, async () => {
    const { orgId, owner, join } = await team(false);
    const joiner = await parent('Old');
    await join(joiner);
    const day = 24 * 60 * 60 * 1000;
    const old = new Date(Date.now() - (TEAM_NOTICE_DAYS + 1) * day);
    const recent = new Date(Date.now() - (TEAM_NOTICE_DAYS - 1) * day);
    await t.db.insert(teamNotices).values([
      { organizationId: orgId, kind: 'joined', userId: joiner.user!.id, createdAt: old },
      { organizationId: orgId, kind: 'joined', userId: joiner.user!.id, createdAt: recent },
    ]);
    const shown = (await call(t.app, getTeamNotices, { as: owner, query: { orgId } })).json<TeamNotice[]>();
    expect(shown.map((n) => n.createdAt)).toEqual([expect.any(String), recent.toISOString()]);
    const kept = await t.db.select({ createdAt: teamNotices.createdAt }).from(teamNotices).where(eq(teamNotices.organizationId, orgId));
    expect(kept).toHaveLength(2);
    expect(kept.every((n) => n.createdAt.getTime() > old.getTime())).toBe(true);
  });

  it("deleting the account removes the person's waiting requests and the notices about them", async () => {
    const { orgId, owner, join } = await team(true);
    const joiner = await parent('Gone');
    await join(joiner);
    expect((await call(t.app, getTeamNotices, { as: owner, query: { orgId } })).json()).toHaveLength(1);
    const res = await deleteAccount(t, joiner);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.app, getJoinRequests, { as: owner, query: { orgId } })).json()).toEqual([]);
    expect((await call(t.app, getTeamNotices, { as: owner, query: { orgId } })).json()).toEqual([]);
    expect(await t.db.select().from(joinRequests).where(eq(joinRequests.userId, joiner.user!.id))).toEqual([]);
    expect(await t.db.select().from(teamNotices).where(eq(teamNotices.userId, joiner.user!.id))).toEqual([]);
  });
});
