import { beforeAll, describe, expect, it } from 'vitest';
import { deleteResult, getResultHistory, postResult, type SavedResult } from '@core/api/results';
import { patchOrganization, type Organization } from '@core/api/organizations';
import { patchMeet } from '@core/api/meets';
import type { Athlete } from '@core/api/athletes';
import { parseMark } from '@core/marks';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, enterRelay, recordResult, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('results and their flags', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { units: 'imperial', handTimeConversion: true }));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
  });

  const athlete = (overrides: Partial<Athlete> = {}) => createAthlete(t, org.id, owner.token, { gender: 'female', ...overrides });
  const run = (a: Athlete, type: string, mark: string, date: string, extra: { wind?: string; season?: 'indoor' | 'outdoor' } = {}) =>
    recordResult(t, org.id, owner.token, a.id, type, { mark, wind: extra.wind }, { startDate: date, season: extra.season ?? 'outdoor' });

  it('the first result is a PR and a season best; a slower one is neither; a faster one is both', async () => {
    const a = await athlete();
    const first = await run(a, 'female-100m', '12.50', '2025-04-01');
    expect(first.flags).toEqual({ isPR: true, isSeasonBest: true, isTeamRecord: true });
    expect(first.result).toMatchObject({
      windAided: false,
      converted: false,
      display: '12.50',
      mark: { kind: 'time', ms: 12500, timing: 'fat' },
      legal: true,
      status: 'ok',
      date: '2025-04-01',
    });
    expect((await run(a, 'female-100m', '12.80', '2025-04-08')).flags).toMatchObject({ isPR: false, isSeasonBest: false });
    expect((await run(a, 'female-100m', '12.40', '2025-04-15')).flags).toMatchObject({ isPR: true, isSeasonBest: true });
    // equal to the PR is not a new PR
    expect((await run(a, 'female-100m', '12.40', '2025-04-22')).flags).toMatchObject({ isPR: false, isSeasonBest: false });
    // a new season: a season best, not a PR
    expect((await run(a, 'female-100m', '12.60', '2026-03-20')).flags).toMatchObject({ isPR: false, isSeasonBest: true });
  });

  it('a wind-aided mark stands as a result but is no PR; a legal one after it still is', async () => {
    const a = await athlete();
    await run(a, 'female-100m', '12.50', '2025-04-01', { wind: '+1.5' });
    const windy = await run(a, 'female-100m', '12.10', '2025-04-08', { wind: '+2.1' });
    expect(windy.flags).toEqual({ isPR: false, isSeasonBest: false, isTeamRecord: false });
    expect(windy.result).toMatchObject({ converted: false, windAided: true, wind: 2.1, legal: false, display: '12.10' });
    const legalLimit = await run(a, 'female-100m', '12.30', '2025-04-15', { wind: '+2.0' });
    expect(legalLimit.flags).toMatchObject({ isPR: true });
    expect(legalLimit.result.windAided).toBe(false);
    // wind typed for an event without wind is dropped
    const noWind = await run(a, 'female-800m', '2:30.00', '2025-04-15', { wind: '+5.0' });
    expect(noWind.result.wind).toBeNull();
  });

  it('compares hand times after conversion to FAT, unless the team turns conversion off', async () => {
    const a = await athlete();
    await run(a, 'female-100m', '12.30', '2025-04-01');
    // hand 12.1 = 12.34 FAT: slower than 12.30
    const hand = await run(a, 'female-100m', '12.1', '2025-04-08');
    expect(hand.flags).toEqual({ isPR: false, isSeasonBest: false, isTeamRecord: false });
    expect(hand.result).toMatchObject({
      windAided: false,
      display: '12.1',
      comparableDisplay: '12.34c',
      converted: true,
      mark: { timing: 'hand', ms: 12100 },
    });

    const o = await createOrganization(t, undefined, { handTimeConversion: false });
    const b = await createAthlete(t, o.organization.id, o.owner.token, { gender: 'female' });
    await recordResult(t, o.organization.id, o.owner.token, b.id, 'female-100m', { mark: '12.30' }, { startDate: '2025-04-01' });
    const raw = await recordResult(t, o.organization.id, o.owner.token, b.id, 'female-100m', { mark: '12.1' }, { startDate: '2025-04-08' });
    expect(raw.flags).toEqual({ isPR: true, isSeasonBest: true, isTeamRecord: true });
    expect(raw.result).toMatchObject({ windAided: false, converted: false });
    expect(raw.result.comparableDisplay).toBe('12.1');
    // turning conversion on changes the comparison without rewriting anything
    await call(t.app, patchOrganization, {
      as: { token: o.owner.token },
      query: { organizationId: o.organization.id },
      body: { handTimeConversion: true },
    });
    // 12.20 beats 12.30 and the converted 12.34c, though not the raw 12.1
    const later = await recordResult(
      t,
      o.organization.id,
      o.owner.token,
      b.id,
      'female-100m',
      { mark: '12.20' },
      { startDate: '2025-04-15' },
    );
    expect(later.flags.isPR).toBe(true);
  });

  it('keeps indoor and outdoor apart: an event at an indoor meet, and indoor events', async () => {
    const a = await athlete();
    const outdoor = await run(a, 'female-200m', '26.00', '2025-04-01');
    const indoor = await run(a, 'female-200m', '26.80', '2025-02-01', { season: 'indoor' });
    expect([outdoor.result.indoor, indoor.result.indoor]).toEqual([false, true]);
    expect(indoor.flags.isPR).toBe(true);
    expect((await run(a, 'female-200m', '26.50', '2025-04-20')).flags.isPR).toBe(false);
    const sixty = await run(a, 'female-indoor-60m', '8.10', '2025-04-25');
    expect(sixty.result.indoor).toBe(true);
  });

  it("stores feet-inches exactly as typed and shows them in the team's units", async () => {
    const a = await athlete();
    const lj = await run(a, 'female-long-jump', '17-04.75', '2025-04-01', { wind: '+0.4' });
    const expected = parseMark('female-long-jump', '17-04.75');
    expect(lj.result.mark).toEqual(expected.ok ? expected.mark : null);
    expect(lj.result.mark).toMatchObject({ kind: 'length', quarterInches: 835 });
    expect(lj.result.display).toBe('17-04.75');
    // 17-04.75 is 5.302 m
    expect((await run(a, 'female-long-jump', '5.30', '2025-04-08')).flags.isPR).toBe(false);
    expect((await run(a, 'female-long-jump', '5.31', '2025-04-08')).flags.isPR).toBe(true);
    expect((await run(a, 'female-long-jump', 'FOUL', '2025-04-09')).result).toMatchObject({
      status: 'FOUL',
      legal: false,
      display: 'FOUL',
    });
  });

  it("400 with the engine's message on a bad or implausible mark, naming body.mark; nothing stored", async () => {
    const a = await athlete();
    const m = await createMeet(t, org.id, owner.token);
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-400m');
    const [entry] = await enterAthletes(t, org.id, owner.token, e.id, [a.id]);
    const post = (body: unknown) =>
      call(t.app, postResult, {
        as: { token: owner.token },
        query: { orgId: org.id, entryId: entry!.id },
        body: { expectedVersion: null, ...(body as object) },
      });
    for (const mark of ['1:60.00', 'abc', '30.00', 'NH']) {
      const res = await post({ mark });
      const engine = parseMark('female-400m', mark);
      expect(engine.ok).toBe(false);
      expect(res.statusCode, mark).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body.mark', message: `body.mark: ${engine.ok ? '' : engine.error}` });
    }
    expect((await post({ mark: '' })).json()).toMatchObject({ field: 'body.mark' });
    expect((await post({ mark: '58.00', place: 0 })).json()).toMatchObject({ field: 'body.place' });
    expect((await post({ mark: '58.00', splits: [{ time: 'x' }] })).json()).toMatchObject({ field: 'body.splits.0.time' });
    const { rows } = await t.pool.query('select count(*)::int as n from results where entry_id = $1', [entry!.id]);
    expect(rows[0].n).toBe(0);
    const ok = await post({ mark: '58.00', place: 2, heat: 1, splits: [{ label: '200m', time: '28.1' }] });
    expect(ok.json<SavedResult>().result).toMatchObject({ place: 2, heat: 1, splits: [{ label: '200m', ms: 28100 }] });
    const replaced = await post({ mark: 'DNF', expectedVersion: ok.json<SavedResult>().result.version });
    expect(replaced.json<SavedResult>().result).toMatchObject({ status: 'DNF', place: null, splits: [] });
    expect(replaced.json<SavedResult>().result.id).toBe(ok.json<SavedResult>().result.id);
  });

  it('refuses results at a cancelled meet (409)', async () => {
    const a = await athlete();
    const m = await createMeet(t, org.id, owner.token);
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-400m');
    const [entry] = await enterAthletes(t, org.id, owner.token, e.id, [a.id]);
    await call(t.app, patchMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: m.id }, body: { status: 'cancelled' } });
    const res = await call(t.app, postResult, {
      as: { token: owner.token },
      query: { orgId: org.id, entryId: entry!.id },
      body: { mark: '58.00', expectedVersion: null },
    });
    expect(res.statusCode).toBe(409);
  });

  it('relay results carry their legs; a relay is never a PR or season best (decision 016)', async () => {
    const legs = await Promise.all([0, 1, 2, 3].map(() => athlete()));
    const m = await createMeet(t, org.id, owner.token, { startDate: '2025-05-01' });
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'female-4x100m-relay');
    const entry = await enterRelay(
      t,
      org.id,
      owner.token,
      e.id,
      legs.map((l) => l.id),
    );
    const saved = await saveResult(t, org.id, owner.token, entry.id, { mark: '50.10', place: 1 });
    expect(saved.result).toMatchObject({ athleteId: null, relayName: 'Relay A', display: '50.10' });
    expect(saved.result.legs!.map((l) => l.athleteId)).toEqual(legs.map((l) => l.id));
    expect(saved.flags).toMatchObject({ isPR: false, isSeasonBest: false });
    const m2 = await createMeet(t, org.id, owner.token, { startDate: '2025-05-08' });
    const e2 = await addMeetEvent(t, org.id, owner.token, m2.id, 'female-4x100m-relay');
    const entry2 = await enterRelay(t, org.id, owner.token, e2.id, legs.map((l) => l.id).reverse());
    expect((await saveResult(t, org.id, owner.token, entry2.id, { mark: '49.50' })).flags).toMatchObject({
      isPR: false,
      isSeasonBest: false,
    });
  });

  it('401, 400, 404 across organizations, 403 for an invitee, on every results call', async () => {
    const a = await athlete();
    const saved = await run(a, 'female-800m', '2:30.00', '2025-04-01');
    const theirAthlete = await createAthlete(t, other.organization.id, other.owner.token);
    const theirs = await recordResult(t, other.organization.id, other.owner.token, theirAthlete.id, 'female-800m', { mark: '2:31.00' });
    const calls = [
      [
        postResult,
        { orgId: org.id, entryId: saved.result.entryId },
        { entryId: theirs.result.entryId },
        { mark: '2:29.00', expectedVersion: 1 },
      ],
      [deleteResult, { orgId: org.id, resultId: saved.result.id, version: 1 }, { resultId: theirs.result.id }, undefined],
      [getResultHistory, { orgId: org.id, entryId: saved.result.entryId }, { entryId: theirs.result.entryId }, undefined],
    ] as const;
    for (const [def, query, theirIds, body] of calls) {
      expect((await call(t.app, def, { query, body })).statusCode, def.path).toBe(401);
      expect((await call(t.app, def, { as: { token: other.owner.token }, query, body })).statusCode, def.path).toBe(404);
      expect(
        (await call(t.app, def, { as: { token: owner.token }, query: { ...query, ...theirIds }, body })).statusCode,
        `${def.path} their id`,
      ).toBe(404);
      expect((await call(t.app, def, { as: { token: invitee.token }, query, body })).statusCode, def.path).toBe(403);
      const badQuery = await call(t.app, def, { as: { token: owner.token }, query: { ...query, orgId: 'x' }, body });
      expect(badQuery.json(), def.path).toMatchObject({ statusCode: 400, field: 'query.orgId' });
    }
    expect(
      (await call(t.app, deleteResult, { as: { token: owner.token }, query: { orgId: org.id, resultId: saved.result.id, version: 1 } }))
        .statusCode,
    ).toBe(200);
  });
});
