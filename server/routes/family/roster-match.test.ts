import { beforeAll, describe, expect, it } from 'vitest';
import { getAthletes, type Athlete } from '@core/api/athletes';
import { acceptJoinRequest } from '@core/api/join-requests';
import { joinOrganization, type JoiningAs } from '@core/api/members';
import { getOrganizationLink } from '@core/api/organization';
import { patchOrganization } from '@core/api/organizations';
import type { UserProfileInput } from '@core/api/user';
import { createOrganization, createUser, type TestUser } from '../../test/factories';
import { createAthlete } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('an athlete who joins is put on the roster', () => {
  const t = useTestApp();
  let orgId: string;
  let owner: TestUser;
  let token: string;

  const roster = async () => (await call(t.app, getAthletes, { as: owner, query: { orgId } })).json<{ items: Athlete[] }>().items;
  const joiner = (profile: Partial<UserProfileInput>, email?: string) => createUser(t, { email, profile });
  const join = (who: TestUser, joiningAs?: JoiningAs) =>
    call(t.app, joinOrganization, { as: who, query: { orgId }, body: { token, ...(joiningAs ? { joiningAs } : {}) } });
  const linkedTo = async (who: TestUser) => (await roster()).filter((a) => a.userId === who.user!.id);

  beforeAll(async () => {
    const made = await createOrganization(t);
    orgId = made.organization.id;
    owner = made.owner;
    const link = new URL((await call(t.app, getOrganizationLink, { as: owner, query: { organizationId: orgId } })).json().link);
    token = link.searchParams.get('token')!;
  });

  it('by the email a coach put on the roster, before the name', async () => {
    const email = `ana-${Date.now()}@example.test`;
    const listed = await createAthlete(t, orgId, owner.token, { firstName: 'Anastasia', lastName: 'Byrd', email: email.toUpperCase() });
    await createAthlete(t, orgId, owner.token, { firstName: 'Ana', lastName: 'Byrd' });
    const ana = await joiner({ firstName: 'Ana', lastName: 'Byrd', gender: 'female' }, email);
    expect((await join(ana, 'athlete')).statusCode).toBe(200);
    expect((await linkedTo(ana)).map((a) => a.id)).toEqual([listed.id]);
  });

  it('by name (case and accents aside) when exactly one unlinked athlete has it', async () => {
    const listed = await createAthlete(t, orgId, owner.token, { firstName: 'José', lastName: 'Núñez' });
    const jose = await joiner({ firstName: 'jose', lastName: 'NUNEZ', gender: 'male' });
    await join(jose, 'athlete');
    expect((await linkedTo(jose)).map((a) => a.id)).toEqual([listed.id]);
    // joining again changes nothing
    await join(jose, 'athlete');
    expect((await linkedTo(jose)).map((a) => a.id)).toEqual([listed.id]);
  });

  it('added as a new athlete (name, gender, grade, email) when the roster has nobody of the name', async () => {
    const before = (await roster()).length;
    const newbie = await joiner({ firstName: 'Nia', lastName: 'Newman', gender: 'female', gradeLevel: '10' });
    await join(newbie, 'athlete');
    const added = await linkedTo(newbie);
    expect(added.map((a) => [a.firstName, a.lastName, a.gender, a.grade, a.email])).toEqual([
      ['Nia', 'Newman', 'female', 10, newbie.email],
    ]);
    expect((await roster()).length).toBe(before + 1);
  });

  it('left to a coach when two athletes share the name; a parent or a plain joiner is never put on the roster', async () => {
    await createAthlete(t, orgId, owner.token, { firstName: 'Sam', lastName: 'Twin' });
    await createAthlete(t, orgId, owner.token, { firstName: 'Sam', lastName: 'Twin' });
    const sam = await joiner({ firstName: 'Sam', lastName: 'Twin', gender: 'male' });
    const before = (await roster()).length;
    await join(sam, 'athlete');
    expect(await linkedTo(sam)).toEqual([]);
    const parent = await joiner({ firstName: 'Pat', lastName: 'Parent', gender: 'female' });
    await join(parent, 'parent');
    const plain = await joiner({ firstName: 'Val', lastName: 'Volunteer', gender: 'male' });
    await join(plain);
    expect((await roster()).length).toBe(before);
  });

  it('in a team that approves its joiners: matched when an owner lets them in', async () => {
    await call(t.app, patchOrganization, { as: owner, query: { organizationId: orgId }, body: { joinApproval: true } });
    const listed = await createAthlete(t, orgId, owner.token, { firstName: 'Wen', lastName: 'Waiting' });
    const wen = await joiner({ firstName: 'Wen', lastName: 'Waiting', gender: 'female' });
    expect((await join(wen, 'athlete')).json()).toMatchObject({ status: 'pending' });
    expect(await linkedTo(wen)).toEqual([]);
    const accepted = await call(t.app, acceptJoinRequest, { as: owner, query: { orgId, userId: wen.user!.id } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await linkedTo(wen)).map((a) => a.id)).toEqual([listed.id]);
  });
});
