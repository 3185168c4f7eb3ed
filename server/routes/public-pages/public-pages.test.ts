/**
 * The public pages' privacy rules (issue 26, decision 051, docs/privacy-data.md): a team that has not
 * opted in has no public page; drafts are never public; a minor shows as "First L." with no profile
 * unless the team allows profiles and a parent agreed (recorded by a coach); an adult agrees only
 * from their own account; names are escaped; the sitemap lists public pages only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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

describe('public pages', () => {
  const t = useTestApp();
  let orgId: string;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let adultUser: TestUser;
  let minorId: string;
  let adultId: string;
  let publishedMeetId: string;
  let draftMeetId: string;
  let adultMeetId: string;
  const slug = `team-${Date.now().toString(36)}`;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const setPage = async (body: { enabled?: boolean; slug?: string; athleteProfiles?: boolean }, as: TestUser = owner) =>
    call(t.app, patchPublicPageSettings, { as, query: { orgId }, body });

  beforeAll(async () => {
    const created = await createOrganization(t);
    orgId = created.organization.id;
    owner = created.owner;
    coach = await addMember(t, orgId, 'coach');
    invitee = await addMember(t, orgId, 'invitee');
    adultUser = await addMember(t, orgId, 'invitee');
    minorId = (await createAthlete(t, orgId, coach.token, { firstName: 'Zora', lastName: 'Quill', grade: 10, birthdate: '2011-03-04' })).id;
    adultId = (
      await createAthlete(t, orgId, coach.token, {
        firstName: '<script>alert(1)</script>',
        lastName: 'Okafor',
        birthdate: '2000-01-01',
        userId: adultUser.user!.id,
      })
    ).id;
    const meet = { name: 'County Open', startDate: '2026-04-10', season: 'outdoor', status: 'scheduled' } as const;
    publishedMeetId = (await recordResult(t, orgId, coach.token, minorId, 'female-100m', { mark: '12.80' }, meet)).result.meetId;
    adultMeetId = (await recordResult(t, orgId, coach.token, adultId, 'female-200m', { mark: '26.10' }, { ...meet, name: 'City Relays' }))
      .result.meetId;
    draftMeetId = (
      await recordResult(
        t,
        orgId,
        coach.token,
        minorId,
        'female-100m',
        { mark: '12.10' },
        { ...meet, name: 'Hidden Draft Meet', status: 'draft' },
      )
    ).result.meetId;
  });

  it('has no public page until the team opts in, and none once it opts out', async () => {
    expect((await setPage({ slug })).statusCode).toBe(200);
    expect((await get(`/t/${slug}`)).statusCode).toBe(404);
    expect((await get(`/t/${slug}/meets/${publishedMeetId}`)).statusCode).toBe(404);
    expect((await get(`/t/${slug}/meets/${publishedMeetId}/live`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(`/t/${slug}`);

    expect((await setPage({ enabled: true })).json()).toMatchObject({ enabled: true, slug, athleteProfiles: false });
    const page = await get(`/t/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toMatch(/^public/);
    expect(page.body).toContain(`<link rel="canonical" href="http://splits.test/t/${slug}"`);
    expect(page.body).toContain(`<meta property="og:url" content="http://splits.test/t/${slug}"`);

    expect((await setPage({ enabled: false })).statusCode).toBe(200);
    expect((await get(`/t/${slug}`)).statusCode).toBe(404);
    await setPage({ enabled: true });
  });

  it('lets only owners and admins change the settings, and refuses a slug another team holds', async () => {
    expect((await setPage({ enabled: false }, coach)).statusCode).toBe(403);
    const other = await createOrganization(t);
    const taken = await call(t.app, patchPublicPageSettings, { as: other.owner, query: { orgId: other.organization.id }, body: { slug } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'slug-taken' });
    const bad = await call(t.app, patchPublicPageSettings, {
      as: other.owner,
      query: { orgId: other.organization.id },
      body: { slug: '-Bad Slug' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never shows a draft meet: not its page, not on the team page, not in the sitemap', async () => {
    expect((await get(`/t/${slug}/meets/${draftMeetId}`)).statusCode).toBe(404);
    expect((await get(`/t/${slug}/meets/${draftMeetId}/live`)).statusCode).toBe(404);
    const team = await get(`/t/${slug}`);
    expect(team.body).not.toContain('Hidden Draft Meet');
    expect(team.body).not.toContain('12.10');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`http://splits.test/t/${slug}/meets/${publishedMeetId}`);
    expect(sitemap).not.toContain(draftMeetId);
  });

  it("shows a minor as 'First L.' with no profile until the team allows profiles and a parent agreed", async () => {
    const meetPage = async () => (await get(`/t/${slug}/meets/${publishedMeetId}`)).body;
    let html = await meetPage();
    expect(html).toContain('Zora Q.');
    expect(html).not.toContain('Quill');
    expect(html).toContain('12.80');
    expect((await get(`/t/${slug}/athletes/${minorId}`)).statusCode).toBe(404);

    // a minor cannot agree alone, an invitee cannot record a parent's consent, a coach can
    const status = (as: TestUser) => call(t.app, getAthletePublicStatus, { as, query: { orgId, athleteId: minorId } });
    expect((await status(coach)).json<AthletePublicStatus>()).toMatchObject({
      minor: true,
      consent: null,
      publicProfile: false,
      canGiveAs: ['coach'],
    });
    const give = (as: TestUser, by: 'athlete' | 'coach') =>
      call(t.app, postAthletePublicConsent, {
        as,
        query: { orgId, athleteId: minorId },
        body: { as: by, note: 'Signed form from the parent' },
      });
    expect((await give(invitee, 'coach')).statusCode).toBe(403);
    expect((await give(invitee, 'athlete')).statusCode).toBe(403);
    const given = await give(coach, 'coach');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<AthletePublicStatus>()).toMatchObject({
      consent: {
        givenByRole: 'coach',
        givenByName: `${coach.user!.firstName} ${coach.user!.lastName}`,
        note: 'Signed form from the parent',
      },
      teamAllowsProfiles: false,
      publicProfile: false,
    });

    // consent alone is not enough: the team has not allowed profiles
    html = await meetPage();
    expect(html).not.toContain('Quill');
    expect((await get(`/t/${slug}/athletes/${minorId}`)).statusCode).toBe(404);

    await setPage({ athleteProfiles: true });
    html = await meetPage();
    expect(html).toContain('Zora Quill');
    expect(html).toContain(`href="http://splits.test/t/${slug}/athletes/${minorId}"`);
    const profile = await get(`/t/${slug}/athletes/${minorId}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Zora Quill');
    expect(profile.body).not.toContain('2011-03-04');
    expect((await get('/sitemap.xml')).body).toContain(`/athletes/${minorId}`);

    // withdrawn: private again
    expect((await call(t.app, deleteAthletePublicConsent, { as: coach, query: { orgId, athleteId: minorId } })).statusCode).toBe(200);
    expect(await meetPage()).not.toContain('Quill');
    expect((await get(`/t/${slug}/athletes/${minorId}`)).statusCode).toBe(404);
  });

  it("takes an adult's consent from their own account only", async () => {
    const give = (as: TestUser, by: 'athlete' | 'coach') =>
      call(t.app, postAthletePublicConsent, { as, query: { orgId, athleteId: adultId }, body: { as: by } });
    expect((await give(coach, 'coach')).statusCode).toBe(403);
    expect((await give(invitee, 'athlete')).statusCode).toBe(403);
    const own = await give(adultUser, 'athlete');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<AthletePublicStatus>()).toMatchObject({ minor: false, consent: { givenByRole: 'athlete' }, publicProfile: true });
  });

  it('escapes every name in public HTML', async () => {
    const html = (await get(`/t/${slug}/meets/${adultMeetId}`)).body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('tells search engines about public pages only, and answers a changed page with its new version', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://splits.test/sitemap.xml');
    // the signed-in app's pages are never indexable
    expect((await get('/dashboard/meets')).headers['x-robots-tag']).toBe('noindex');
    expect((await get(`/t/${slug}`)).headers['x-robots-tag']).toBeUndefined();
    const before = await get(`/t/${slug}/meets/${publishedMeetId}`);
    const again = await t.app.inject({
      method: 'GET',
      url: `/t/${slug}/meets/${publishedMeetId}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    await recordResult(
      t,
      orgId,
      coach.token,
      minorId,
      'female-400m',
      { mark: '61.00' },
      { name: 'Later Meet', startDate: '2026-05-01', season: 'outdoor', status: 'scheduled' },
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/t/${slug}/meets/${publishedMeetId}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
  });
});
