import { beforeAll, describe, expect, it } from 'vitest';
import { getAthlete, type AthleteProfile } from '@core/api/athletes';
import { getMeet, postMeetEvent, type Entry, type MeetDetail, type MeetEvent, type ROUNDS } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { getRecentPrs, type RecentPr } from '@core/api/performance';
import { createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, createMeet, enterAthletes, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/**
 * Rounds of one day run in order (prelims, heats, semis, then the final): a prelim PR stays a PR when
 * the final that day is faster, on the meet page, the athlete page and the recent PRs alike, whichever
 * round was saved first.
 */
describe('PR flags of same-day rounds', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { timezone: 'UTC' }));
  });

  const event = async (meetId: string, eventType: string, round: (typeof ROUNDS)[number]): Promise<MeetEvent> => {
    const res = await call(t.app, postMeetEvent, {
      as: { token: owner.token },
      query: { orgId: org.id, meetId },
      body: { eventType, round },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MeetEvent>();
  };
  const entryIn = async (eventId: string, athleteId: string): Promise<Entry> =>
    (await enterAthletes(t, org.id, owner.token, eventId, [athleteId]))[0]!;
  const meetPage = async (meetId: string): Promise<MeetDetail> => {
    const res = await call(t.app, getMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MeetDetail>();
  };
  /** The meet page's flags of an athlete's result in each round, by round. */
  const meetFlags = async (meetId: string, athleteId: string) => {
    const d = await meetPage(meetId);
    return Object.fromEntries(d.events.map((e) => [e.round, e.entries.find((x) => x.athlete?.id === athleteId)?.flags?.isPR ?? null]));
  };
  const athletePage = async (athleteId: string): Promise<AthleteProfile> => {
    const res = await call(t.app, getAthlete, { as: { token: owner.token }, query: { orgId: org.id, athleteId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AthleteProfile>();
  };
  const athleteFlags = async (athleteId: string) =>
    Object.fromEntries(
      (await athletePage(athleteId)).results.map((r) => [r.round, { isPR: r.isPR, isSeasonBest: r.isSeasonBest, display: r.display }]),
    );
  const recentPrs = async (): Promise<RecentPr[]> => {
    const res = await call(t.app, getRecentPrs, { as: { token: owner.token }, query: { orgId: org.id, limit: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: RecentPr[] }>().items;
  };

  it('a prelim PR and a faster final the same day are both PRs, on the meet page, the athlete page and the recent PRs', async () => {
    const a = await createAthlete(t, org.id, owner.token, { gender: 'female' });
    const meet = await createMeet(t, org.id, owner.token, { startDate: '2025-05-10' });
    const prelim = await event(meet.id, 'female-100m', 'prelim');
    const final = await event(meet.id, 'female-100m', 'final');

    const savedPrelim = await saveResult(t, org.id, owner.token, (await entryIn(prelim.id, a.id)).id, { mark: '12.50', wind: '+0.5' });
    expect(savedPrelim.flags).toMatchObject({ isPR: true, isSeasonBest: true });
    const savedFinal = await saveResult(t, org.id, owner.token, (await entryIn(final.id, a.id)).id, { mark: '12.30', wind: '+0.5' });
    expect(savedFinal.flags).toMatchObject({ isPR: true, isSeasonBest: true });

    // the prelim keeps the PR it answered when saved
    expect(await meetFlags(meet.id, a.id)).toEqual({ prelim: true, final: true });
    expect(await athleteFlags(a.id)).toEqual({
      prelim: { isPR: true, isSeasonBest: true, display: '12.50' },
      final: { isPR: true, isSeasonBest: true, display: '12.30' },
    });
    const prs = (await recentPrs()).filter((p) => p.athleteId === a.id);
    expect(prs.map((p) => [p.result.display, p.previous])).toEqual(
      expect.arrayContaining([
        ['12.50', null],
        ['12.30', '12.50'],
      ]),
    );
    expect(prs).toHaveLength(2);
  });

  it('the round decides before the save time: a final saved before its prelim still comes after it', async () => {
    const a = await createAthlete(t, org.id, owner.token, { gender: 'male' });
    const meet = await createMeet(t, org.id, owner.token, { startDate: '2025-05-17' });
    const final = await event(meet.id, 'male-400m', 'final');
    const prelim = await event(meet.id, 'male-400m', 'prelim');

    const savedFinal = await saveResult(t, org.id, owner.token, (await entryIn(final.id, a.id)).id, { mark: '52.10' });
    expect(savedFinal.flags).toMatchObject({ isPR: true });
    // typed in afterwards but run first: a PR, and the final (faster) stays one
    const savedPrelim = await saveResult(t, org.id, owner.token, (await entryIn(prelim.id, a.id)).id, { mark: '53.40' });
    expect(savedPrelim.flags).toMatchObject({ isPR: true, isSeasonBest: true });
    expect(await meetFlags(meet.id, a.id)).toEqual({ prelim: true, final: true });
    expect(await athleteFlags(a.id)).toMatchObject({ prelim: { isPR: true }, final: { isPR: true } });
  });

  it('a final slower than the prelim is no PR; heats and semis come before the final too', async () => {
    const a = await createAthlete(t, org.id, owner.token, { gender: 'female' });
    const meet = await createMeet(t, org.id, owner.token, { startDate: '2025-05-24' });
    const final = await event(meet.id, 'female-200m', 'final');
    const semi = await event(meet.id, 'female-200m', 'semi');
    const heats = await event(meet.id, 'female-200m', 'heats');

    await saveResult(t, org.id, owner.token, (await entryIn(final.id, a.id)).id, { mark: '26.10', wind: '+1.0' });
    await saveResult(t, org.id, owner.token, (await entryIn(semi.id, a.id)).id, { mark: '25.90', wind: '+1.0' });
    await saveResult(t, org.id, owner.token, (await entryIn(heats.id, a.id)).id, { mark: '26.40', wind: '+1.0' });

    // heats 26.40 (first mark), semi 25.90 (better), final 26.10 (slower than the semi)
    expect(await meetFlags(meet.id, a.id)).toEqual({ heats: true, semi: true, final: false });
    expect(await athleteFlags(a.id)).toMatchObject({
      heats: { isPR: true },
      semi: { isPR: true },
      final: { isPR: false, isSeasonBest: false },
    });
    const prs = (await recentPrs()).filter((p) => p.athleteId === a.id).map((p) => p.result.display);
    expect(prs.sort()).toEqual(['25.90', '26.40']);
  });

  it('meets the same day in the same round: the result saved first came first', async () => {
    const a = await createAthlete(t, org.id, owner.token, { gender: 'male' });
    const finals = [];
    for (let i = 0; i < 3; i++) {
      const meet = await createMeet(t, org.id, owner.token, { startDate: '2025-05-31' });
      finals.push({ meet, event: await event(meet.id, 'male-1600m', 'final') });
    }
    const marks = ['4:50.00', '4:45.00', '4:47.00'];
    const saved = [];
    for (const [i, f] of finals.entries())
      saved.push(await saveResult(t, org.id, owner.token, (await entryIn(f.event.id, a.id)).id, { mark: marks[i]! }));
    expect(saved.map((s) => s.flags.isPR)).toEqual([true, true, false]);
    const onMeetPages = [];
    for (const f of finals) onMeetPages.push((await meetFlags(f.meet.id, a.id)).final);
    expect(onMeetPages).toEqual([true, true, false]);
    const byDisplay = Object.fromEntries((await athletePage(a.id)).results.map((r) => [r.display, r.isPR]));
    expect(byDisplay).toEqual({ '4:50.00': true, '4:45.00': true, '4:47.00': false });
  });
});
