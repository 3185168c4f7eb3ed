import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getAthletes, type Athlete } from '@core/api/athletes';
import { getAthleteFamily, getMyFamily, type AthleteFamily, type FamilyAthlete } from '@core/api/family';
import {
  acceptInvite,
  getInviteOffer,
  getInvites,
  INVITES_PER_EMAIL_HOUR,
  INVITES_PER_TEAM_HOUR,
  postInvite,
  resendInvite,
  revokeInvite,
  type Invite,
  type InviteInput,
  type InviteOffer,
} from '@core/api/invites';
import { getMembers, type Member } from '@core/api/members';
import type { UserProfileInput } from '@core/api/user';
import { athletes, familyLinks, invites } from '../../db/schema';
import { hashInviteToken } from '../../services/invites/tokens';
import { addMember, createOrganization, createUser, type TestUser } from '../../test/factories';
import { createAthlete } from '../../test/domain-factories';
import { call } from '../../test/http';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

describe('invites per person (decision 057)', () => {
  const t = useTestApp();
  let orgId: string;
  let teamName: string;
  let owner: TestUser;
  let admin: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let sam: Athlete;
  let kim: Athlete;

  const outbox = (): Mail[] => {
    const folder = path.join(t.dataDir, 'mail');
    if (!existsSync(folder)) return [];
    return readdirSync(folder).map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as Mail);
  };
  /** The token of the latest invite mailed to `email` (read from the link, as its reader would). */
  const mailedToken = (email: string): string => {
    const mails = outbox().filter((m) => m.kind === 'invite' && m.to === email);
    const link = new URL(mails.at(-1)!.links[0]!);
    expect(link.origin).toBe(TEST_PUBLIC_URL);
    expect(link.pathname).toBe('/redirect/deeplink');
    expect(link.searchParams.get('orgId')).toBe(orgId);
    return link.searchParams.get('invite')!;
  };
  const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const invite = (as: TestUser, body: InviteInput) => call(t.app, postInvite, { as, query: { orgId }, body });
  const accept = (as: TestUser, token: string) => call(t.app, acceptInvite, { as, body: { token } });
  const pending = async () => (await call(t.app, getInvites, { as: coach, query: { orgId } })).json<Invite[]>();
  const person = (email: string, profile: Partial<UserProfileInput> = {}) => createUser(t, { email, profile });
  const roleOf = async (u: TestUser) =>
    (await call(t.app, getMembers, { as: owner, query: { orgId } })).json<Member[]>().find((m) => m.userId === u.user!.id)?.roleName;

  beforeAll(async () => {
    const made = await createOrganization(t);
    orgId = made.organization.id;
    teamName = made.organization.name;
    owner = made.owner;
    admin = await addMember(t, orgId, 'admin');
    coach = await addMember(t, orgId, 'coach');
    member = await addMember(t, orgId, 'invitee');
    sam = await createAthlete(t, orgId, owner.token, { firstName: 'Sam', lastName: 'Rivera' });
    kim = await createAthlete(t, orgId, owner.token, { firstName: 'Kim', lastName: 'Rivera' });
  });

  it('a coach invites a parent with their athletes: stored pending, mailed through the outbox, the link names the team and address', async () => {
    const email = uniqueEmail('pat');
    const res = await invite(coach, { email: email.toUpperCase(), role: 'parent', athleteIds: [sam.id, kim.id] });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<Invite>();
    expect(sent).toMatchObject({ email, role: 'parent', expired: false });
    expect(sent.athletes.map((a) => a.firstName).sort()).toEqual(['Kim', 'Sam']);
    const days = (Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    expect((await pending()).map((i) => i.id)).toContain(sent.id);

    const mail = outbox().find((m) => m.kind === 'invite' && m.to === email)!;
    expect(mail.subject).toBe(`Join ${teamName} on Splits`);
    expect(mail.text).toContain('as a parent of');
    const token = mailedToken(email);
    // only the hash is kept
    const [row] = await t.db.select().from(invites).where(eq(invites.id, sent.id));
    expect(row!.tokenHash).toBe(hashInviteToken(token));
    expect(row!.tokenHash).not.toContain(token);

    const offer = await call(t.app, getInviteOffer, { query: { token } });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json<InviteOffer>()).toMatchObject({ organizationId: orgId, teamName, email, role: 'parent' });
    expect(offer.json<InviteOffer>().athletes.sort()).toEqual(['Kim R.', 'Sam R.']);
  });

  it('accepting as a parent joins the team and links the named athletes, confirmed, in one step; the link then says it was used', async () => {
    const email = uniqueEmail('parent');
    expect((await invite(coach, { email, role: 'parent', athleteIds: [sam.id] })).statusCode).toBe(200);
    const token = mailedToken(email);
    const parent = await person(email, { firstName: 'Pat', lastName: 'Rivera' });
    const res = await accept(parent, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Member>()).toMatchObject({ organizationId: orgId, roleName: 'invitee', person: 'parent' });
    // the owners and admins are told what the invite made them (never "invitee")
    await vi.waitFor(() => {
      const notice = outbox().find((m) => m.kind === 'join-notice' && m.text.includes('Pat Rivera joined'));
      expect(notice?.text).toContain(`Pat Rivera joined ${teamName} with their invite, as a parent.`);
      expect(notice?.text).not.toMatch(/invitee/i);
    });
    const family = (await call(t.app, getMyFamily, { as: parent, query: { orgId } })).json<FamilyAthlete[]>();
    expect(family.map((a) => [a.athleteId, a.status])).toEqual([[sam.id, 'confirmed']]);
    const links = (await call(t.app, getAthleteFamily, { as: coach, query: { orgId, athleteId: sam.id } })).json<AthleteFamily>().links;
    expect(links.find((l) => l.userId === parent.user!.id)?.status).toBe('confirmed');
    expect((await pending()).map((i) => i.email)).not.toContain(email);

    // the same account again: answered with the membership (a second tab); anyone else: used
    expect((await accept(parent, token)).statusCode).toBe(200);
    const other = await person(uniqueEmail('other'));
    const used = await accept(other, token);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ code: 'invite-accepted' });
    expect((await call(t.app, getInviteOffer, { query: { token } })).json()).toMatchObject({ code: 'invite-accepted' });
  });

  it('accepting is all or nothing: a parent link that cannot be made leaves no membership and the invite pending', async () => {
    const email = uniqueEmail('whole');
    const own = await createAthlete(t, orgId, owner.token, { firstName: 'Lee', lastName: 'Whole' });
    await invite(coach, { email, role: 'parent', athleteIds: [sam.id, own.id] });
    const token = mailedToken(email);
    const parent = await person(email);
    // the athlete is this account itself: the second link is refused after the membership and the first link were written
    await t.db.update(athletes).set({ userId: parent.user!.id }).where(eq(athletes.id, own.id));
    const res = await accept(parent, token);
    expect(res.statusCode).toBe(400);
    expect(await roleOf(parent)).toBeUndefined();
    const links = await t.db.select().from(familyLinks).where(eq(familyLinks.userId, parent.user!.id));
    expect(links).toEqual([]);
    expect((await call(t.app, getInviteOffer, { query: { token } })).statusCode).toBe(200);
  });

  it('accepting as an athlete joins and puts them on the roster (the athlete of their email, else added)', async () => {
    const email = uniqueEmail('ana');
    const listed = await createAthlete(t, orgId, owner.token, { firstName: 'Anastasia', lastName: 'Byrd', email });
    expect((await invite(coach, { email, role: 'athlete' })).statusCode).toBe(200);
    const ana = await person(email, { firstName: 'Ana', lastName: 'Byrd', gender: 'female' });
    const res = await accept(ana, mailedToken(email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Member>()).toMatchObject({ roleName: 'invitee', person: 'athlete' });
    const roster = (await call(t.app, getAthletes, { as: owner, query: { orgId } })).json<{ items: Athlete[] }>().items;
    expect(roster.filter((a) => a.userId === ana.user!.id).map((a) => a.id)).toEqual([listed.id]);

    const newEmail = uniqueEmail('nia');
    await invite(coach, { email: newEmail, role: 'athlete' });
    const nia = await person(newEmail, { firstName: 'Nia', lastName: 'Newcomer', gender: 'female' });
    expect((await accept(nia, mailedToken(newEmail))).statusCode).toBe(200);
    const after = (await call(t.app, getAthletes, { as: owner, query: { orgId } })).json<{ items: Athlete[] }>().items;
    expect(after.filter((a) => a.userId === nia.user!.id).map((a) => [a.firstName, a.lastName, a.email])).toEqual([
      ['Nia', 'Newcomer', newEmail],
    ]);
  });

  it('a coach invite (owner or admin only) joins as a coach', async () => {
    const email = uniqueEmail('coach');
    const byCoach = await invite(coach, { email, role: 'coach' });
    expect(byCoach.statusCode).toBe(403);
    expect(outbox().some((m) => m.to === email)).toBe(false);
    expect((await invite(admin, { email, role: 'coach' })).statusCode).toBe(200);
    const newCoach = await person(email);
    expect((await accept(newCoach, mailedToken(email))).json<Member>()).toMatchObject({ roleName: 'coach' });
    expect(await roleOf(newCoach)).toBe('coach');
  });

  it('another signed-in address is refused with a message naming both, and the invite stays usable', async () => {
    const email = uniqueEmail('right');
    await invite(coach, { email, role: 'athlete' });
    const token = mailedToken(email);
    const wrong = await person(uniqueEmail('wrong'));
    const res = await accept(wrong, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'invite-wrong-email' });
    expect(res.json<{ message: string }>().message).toContain(email);
    expect(res.json<{ message: string }>().message).toContain(wrong.email);
    expect(await roleOf(wrong)).toBeUndefined();
    expect((await call(t.app, getInviteOffer, { query: { token } })).statusCode).toBe(200);
  });

  it('an expired, a revoked and a replaced link each say so; an unknown one is 404', async () => {
    const expiredEmail = uniqueEmail('late');
    const sent = (await invite(coach, { email: expiredEmail, role: 'athlete' })).json<Invite>();
    await t.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, sent.id));
    const late = await person(expiredEmail, { gender: 'male' });
    const expired = await accept(late, mailedToken(expiredEmail));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'invite-expired' });
    expect(await roleOf(late)).toBeUndefined();
    // still listed, flagged, so it can be sent again
    expect((await pending()).find((i) => i.id === sent.id)?.expired).toBe(true);

    const revokedEmail = uniqueEmail('revoked');
    const r = (await invite(coach, { email: revokedEmail, role: 'parent', athleteIds: [kim.id] })).json<Invite>();
    const revokedToken = mailedToken(revokedEmail);
    expect((await call(t.app, revokeInvite, { as: coach, query: { orgId, inviteId: r.id } })).statusCode).toBe(200);
    expect((await pending()).map((i) => i.id)).not.toContain(r.id);
    const revoked = await accept(await person(revokedEmail), revokedToken);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ code: 'invite-revoked' });

    // re-inviting the same address replaces the pending invite: one pending, the old link withdrawn
    const againEmail = uniqueEmail('again');
    await invite(coach, { email: againEmail, role: 'athlete' });
    const first = mailedToken(againEmail);
    await invite(coach, { email: againEmail, role: 'parent', athleteIds: [sam.id] });
    const second = mailedToken(againEmail);
    expect(second).not.toBe(first);
    expect((await pending()).filter((i) => i.email === againEmail).map((i) => i.role)).toEqual(['parent']);
    expect((await call(t.app, getInviteOffer, { query: { token: first } })).json()).toMatchObject({ code: 'invite-revoked' });
    expect((await call(t.app, getInviteOffer, { query: { token: second } })).statusCode).toBe(200);

    const unknown = await call(t.app, getInviteOffer, { query: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'invite-invalid' });
  });

  it('resend mails a new link valid from now; the old one stops working', async () => {
    const email = uniqueEmail('resend');
    const sent = (await invite(coach, { email, role: 'parent', athleteIds: [sam.id] })).json<Invite>();
    const old = mailedToken(email);
    const res = await call(t.app, resendInvite, { as: coach, query: { orgId, inviteId: sent.id } });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = res.json<Invite>();
    expect(renewed.id).not.toBe(sent.id);
    expect(renewed.athletes.map((a) => a.id)).toEqual([sam.id]);
    const fresh = mailedToken(email);
    expect(fresh).not.toBe(old);
    expect((await call(t.app, getInviteOffer, { query: { token: old } })).statusCode).toBe(410);
    const parent = await person(email);
    expect((await accept(parent, fresh)).statusCode).toBe(200);
  });

  it('permissions: a member who is no staff cannot list, send, resend or revoke; another team gets 404; a coach cannot withdraw a coach invite', async () => {
    const email = uniqueEmail('perm');
    expect((await invite(member, { email, role: 'athlete' })).statusCode).toBe(403);
    expect((await call(t.app, getInvites, { as: member, query: { orgId } })).statusCode).toBe(403);
    const sent = (await invite(owner, { email, role: 'coach' })).json<Invite>();
    expect((await call(t.app, revokeInvite, { as: member, query: { orgId, inviteId: sent.id } })).statusCode).toBe(403);
    expect((await call(t.app, revokeInvite, { as: coach, query: { orgId, inviteId: sent.id } })).statusCode).toBe(403);
    expect((await call(t.app, resendInvite, { as: coach, query: { orgId, inviteId: sent.id } })).statusCode).toBe(403);
    const { owner: outsider, organization: other } = await createOrganization(t);
    expect((await call(t.app, revokeInvite, { as: outsider, query: { orgId, inviteId: sent.id } })).statusCode).toBe(404);
    expect((await call(t.app, revokeInvite, { as: outsider, query: { orgId: other.id, inviteId: sent.id } })).statusCode).toBe(404);
    // an athlete of another team cannot be named
    const theirs = await createAthlete(t, other.id, outsider.token, { firstName: 'Not', lastName: 'Ours' });
    const foreign = await invite(coach, { email: uniqueEmail('foreign'), role: 'parent', athleteIds: [theirs.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'body.athleteIds' });
    expect((await pending()).map((i) => i.id)).toContain(sent.id);
  });

  it('validates: a parent needs athletes, others have none, the address must be one, a member already is refused', async () => {
    const noAthletes = await invite(coach, { email: uniqueEmail('x'), role: 'parent' });
    expect(noAthletes.statusCode).toBe(400);
    expect(noAthletes.body).toContain('Choose the athletes this parent belongs to');
    expect((await invite(coach, { email: uniqueEmail('y'), role: 'athlete', athleteIds: [sam.id] })).statusCode).toBe(400);
    expect((await invite(coach, { email: 'not-an-address', role: 'athlete' })).statusCode).toBe(400);
    const already = await invite(coach, { email: member.email, role: 'athlete' });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({ code: 'already-member' });
  });

  it(`rate-limits mails: ${INVITES_PER_EMAIL_HOUR} to one address an hour`, async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < INVITES_PER_EMAIL_HOUR; i++) expect((await invite(coach, { email, role: 'athlete' })).statusCode).toBe(200);
    const mails = outbox().filter((m) => m.to === email).length;
    const limited = await invite(coach, { email, role: 'athlete' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'invite-rate-limited' });
    expect(outbox().filter((m) => m.to === email).length).toBe(mails);
  });

  it(`rate-limits mails: ${INVITES_PER_TEAM_HOUR} a team an hour (resends and replaced invites count)`, async () => {
    const { organization, owner: theirOwner } = await createOrganization(t);
    const hourAgo = Date.now() - 55 * 60 * 1000;
    await t.db.insert(invites).values(
      Array.from({ length: INVITES_PER_TEAM_HOUR }, (_, i) => ({
        organizationId: organization.id,
        email: `sent-${i}@example.test`,
        role: 'athlete',
        tokenHash: hashInviteToken(`${organization.id}-${i}`),
        createdAt: new Date(hourAgo),
        expiresAt: new Date(hourAgo + 14 * 86_400_000),
        revokedAt: new Date(hourAgo),
      })),
    );
    const email = uniqueEmail('team-limit');
    const limited = await call(t.app, postInvite, { as: theirOwner, query: { orgId: organization.id }, body: { email, role: 'athlete' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toContain('in the last hour');
    expect(outbox().some((m) => m.to === email)).toBe(false);
    // an hour later the oldest no longer count
    await t.db
      .update(invites)
      .set({ createdAt: new Date(hourAgo - 10 * 60 * 1000) })
      .where(eq(invites.organizationId, organization.id));
    expect(
      (await call(t.app, postInvite, { as: theirOwner, query: { orgId: organization.id }, body: { email, role: 'athlete' } })).statusCode,
    ).toBe(200);
  });
});
