/**
 * A parent's consent to their minor athlete's public profile (issue 26, docs/privacy-data.md,
 * decisions 051 and 052): only a parent confirmed for that athlete gives or withdraws it; a parent
 * still waiting for a coach, another family's parent, the minor themself, a teammate and staff acting
 * as a parent cannot; an adult athlete decides alone. The public team and athlete pages follow.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { postAthleteFamilyLink, postFamilyClaim, getAthleteFamily, type AthleteFamily } from '@core/api/family';
import {
  deleteAthletePublicConsent,
  getAthletePublicStatus,
  patchPublicPageSettings,
  postAthletePublicConsent,
  type AthletePublicStatus,
} from '@core/api/public-pages';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, recordResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe("a parent's consent to a public profile", () => {
  const t = useTestApp();
  let orgId: string;
  let coach: TestUser;
  let parent: TestUser;
  let waitingParent: TestUser;
  let otherParent: TestUser;
  let minorUser: TestUser;
  let adultUser: TestUser;
  let minorId: string;
  let adultId: string;
  const slug = `family-${Date.now().toString(36)}`;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const give = (as: TestUser, athleteId: string, by: 'athlete' | 'parent' | 'coach' = 'parent') =>
    call(t.app, postAthletePublicConsent, { as, query: { orgId, athleteId }, body: { as: by } });
  const withdraw = (as: TestUser, athleteId: string) => call(t.app, deleteAthletePublicConsent, { as, query: { orgId, athleteId } });
  const status = async (as: TestUser, athleteId: string) =>
    (await call(t.app, getAthletePublicStatus, { as, query: { orgId, athleteId } })).json<AthletePublicStatus>();
  const link = (athleteId: string, member: TestUser) =>
    call(t.app, postAthleteFamilyLink, { as: coach, query: { orgId, athleteId }, body: { userId: member.user!.id } });

  beforeAll(async () => {
    const created = await createOrganization(t);
    orgId = created.organization.id;
    coach = await addMember(t, orgId, 'coach');
    parent = await addMember(t, orgId, 'invitee');
    waitingParent = await addMember(t, orgId, 'invitee');
    otherParent = await addMember(t, orgId, 'invitee');
    minorUser = await addMember(t, orgId, 'invitee');
    adultUser = await addMember(t, orgId, 'invitee');
    minorId = (
      await createAthlete(t, orgId, coach.token, {
        firstName: 'Zora',
        lastName: 'Quill',
        grade: 10,
        birthdate: '2011-03-04',
        userId: minorUser.user!.id,
      })
    ).id;
    adultId = (
      await createAthlete(t, orgId, coach.token, {
        firstName: 'Ada',
        lastName: 'Okafor',
        birthdate: '2000-01-01',
        userId: adultUser.user!.id,
      })
    ).id;
    const otherChild = (await createAthlete(t, orgId, coach.token, { firstName: 'Milo', lastName: 'Brandt', grade: 9 })).id;
    expect((await link(minorId, parent)).statusCode).toBe(200);
    expect((await link(adultId, parent)).statusCode).toBe(200);
    expect((await link(otherChild, otherParent)).statusCode).toBe(200);
    const code = (await call(t.app, getAthleteFamily, { as: coach, query: { orgId, athleteId: minorId } })).json<AthleteFamily>().code;
    expect((await call(t.app, postFamilyClaim, { as: waitingParent, query: { orgId }, body: { code } })).json()).toMatchObject({
      status: 'pending',
    });
    // her 100 m is the team record: the team page's records board names her
    await recordResult(
      t,
      orgId,
      coach.token,
      minorId,
      'female-100m',
      { mark: '12.80' },
      {
        name: 'County Open',
        startDate: '2026-04-10',
        season: 'outdoor',
        status: 'scheduled',
      },
    );
    const page = await call(t.app, patchPublicPageSettings, {
      as: created.owner,
      query: { orgId },
      body: { enabled: true, slug, athleteProfiles: true },
    });
    expect(page.statusCode).toBe(200);
  });

  it('is offered to a confirmed parent of a minor only', async () => {
    expect(await status(parent, minorId)).toMatchObject({ minor: true, consent: null, canGiveAs: ['parent'], canWithdraw: false });
    expect((await status(waitingParent, minorId)).canGiveAs).toEqual([]);
    expect((await status(otherParent, minorId)).canGiveAs).toEqual([]);
    expect((await status(minorUser, minorId)).canGiveAs).toEqual([]);
    expect((await status(coach, minorId)).canGiveAs).toEqual(['coach']);
    // an adult decides from their own account, not their parent
    expect((await status(parent, adultId)).canGiveAs).toEqual([]);
    expect((await status(adultUser, adultId)).canGiveAs).toEqual(['athlete']);
  });

  it('refuses anyone but a confirmed parent of the minor, and a parent for an adult', async () => {
    for (const someone of [waitingParent, otherParent, minorUser, coach]) {
      const refused = await give(someone, minorId);
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect((await give(minorUser, minorId, 'athlete')).statusCode).toBe(403);
    expect((await give(parent, adultId)).statusCode).toBe(403);
    expect((await status(coach, minorId)).consent).toBeNull();
    expect((await get(`/t/${slug}`)).body).toContain('Zora Q.');
    expect((await get(`/t/${slug}/athletes/${minorId}`)).statusCode).toBe(404);
  });

  it("takes a linked parent's consent: the public pages then name her in full; withdrawn, 'First L.' again", async () => {
    const given = await give(parent, minorId);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<AthletePublicStatus>()).toMatchObject({
      consent: { givenByRole: 'parent', givenByName: `${parent.user!.firstName} ${parent.user!.lastName}` },
      publicProfile: true,
      canWithdraw: true,
    });
    const team = (await get(`/t/${slug}`)).body;
    expect(team).toContain('Zora Quill');
    expect(team).not.toContain('Zora Q.<');
    const profile = await get(`/t/${slug}/athletes/${minorId}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Zora Quill');
    expect(profile.body).not.toContain('2011-03-04');

    // only the family (or staff, or the athlete) takes it back
    expect((await withdraw(otherParent, minorId)).statusCode).toBe(403);
    expect((await withdraw(waitingParent, minorId)).statusCode).toBe(403);
    expect((await get(`/t/${slug}/athletes/${minorId}`)).statusCode).toBe(200);
    expect((await withdraw(parent, minorId)).statusCode).toBe(200);
    expect((await get(`/t/${slug}`)).body).not.toContain('Quill');
    expect((await get(`/t/${slug}/athletes/${minorId}`)).statusCode).toBe(404);
  });

  it("leaves an adult's own consent to the adult", async () => {
    expect((await give(adultUser, adultId, 'athlete')).statusCode).toBe(200);
    expect((await status(parent, adultId)).canWithdraw).toBe(false);
    expect((await withdraw(parent, adultId)).statusCode).toBe(403);
    expect((await status(adultUser, adultId)).publicProfile).toBe(true);
  });
});
