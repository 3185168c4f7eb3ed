import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteAthlete,
  getAthlete,
  getAthletes,
  gradYearFromGrade,
  patchAthlete,
  postAthlete,
  type Athlete,
  type AthleteProfile,
} from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, enterRelay, recordResult, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('athletes', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let otherAthlete: Athlete;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    otherAthlete = await createAthlete(t, other.organization.id, other.owner.token, { firstName: 'Other', lastName: 'Team' });
  });

  it('creates an athlete (coach), reads it, edits and deletes it', async () => {
    const created = await call(t.app, postAthlete, {
      as: { token: coach.token },
      query: { orgId: org.id },
      body: {
        firstName: ' Maya ',
        lastName: 'Okafor',
        gender: 'female',
        grade: 11,
        eventGroups: ['sprints'],
        preferredEvents: ['female-100m', 'female-200m'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const a = created.json<Athlete>();
    expect(a).toMatchObject({
      firstName: 'Maya',
      lastName: 'Okafor',
      grade: 11,
      gradYear: gradYearFromGrade(11),
      status: 'active',
      userId: null,
    });

    const patched = await call(t.app, patchAthlete, {
      as: { token: owner.token },
      query: { orgId: org.id, athleteId: a.id },
      body: { status: 'inactive', grade: 12 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Athlete>()).toMatchObject({ status: 'inactive', grade: 12, firstName: 'Maya' });

    const read = await call(t.app, getAthlete, { as: { token: invitee.token }, query: { orgId: org.id, athleteId: a.id } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<AthleteProfile>()).toMatchObject({ id: a.id, prs: [], seasonBests: [], results: [] });

    const del = await call(t.app, deleteAthlete, { as: { token: coach.token }, query: { orgId: org.id, athleteId: a.id } });
    expect(del.statusCode, del.body).toBe(200);
    const gone = await call(t.app, getAthlete, { as: { token: coach.token }, query: { orgId: org.id, athleteId: a.id } });
    expect(gone.statusCode).toBe(404);
  });

  it('401 without a token on every athlete call', async () => {
    const id = otherAthlete.id;
    for (const [def, input] of [
      [getAthletes, { query: { orgId: org.id } }],
      [getAthlete, { query: { orgId: org.id, athleteId: id } }],
      [postAthlete, { query: { orgId: org.id }, body: { firstName: 'A', lastName: 'B', gender: 'male' } }],
      [patchAthlete, { query: { orgId: org.id, athleteId: id }, body: {} }],
      [deleteAthlete, { query: { orgId: org.id, athleteId: id } }],
    ] as const) {
      const res = await call(t.app, def, input);
      expect(res.statusCode, def.path).toBe(401);
    }
  });

  it('400 names the field', async () => {
    const cases: [unknown, string][] = [
      [{ lastName: 'B', gender: 'male' }, 'body.firstName'],
      [{ firstName: 'A', lastName: 'B', gender: 'x' }, 'body.gender'],
      [{ firstName: 'A', lastName: 'B', gender: 'male', grade: 13 }, 'body.grade'],
      [{ firstName: 'A', lastName: 'B', gender: 'male', email: 'nope' }, 'body.email'],
      [{ firstName: 'A', lastName: 'B', gender: 'male', preferredEvents: ['male-100m', 'male-9999m'] }, 'body.preferredEvents.1'],
      [{ firstName: 'A', lastName: 'B', gender: 'male', preferredEvents: ['female-100m'] }, 'body.preferredEvents.0'],
      [{ firstName: 'A', lastName: 'B', gender: 'male', userId: other.owner.user!.id }, 'body.userId'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, postAthlete, { as: { token: coach.token }, query: { orgId: org.id }, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ field: string }>().field).toBe(field);
    }
    const q = await call(t.app, getAthletes, { as: { token: coach.token }, query: { orgId: org.id, sortBy: 'shoeSize' } });
    expect(q.statusCode).toBe(400);
    expect(q.json<{ field: string }>().field).toBe('query.sortBy');
  });

  it("404 across organizations: another team's org id or athlete id", async () => {
    const asOutsider = { token: other.owner.token };
    expect((await call(t.app, getAthletes, { as: asOutsider, query: { orgId: org.id } })).statusCode).toBe(404);
    const mine = await createAthlete(t, org.id, owner.token);
    expect((await call(t.app, getAthlete, { as: asOutsider, query: { orgId: org.id, athleteId: mine.id } })).statusCode).toBe(404);
    // my own org id with their athlete id finds nothing either
    for (const [def, input] of [
      [getAthlete, {}],
      [patchAthlete, { body: { firstName: 'X' } }],
      [deleteAthlete, {}],
    ] as const) {
      const res = await call(t.app, def, { as: { token: owner.token }, query: { orgId: org.id, athleteId: otherAthlete.id }, ...input });
      expect(res.statusCode, def.path).toBe(404);
    }
  });

  it('403 for an invitee writing; reads are fine', async () => {
    const mine = await createAthlete(t, org.id, owner.token);
    const as = { token: invitee.token };
    expect(
      (await call(t.app, postAthlete, { as, query: { orgId: org.id }, body: { firstName: 'A', lastName: 'B', gender: 'male' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, patchAthlete, { as, query: { orgId: org.id, athleteId: mine.id }, body: { firstName: 'X' } })).statusCode,
    ).toBe(403);
    expect((await call(t.app, deleteAthlete, { as, query: { orgId: org.id, athleteId: mine.id } })).statusCode).toBe(403);
    expect((await call(t.app, getAthletes, { as, query: { orgId: org.id } })).statusCode).toBe(200);
  });

  it('links an athlete to a member account', async () => {
    const a = await createAthlete(t, org.id, owner.token, { userId: invitee.user!.id });
    expect(a.userId).toBe(invitee.user!.id);
    const unlinked = await call(t.app, patchAthlete, {
      as: { token: owner.token },
      query: { orgId: org.id, athleteId: a.id },
      body: { userId: null },
    });
    expect(unlinked.json<Athlete>().userId).toBeNull();
  });
});

describe('roster list and athlete page', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let ann: Athlete;
  let bea: Athlete;
  let cal: Athlete;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { handTimeConversion: true, units: 'metric' }));
    ann = await createAthlete(t, org.id, owner.token, {
      firstName: 'Ann',
      lastName: 'Ávila',
      gender: 'female',
      grade: 9,
      eventGroups: ['sprints'],
      preferredEvents: ['female-200m'],
    });
    bea = await createAthlete(t, org.id, owner.token, {
      firstName: 'Bea',
      lastName: 'Brown',
      gender: 'female',
      grade: 12,
      eventGroups: ['jumps'],
    });
    cal = await createAthlete(t, org.id, owner.token, {
      firstName: 'Cal',
      lastName: 'Chen',
      gender: 'male',
      grade: 10,
      eventGroups: ['distance'],
      status: 'inactive',
    });
    await recordResult(t, org.id, owner.token, ann.id, 'female-100m', { mark: '12.50' }, { startDate: '2025-04-01' });
    await recordResult(t, org.id, owner.token, ann.id, 'female-100m', { mark: '12.31' }, { startDate: '2025-04-08' });
    await recordResult(t, org.id, owner.token, ann.id, 'female-200m', { mark: '25.90' }, { startDate: '2025-04-08' });
    await recordResult(t, org.id, owner.token, ann.id, 'female-100m', { mark: '12.70' }, { startDate: '2025-04-15' });
  });

  const list = async (query: Record<string, unknown>) => {
    const res = await call(t.app, getAthletes, { as: { token: owner.token }, query: { orgId: org.id, ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      items: (Athlete & { prCount: number; resultCount: number; keyPrs: { eventType: string; display: string }[] })[];
      total: number;
    }>();
  };

  it('searches ignoring case and accents, filters and sorts', async () => {
    expect((await list({ search: 'avila' })).items.map((a) => a.id)).toEqual([ann.id]);
    expect((await list({ search: 'ANN AV' })).items.map((a) => a.id)).toEqual([ann.id]);
    expect((await list({ gender: 'male' })).items.map((a) => a.id)).toEqual([cal.id]);
    expect((await list({ grade: 12 })).items.map((a) => a.id)).toEqual([bea.id]);
    expect((await list({ eventGroup: 'jumps' })).items.map((a) => a.id)).toEqual([bea.id]);
    expect((await list({ status: 'inactive' })).items.map((a) => a.id)).toEqual([cal.id]);
    expect((await list({ sortBy: 'lastName' })).items.map((a) => a.lastName)).toEqual(['Ávila', 'Brown', 'Chen']);
    expect((await list({ sortBy: '-grade' })).items.map((a) => a.grade)).toEqual([12, 10, 9]);
    expect((await list({ sortBy: '-prCount' })).items[0]!.id).toBe(ann.id);
    expect((await list({ sortBy: 'prCount' })).items.at(-1)!.id).toBe(ann.id);
    const page = await list({ limit: 1, offset: 1 });
    expect(page.items.map((a) => a.lastName)).toEqual(['Brown']);
    expect(page.total).toBe(3);
    expect((await list({ offset: 10 })).total).toBe(3);
  });

  it('gives each roster row its PR count and key PRs, preferred events first', async () => {
    const row = (await list({ search: 'ann' })).items[0]!;
    expect(row.prCount).toBe(2);
    expect(row.resultCount).toBe(4);
    expect(row.keyPrs.map((p) => [p.eventType, p.display])).toEqual([
      ['female-200m', '25.90'],
      ['female-100m', '12.31'],
    ]);
  });

  it('shows PRs, season bests and every result flagged as run', async () => {
    const res = await call(t.app, getAthlete, { as: { token: owner.token }, query: { orgId: org.id, athleteId: ann.id } });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<AthleteProfile>();
    expect(p.prs.map((b) => [b.eventType, b.indoor, b.result.display])).toEqual([
      ['female-100m', false, '12.31'],
      ['female-200m', false, '25.90'],
    ]);
    expect(p.seasonBests.map((b) => [b.eventType, b.season, b.seasonYear, b.result.display]).sort()).toEqual([
      ['female-100m', 'outdoor', 2025, '12.31'],
      ['female-200m', 'outdoor', 2025, '25.90'],
    ]);
    // newest first; on the same day the latest saved first
    expect(p.results.map((r) => [r.date, r.display, r.isPR, r.isSeasonBest])).toEqual([
      ['2025-04-15', '12.70', false, false],
      ['2025-04-08', '25.90', true, true],
      ['2025-04-08', '12.31', true, true],
      ['2025-04-01', '12.50', true, true],
    ]);
    expect(p.results.every((r) => r.meetName.startsWith('Meet '))).toBe(true);
  });

  it("lists relay legs among an athlete's results, never as PRs", async () => {
    const legs = await Promise.all(
      [1, 2, 3].map((i) => createAthlete(t, org.id, owner.token, { firstName: `Leg${i}`, lastName: 'Runner', gender: 'female' })),
    );
    const meet = await createMeet(t, org.id, owner.token, { startDate: '2025-05-01' });
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-4x100m-relay');
    const entry = await enterRelay(t, org.id, owner.token, event.id, [ann.id, ...legs.map((l) => l.id)]);
    await saveResult(t, org.id, owner.token, entry.id, { mark: '49.80' });
    const p = (
      await call(t.app, getAthlete, { as: { token: owner.token }, query: { orgId: org.id, athleteId: ann.id } })
    ).json<AthleteProfile>();
    const relay = p.results.find((r) => r.eventType === 'female-4x100m-relay')!;
    expect(relay.legs!.map((l) => l.firstName)).toEqual(['Ann', 'Leg1', 'Leg2', 'Leg3']);
    expect(relay.isPR).toBe(false);
    expect(p.prs.some((b) => b.eventType === 'female-4x100m-relay')).toBe(false);
  });

  it('deleting an athlete takes their results with them', async () => {
    const gone = await createAthlete(t, org.id, owner.token);
    const meet = await createMeet(t, org.id, owner.token);
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-800m');
    const [entry] = await enterAthletes(t, org.id, owner.token, event.id, [gone.id]);
    await saveResult(t, org.id, owner.token, entry!.id, { mark: '2:30.00' });
    expect(
      (await call(t.app, deleteAthlete, { as: { token: owner.token }, query: { orgId: org.id, athleteId: gone.id } })).statusCode,
    ).toBe(200);
    const { rows } = await t.pool.query('select count(*)::int as n from results where entry_id = $1', [entry!.id]);
    expect(rows[0].n).toBe(0);
  });
});
