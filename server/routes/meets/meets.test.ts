import { beforeAll, describe, expect, it } from 'vitest';
import { deleteMeet, getMeet, getMeets, patchMeet, postMeet, type Meet, type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('meets', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let otherMeet: Meet;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { timezone: 'UTC' }));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    otherMeet = await createMeet(t, other.organization.id, other.owner.token);
  });

  it('creates a draft meet with defaults, edits and deletes it', async () => {
    const res = await call(t.app, postMeet, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: { name: 'County Relays', startDate: '2025-04-05', season: 'outdoor', location: 'Riverside HS', host: 'Riverside' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json<Meet>();
    expect(m).toMatchObject({ status: 'draft', endDate: '2025-04-05', seasonYear: 2025, eventCount: 0, resultCount: 0, notes: '' });
    const patched = await call(t.app, patchMeet, {
      as: { token: coach.token },
      query: { orgId: org.id, meetId: m.id },
      body: { endDate: '2025-04-06', notes: 'Bring tents' },
    });
    expect(patched.json<Meet>()).toMatchObject({ endDate: '2025-04-06', notes: 'Bring tents', name: 'County Relays' });
    expect((await call(t.app, deleteMeet, { as: { token: coach.token }, query: { orgId: org.id, meetId: m.id } })).statusCode).toBe(200);
    expect((await call(t.app, getMeet, { as: { token: coach.token }, query: { orgId: org.id, meetId: m.id } })).statusCode).toBe(404);
  });

  it('files an indoor meet in December under the next year (the indoor season runs December into March)', async () => {
    const create = (season: Meet['season'], startDate: string, seasonYear?: number) =>
      call(t.app, postMeet, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { name: 'Season check', startDate, season, ...(seasonYear ? { seasonYear } : {}) },
      });
    // independent: the indoor season is named by the year it ends in; the others by the first day's year
    expect((await create('indoor', '2022-12-02')).json<Meet>().seasonYear).toBe(2022 + 1);
    expect((await create('indoor', '2023-02-11')).json<Meet>().seasonYear).toBe(2023);
    expect((await create('cross-country', '2022-10-28')).json<Meet>().seasonYear).toBe(2022);
    expect((await create('indoor', '2022-12-02', 2022)).json<Meet>().seasonYear).toBe(2022);
  });

  it('enforces the lifecycle: draft -> scheduled -> completed, or cancelled; 409 otherwise', async () => {
    const m = await createMeet(t, org.id, owner.token, { status: 'draft' });
    const move = (status: Meet['status']) =>
      call(t.app, patchMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: m.id }, body: { status } });
    const refused = await move('completed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'meet-status-transition', message: 'A draft meet cannot become completed' });
    expect((await move('scheduled')).statusCode).toBe(200);
    expect((await move('completed')).json<Meet>().status).toBe('completed');
    expect((await move('cancelled')).statusCode).toBe(409);
    expect((await move('scheduled')).statusCode).toBe(200);
    expect((await move('cancelled')).statusCode).toBe(200);
    expect((await move('completed')).statusCode).toBe(409);
  });

  it('lists upcoming meets soonest first and past ones latest first, with season and search filters', async () => {
    const o = await createOrganization(t, undefined, { timezone: 'UTC' });
    const mk = (name: string, startDate: string, season: 'outdoor' | 'indoor' = 'outdoor') =>
      createMeet(t, o.organization.id, o.owner.token, { name, startDate, season });
    await mk('Far Future', iso(30));
    await mk('Next Week', iso(7));
    await mk('Today', iso(0));
    await mk('Last Month', iso(-30), 'indoor');
    await mk('Yesterday', iso(-1));
    const list = async (query: Record<string, unknown>) =>
      (await call(t.app, getMeets, { as: { token: o.owner.token }, query: { orgId: o.organization.id, ...query } })).json<{
        items: Meet[];
        total: number;
      }>();
    expect((await list({ when: 'upcoming' })).items.map((m) => m.name)).toEqual(['Today', 'Next Week', 'Far Future']);
    expect((await list({ when: 'past' })).items.map((m) => m.name)).toEqual(['Yesterday', 'Last Month']);
    expect((await list({ season: 'indoor' })).items.map((m) => m.name)).toEqual(['Last Month']);
    expect((await list({ search: 'week' })).items.map((m) => m.name)).toEqual(['Next Week']);
    expect((await list({ limit: 2 })).total).toBe(5);
  });

  it('400 names the field', async () => {
    const cases: [unknown, string][] = [
      [{ startDate: '2025-04-05', season: 'outdoor' }, 'body.name'],
      [{ name: 'X Meet', startDate: '2025-13-01', season: 'outdoor' }, 'body.startDate'],
      [{ name: 'X Meet', startDate: '2025-04-05', season: 'summer' }, 'body.season'],
      [{ name: 'X Meet', startDate: '2025-04-05', endDate: '2025-04-01', season: 'outdoor' }, 'body.endDate'],
      [{ name: 'X Meet', startDate: '2025-04-05', season: 'outdoor', status: 'done' }, 'body.status'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, postMeet, { as: { token: owner.token }, query: { orgId: org.id }, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ field: string }>().field).toBe(field);
    }
    const q = await call(t.app, getMeets, { as: { token: owner.token }, query: { orgId: org.id, when: 'someday' } });
    expect(q.json<{ field: string }>().field).toBe('query.when');
  });

  it('401, 404 across organizations, 403 for an invitee writing', async () => {
    const mine = await createMeet(t, org.id, owner.token);
    const body = { name: 'Meet', startDate: '2025-04-05', season: 'outdoor' };
    const calls = [
      [getMeets, { query: { orgId: org.id } }, false],
      [getMeet, { query: { orgId: org.id, meetId: mine.id } }, false],
      [postMeet, { query: { orgId: org.id }, body }, true],
      [patchMeet, { query: { orgId: org.id, meetId: mine.id }, body: { notes: 'x' } }, true],
      [deleteMeet, { query: { orgId: org.id, meetId: mine.id } }, true],
    ] as const;
    for (const [def, input, writes] of calls) {
      expect((await call(t.app, def, input)).statusCode, def.path).toBe(401);
      expect((await call(t.app, def, { ...input, as: { token: other.owner.token } })).statusCode, def.path).toBe(404);
      expect((await call(t.app, def, { ...input, as: { token: invitee.token } })).statusCode, def.path).toBe(writes ? 403 : 200);
    }
    for (const def of [getMeet, patchMeet, deleteMeet] as const) {
      const res = await call(t.app, def, {
        as: { token: owner.token },
        query: { orgId: org.id, meetId: otherMeet.id },
        body: def === patchMeet ? { notes: 'x' } : undefined,
      });
      expect(res.statusCode, def.path).toBe(404);
    }
  });

  it('gets a meet with its events, entries and results', async () => {
    const m = await createMeet(t, org.id, owner.token, { startDate: '2025-04-19' });
    const a = await createAthlete(t, org.id, owner.token, { firstName: 'Zed', lastName: 'Able', gender: 'male' });
    const b = await createAthlete(t, org.id, owner.token, { firstName: 'Yan', lastName: 'Baker', gender: 'male' });
    const e1 = await addMeetEvent(t, org.id, owner.token, m.id, 'male-100m');
    const e2 = await addMeetEvent(t, org.id, owner.token, m.id, 'male-long-jump');
    const [ea, eb] = await enterAthletes(t, org.id, owner.token, e1.id, [a.id, b.id]);
    await saveResult(t, org.id, owner.token, eb!.id, { mark: '11.20', place: 1, wind: '+1.2' });
    await saveResult(t, org.id, owner.token, ea!.id, { mark: '11.45', place: 2, wind: '+1.2' });
    const res = await call(t.app, getMeet, { as: { token: invitee.token }, query: { orgId: org.id, meetId: m.id } });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<MeetDetail>();
    expect(d).toMatchObject({ eventCount: 2, resultCount: 2 });
    expect(d.events.map((e) => [e.eventType, e.displayName, e.position])).toEqual([
      ['male-100m', '100m', 0],
      ['male-long-jump', 'Long Jump', 1],
    ]);
    expect(d.events[0]!.entries.map((e) => [e.athlete!.lastName, e.result!.display, e.result!.place, e.result!.wind])).toEqual([
      ['Baker', '11.20', 1, 1.2],
      ['Able', '11.45', 2, 1.2],
    ]);
    expect(d.events[1]!.id).toBe(e2.id);
    expect(d.events[1]!.entries).toEqual([]);
  });

  it("moves indoor and outdoor marks with the meet's season", async () => {
    const m = await createMeet(t, org.id, owner.token, { season: 'outdoor' });
    const a = await createAthlete(t, org.id, owner.token, { gender: 'female' });
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-200m');
    const [entry] = await enterAthletes(t, org.id, owner.token, e.id, [a.id]);
    const saved = await saveResult(t, org.id, owner.token, entry!.id, { mark: '26.00' });
    expect(saved.result.indoor).toBe(false);
    await call(t.app, patchMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: m.id }, body: { season: 'indoor' } });
    const d = (await call(t.app, getMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: m.id } })).json<MeetDetail>();
    expect(d.events[0]!.entries[0]!.result!.indoor).toBe(true);
  });
});
