import { beforeAll, describe, expect, it } from 'vitest';
import { deleteCombinedMark, getCombinedSheet, postCombinedMark, type CombinedSheet } from '@core/api/combined-events';
import { getMeet, type MeetDetail } from '@core/api/meets';
import { getAthlete } from '@core/api/athletes';
import { postResult } from '@core/api/results';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

// Kevin Mayer, Talence 2018: the published points of each discipline, written out from the tables
const MAYER = ['10.55', '7.80', '16.00', '2.05', '48.42', '13.75', '50.54', '5.45', '71.90', '4:36.11'];
const MAYER_POINTS = [963, 1010, 851, 850, 889, 1007, 882, 1051, 918, 705];
const DISCIPLINES = ['100m', 'long-jump', 'shot-put', 'high-jump', '400m', '110m-hurdles', 'discus', 'pole-vault', 'javelin', '1500m'];

describe('combined events', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { units: 'metric' }));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
  });

  const decathlon = async (names = 2, startDate = '2025-05-10') => {
    const meet = await createMeet(t, org.id, owner.token, { startDate });
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'male-decathlon');
    const athletes = [];
    for (let i = 0; i < names; i += 1) athletes.push(await createAthlete(t, org.id, owner.token, { gender: 'male' }));
    const entries = await enterAthletes(
      t,
      org.id,
      owner.token,
      event.id,
      athletes.map((a) => a.id),
    );
    return { meet, event, entries };
  };
  const post = (entryId: string, discipline: string, mark: string, as: TestUser = owner, wind?: string) =>
    call(t.app, postCombinedMark, { as, query: { orgId: org.id, entryId }, body: { discipline, mark, ...(wind ? { wind } : {}) } });
  const sheetOf = async (eventId: string, as: TestUser = owner) => {
    const res = await call(t.app, getCombinedSheet, { as, query: { orgId: org.id, eventId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CombinedSheet>();
  };
  const meetOf = async (meetId: string) => (await call(t.app, getMeet, { as: owner, query: { orgId: org.id, meetId } })).json<MeetDetail>();

  it("scores Mayer's ten marks to the published 9126, with running totals; the total becomes the entry's result", async () => {
    const { meet, event, entries } = await decathlon(1);
    let sheet: CombinedSheet | undefined;
    for (const [i, mark] of MAYER.entries()) {
      const res = await post(entries[0]!.id, DISCIPLINES[i]!, mark, owner, i === 0 ? '+0.3' : undefined);
      expect(res.statusCode, res.body).toBe(200);
      sheet = res.json<CombinedSheet>();
      // no result before the last discipline
      if (i < MAYER.length - 1) expect((await meetOf(meet.id)).events[0]!.entries[0]!.result).toBeNull();
    }
    const [athlete] = sheet!.athletes;
    expect(sheet!.disciplines.map((d) => d.discipline)).toEqual(DISCIPLINES);
    expect(sheet!.disciplines.filter((d) => d.wind).map((d) => d.discipline)).toEqual(['100m', 'long-jump', '110m-hurdles']);
    expect(athlete!.marks.map((m) => m?.points)).toEqual(MAYER_POINTS);
    expect(athlete!.marks[0]).toMatchObject({ display: '10.55', wind: 0.3 });
    const running: number[] = [];
    MAYER_POINTS.reduce((sum, p) => (running.push(sum + p), sum + p), 0);
    expect(athlete!.runningTotals).toEqual(running);
    expect(athlete).toMatchObject({ total: 9126, complete: true, abandoned: false, place: 1 });

    const detail = await meetOf(meet.id);
    const entry = detail.events.find((e) => e.id === event.id)!.entries[0]!;
    expect(entry.result).toMatchObject({ mark: { kind: 'points', points: 9126 }, display: '9126 pts', legal: true, place: 1 });
    expect(entry.flags).toMatchObject({ isPR: true, isSeasonBest: true });
  });

  it('places by total, a DNS abandons (result DNF), a cleared mark takes the total back off the results', async () => {
    const { meet, event, entries } = await decathlon(3, '2025-05-20');
    const [a, b, c] = entries;
    for (const [i, d] of DISCIPLINES.entries()) {
      await post(a!.id, d, MAYER[i]!);
      await post(b!.id, d, i === 9 ? '4:50.00' : MAYER[i]!);
    }
    await post(c!.id, '100m', '11.00');
    const dns = await post(c!.id, 'long-jump', 'DNS');
    expect(dns.statusCode, dns.body).toBe(200);
    const sheet = dns.json<CombinedSheet>();
    const standing = (id: string) => sheet.athletes.find((x) => x.entryId === id)!;
    expect([a, b, c].map((e) => [standing(e!.id).place, standing(e!.id).abandoned])).toEqual([
      [1, false],
      [2, false],
      [null, true],
    ]);
    const results = (await meetOf(meet.id)).events.find((e) => e.id === event.id)!.entries;
    const byEntry = new Map(results.map((e) => [e.id, e.result]));
    expect(byEntry.get(a!.id)).toMatchObject({ mark: { points: 9126 }, place: 1 });
    expect(byEntry.get(b!.id)).toMatchObject({ place: 2 });
    expect(byEntry.get(c!.id)).toMatchObject({ status: 'DNF', place: null });

    const cleared = await call(t.app, deleteCombinedMark, { as: owner, query: { orgId: org.id, entryId: a!.id, discipline: '1500m' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<CombinedSheet>().athletes.find((x) => x.entryId === a!.id)).toMatchObject({ complete: false, total: 9126 - 705 });
    const after = (await meetOf(meet.id)).events.find((e) => e.id === event.id)!.entries;
    expect(after.find((e) => e.id === a!.id)!.result).toBeNull();
    expect(after.find((e) => e.id === b!.id)!.result).toMatchObject({ place: 1 });
  });

  it("an indoor pentathlon's total is an indoor PR on the athlete page; a lower one later is not", async () => {
    // Thiam, Istanbul 2023: 5055 points
    const thiam = ['8.23', '1.92', '15.54', '6.59', '2:13.60'];
    const disciplines = ['indoor-60m-hurdles', 'high-jump', 'shot-put', 'long-jump', '800m'];
    const athlete = await createAthlete(t, org.id, owner.token, { gender: 'female' });
    const run = async (date: string, marks: string[]) => {
      const meet = await createMeet(t, org.id, owner.token, { startDate: date, season: 'indoor' });
      const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-indoor-pentathlon');
      const [entry] = await enterAthletes(t, org.id, owner.token, event.id, [athlete.id]);
      let sheet: CombinedSheet | undefined;
      for (const [i, d] of disciplines.entries()) sheet = (await post(entry!.id, d, marks[i]!)).json<CombinedSheet>();
      return { sheet: sheet!, entry: (await meetOf(meet.id)).events[0]!.entries[0]! };
    };
    const first = await run('2026-02-10', thiam);
    expect(first.sheet.athletes[0]).toMatchObject({ total: 5055, complete: true, place: 1 });
    expect(first.entry.result).toMatchObject({ indoor: true, mark: { points: 5055 } });
    expect(first.entry.flags).toMatchObject({ isPR: true });
    const second = await run('2026-02-24', ['8.40', '1.80', '14.00', '6.20', '2:20.00']);
    expect(second.entry.flags).toMatchObject({ isPR: false });
    const page = await call(t.app, getAthlete, { as: owner, query: { orgId: org.id, athleteId: athlete.id } });
    expect(page.statusCode, page.body).toBe(200);
    const prs = page.json<{ prs: { eventType: string; indoor: boolean; result: { display: string } }[] }>().prs;
    expect(prs).toEqual([
      expect.objectContaining({
        eventType: 'female-indoor-pentathlon',
        indoor: true,
        result: expect.objectContaining({ display: '5055 pts' }),
      }),
    ]);
  });

  it('the total is never typed as a result of the combined event', async () => {
    const first = await decathlon(1, '2025-06-01');
    const typed = await call(t.app, postResult, {
      as: owner,
      query: { orgId: org.id, entryId: first.entries[0]!.id },
      body: { mark: '9000', expectedVersion: null },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json<{ message: string }>().message).toMatch(/comes from its disciplines/);
  });

  describe('access and input', () => {
    let entryId: string;
    let eventId: string;
    beforeAll(async () => {
      const d = await decathlon(1, '2025-07-01');
      entryId = d.entries[0]!.id;
      eventId = d.event.id;
    });

    it('401 without a token', async () => {
      expect((await call(t.app, getCombinedSheet, { query: { orgId: org.id, eventId } })).statusCode).toBe(401);
      expect(
        (await call(t.app, postCombinedMark, { query: { orgId: org.id, entryId }, body: { discipline: '100m', mark: '11.00' } }))
          .statusCode,
      ).toBe(401);
      expect((await call(t.app, deleteCombinedMark, { query: { orgId: org.id, entryId, discipline: '100m' } })).statusCode).toBe(401);
    });

    it('400 for a bad mark, wind, discipline, or a single event', async () => {
      expect((await post(entryId, '100m', 'fast')).json<{ field: string }>()).toMatchObject({ field: 'body.mark' });
      expect((await post(entryId, '100m', '11.00', owner, 'windy')).statusCode).toBe(400);
      const triple = await post(entryId, 'triple-jump', '14.00');
      expect(triple.statusCode).toBe(400);
      expect(triple.json<{ message: string }>().message).toMatch(/not a discipline of the Decathlon/);
      expect((await post(entryId, 'high-jump', 'DNF')).statusCode).toBe(400);
      expect(
        (await call(t.app, postCombinedMark, { as: owner, query: { orgId: org.id, entryId }, body: { mark: '11.00' } })).statusCode,
      ).toBe(400);
      const meet = await createMeet(t, org.id, owner.token);
      const single = await addMeetEvent(t, org.id, owner.token, meet.id, 'male-100m');
      expect((await call(t.app, getCombinedSheet, { as: owner, query: { orgId: org.id, eventId: single.id } })).statusCode).toBe(400);
      expect((await call(t.app, getCombinedSheet, { as: owner, query: { orgId: org.id, eventId: 'nope' } })).statusCode).toBe(400);
    });

    it("404 for another team's event or entry", async () => {
      const o = other.organization.id;
      const asOther = { token: other.owner.token };
      expect((await call(t.app, getCombinedSheet, { as: asOther, query: { orgId: o, eventId } })).statusCode).toBe(404);
      expect(
        (await call(t.app, postCombinedMark, { as: asOther, query: { orgId: o, entryId }, body: { discipline: '100m', mark: '11.00' } }))
          .statusCode,
      ).toBe(404);
      expect((await call(t.app, deleteCombinedMark, { as: asOther, query: { orgId: o, entryId, discipline: '100m' } })).statusCode).toBe(
        404,
      );
      // a team the caller is not in
      expect((await call(t.app, getCombinedSheet, { as: owner, query: { orgId: o, eventId } })).statusCode).toBe(404);
    });

    it('403 for an invitee writing; an invitee may read', async () => {
      expect((await post(entryId, '100m', '11.00', invitee)).statusCode).toBe(403);
      expect(
        (await call(t.app, deleteCombinedMark, { as: invitee, query: { orgId: org.id, entryId, discipline: '100m' } })).statusCode,
      ).toBe(403);
      expect((await sheetOf(eventId, invitee)).athletes).toHaveLength(1);
    });
  });
});
