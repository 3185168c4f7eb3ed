import { beforeAll, describe, expect, it } from 'vitest';
import { exportAthletes, getAthlete, getAthletes, type Athlete, type RosterAthlete } from '@core/api/athletes';
import { getMember, getMembers, type Member } from '@core/api/members';
import { getUser, type User } from '@core/api/user';
import { addMember, createOrganization, type TestUser } from '../test/factories';
import { createAthlete } from '../test/domain-factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';

/**
 * A team of minors: any invitee (athlete, parent, volunteer) saw every member's email and could
 * see and export minors' birthdates. Emails, birthdates and notes are for owners, admins and
 * coaches; invitees see names (and their own linked athlete's details).
 */
describe('personal data by role', () => {
  const t = useTestApp();
  let orgId: string;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let minor: Athlete;
  let own: Athlete;

  beforeAll(async () => {
    const created = await createOrganization(t);
    orgId = created.organization.id;
    owner = created.owner;
    coach = await addMember(t, orgId, 'coach');
    invitee = await addMember(t, orgId, 'invitee');
    minor = await createAthlete(t, orgId, owner.token, { birthdate: '2010-04-02', email: 'minor@example.test', notes: 'asthma inhaler' });
    own = await createAthlete(t, orgId, owner.token, {
      birthdate: '2009-01-15',
      email: 'me@example.test',
      notes: 'mine',
      userId: invitee.user!.id,
    });
  });

  it("members' emails: staff see them, an invitee sees names only (and their own)", async () => {
    for (const staff of [owner, coach]) {
      const list = (await call(t.app, getMembers, { as: staff, query: { orgId } })).json<Member[]>();
      expect(list.every((m) => typeof m.email === 'string' && m.email.includes('@'))).toBe(true);
    }
    const list = await call(t.app, getMembers, { as: invitee, query: { orgId } });
    expect(list.statusCode).toBe(200);
    const members = list.json<Member[]>();
    expect(members).toHaveLength(3);
    expect(members.map((m) => (m.userId === invitee.user!.id ? m.email === invitee.email : m.email === null))).toEqual([true, true, true]);
    expect(members.every((m) => m.firstName && m.lastName)).toBe(true);
    const coachAsMember = members.find((m) => m.userId === coach.user!.id)!;
    expect(
      (await call(t.app, getMember, { as: invitee, query: { orgId, memberId: coachAsMember.userId } })).json<Member>().email,
    ).toBeNull();
    const me = members.find((m) => m.userId === invitee.user!.id)!;
    expect((await call(t.app, getMember, { as: invitee, query: { orgId, memberId: me.userId } })).json<Member>().email).toBe(invitee.email);
  });

  it("athletes' birthdates, emails and notes: staff see them; an invitee does not, except on their own athlete (no cached answer leaks)", async () => {
    const staffRoster = (await call(t.app, getAthletes, { as: coach, query: { orgId } })).json<{ items: RosterAthlete[] }>().items;
    expect(staffRoster.find((a) => a.id === minor.id)).toMatchObject({
      birthdate: '2010-04-02',
      email: 'minor@example.test',
      notes: 'asthma inhaler',
    });
    const roster = (await call(t.app, getAthletes, { as: invitee, query: { orgId } })).json<{ items: RosterAthlete[] }>().items;
    expect(roster.find((a) => a.id === minor.id)).toMatchObject({
      firstName: minor.firstName,
      grade: minor.grade,
      birthdate: null,
      email: null,
      notes: '',
    });
    expect(roster.find((a) => a.id === own.id)).toMatchObject({ birthdate: '2009-01-15', email: 'me@example.test' });
    expect((await call(t.app, getAthlete, { as: owner, query: { orgId, athleteId: minor.id } })).json<Athlete>().birthdate).toBe(
      '2010-04-02',
    );
    const page = (await call(t.app, getAthlete, { as: invitee, query: { orgId, athleteId: minor.id } })).json<Athlete>();
    expect(page).toMatchObject({ birthdate: null, email: null, notes: '' });
  });

  it('the roster export is for coaches and above', async () => {
    expect((await call(t.app, exportAthletes, { as: invitee, query: { orgId } })).statusCode).toBe(403);
    const csv = await call(t.app, exportAthletes, { as: coach, query: { orgId } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('2010-04-02');
  });

  it("another member's profile: email and birthdate for staff of a shared team only", async () => {
    const seenByInvitee = (await call(t.app, getUser, { as: invitee, query: { userId: coach.user!.id } })).json<User>();
    expect(seenByInvitee).toMatchObject({ firstName: coach.user!.firstName, email: null, birthdate: null });
    const seenByCoach = (await call(t.app, getUser, { as: coach, query: { userId: invitee.user!.id } })).json<User>();
    expect(seenByCoach.email).toBe(invitee.email);
    expect((await call(t.app, getUser, { as: invitee, query: { userId: invitee.user!.id } })).json<User>().email).toBe(invitee.email);
  });
});
