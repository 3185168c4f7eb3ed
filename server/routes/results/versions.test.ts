import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteResult,
  getResultHistory,
  importResults,
  postResult,
  RESULT_CHANGED_CODE,
  type ResultChange,
  type ResultConflict,
  type SavedResult,
} from '@core/api/results';
import { ENTRY_CHANGED_CODE, patchEntrySeed, type Entry } from '@core/api/meets';
import { deleteCombinedMark, postCombinedMark } from '@core/api/combined-events';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, createUser, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/** Decision 039: a save names the version it changed; a stale one is refused with the current value; every change is in the history. */
describe('result versions and history', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { units: 'metric' }));
    coach = await addMember(t, org.id, 'coach', await createUser(t, { profile: { firstName: 'Cora', lastName: 'Quint' } }));
    invitee = await addMember(t, org.id, 'invitee');
  });

  /** A new athlete entered in a new discus event: the entry id. */
  const entry = async (eventType = 'male-discus'): Promise<string> => {
    const a = await createAthlete(t, org.id, owner.token, { gender: 'male' });
    const m = await createMeet(t, org.id, owner.token, { startDate: '2025-05-03' });
    const e = await addMeetEvent(t, org.id, owner.token, m.id, eventType);
    return (await enterAthletes(t, org.id, owner.token, e.id, [a.id]))[0]!.id;
  };
  const post = (as: TestUser, entryId: string, mark: string, expectedVersion: number | null) =>
    call(t.app, postResult, { as: { token: as.token }, query: { orgId: org.id, entryId }, body: { mark, expectedVersion } });
  const stored = async (entryId: string) =>
    (await t.pool.query<{ mm: number; version: number }>('select mm, version from results where entry_id = $1', [entryId])).rows;
  const history = async (as: TestUser, entryId: string) =>
    call(t.app, getResultHistory, { as: { token: as.token }, query: { orgId: org.id, entryId } });

  it('a second save of the same version answers 409 with the value saved meanwhile, and changes nothing', async () => {
    const id = await entry();
    const first = await post(owner, id, '40.00', null);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SavedResult>().result.version).toBe(1);

    // the coach and the owner both opened version 1; the coach saves first
    const coachSave = await post(coach, id, '44.44', 1);
    expect(coachSave.statusCode, coachSave.body).toBe(200);
    expect(coachSave.json<SavedResult>().result).toMatchObject({ display: '44.44m', version: 2 });

    const stale = await post(owner, id, '45.55', 1);
    expect(stale.statusCode).toBe(409);
    const body = stale.json<{ code: string; message: string; current: ResultConflict }>();
    expect(body.code).toBe(RESULT_CHANGED_CODE);
    expect(body.message).toMatch(/changed by someone else/);
    expect(body.current.result).toMatchObject({ display: '44.44m', version: 2, entryId: id });
    expect(body.current.changedBy).toBe('Cora Quint');
    expect(Date.parse(body.current.changedAt!)).not.toBeNaN();
    expect(await stored(id)).toEqual([{ mm: 44440, version: 2 }]);

    // the owner chooses to keep theirs: saved over the version now named
    const kept = await post(owner, id, '45.55', 2);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await stored(id)).toEqual([{ mm: 45550, version: 3 }]);
  });

  it('a create (expectedVersion null) never overwrites a result saved meanwhile', async () => {
    const id = await entry();
    expect((await post(coach, id, '41.00', null)).statusCode).toBe(200);
    const second = await post(owner, id, '42.00', null);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ current: ResultConflict }>().current.result).toMatchObject({ display: '41.00m', version: 1 });
    // a version for a result that does not exist is stale too (deleted meanwhile: current null)
    const fresh = await entry();
    const ghost = await post(owner, fresh, '42.00', 3);
    expect(ghost.statusCode).toBe(409);
    expect(ghost.json<{ current: ResultConflict }>().current).toMatchObject({ result: null });
    expect(await stored(fresh)).toEqual([]);
  });

  it('two saves of one version sent at once: exactly one is saved, the other answers 409', async () => {
    const id = await entry();
    await post(owner, id, '40.00', null);
    const answers = await Promise.all([post(owner, id, '43.00', 1), post(coach, id, '46.00', 1), post(owner, id, '47.00', 1)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<SavedResult>().result;
    expect(await stored(id)).toEqual([{ mm: winner.mark.kind === 'length' ? winner.mark.mm : -1, version: 2 }]);
    const changes = (await history(owner, id)).json<{ changes: ResultChange[] }>().changes;
    expect(changes).toHaveLength(2);
  });

  it('a delete names its version: a stale one answers 409, the right one deletes', async () => {
    const id = await entry();
    const saved = (await post(owner, id, '40.00', null)).json<SavedResult>().result;
    await post(coach, id, '41.50', 1);
    const query = { orgId: org.id, resultId: saved.id };
    const stale = await call(t.app, deleteResult, { as: { token: owner.token }, query: { ...query, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: ResultConflict }>().current.result).toMatchObject({ display: '41.50m', version: 2 });
    expect(await stored(id)).toHaveLength(1);
    expect((await call(t.app, deleteResult, { as: { token: owner.token }, query: { ...query, version: 2 } })).statusCode).toBe(200);
    expect(await stored(id)).toEqual([]);
  });

  it('keeps every change with who, when, from and to, newest first; staff read it, an invitee may not', async () => {
    const id = await entry('male-long-jump');
    const created = (await post(owner, id, '6.10', null)).json<SavedResult>().result;
    await call(t.app, postResult, {
      as: { token: coach.token },
      query: { orgId: org.id, entryId: id },
      body: { mark: '6.25', wind: '+1.2', place: 2, expectedVersion: 1 },
    });
    await call(t.app, deleteResult, { as: { token: owner.token }, query: { orgId: org.id, resultId: created.id, version: 2 } });
    // a refused save leaves no trace
    expect((await post(coach, id, '7.00', 2)).statusCode).toBe(409);

    const res = await history(coach, id);
    expect(res.statusCode, res.body).toBe(200);
    const changes = res.json<{ changes: ResultChange[] }>().changes;
    const ownerName = `${owner.user!.firstName} ${owner.user!.lastName}`;
    expect(changes.map(({ kind, version, from, to, by }) => ({ kind, version, from, to, by }))).toEqual([
      { kind: 'deleted', version: 2, from: '6.25m (+1.2), place 2', to: null, by: ownerName },
      { kind: 'changed', version: 2, from: '6.10m', to: '6.25m (+1.2), place 2', by: 'Cora Quint' },
      { kind: 'created', version: 1, from: null, to: '6.10m', by: ownerName },
    ]);
    for (const c of changes) expect(Date.now() - Date.parse(c.at)).toBeLessThan(60_000);

    expect((await history(owner, id)).statusCode).toBe(200);
    expect((await history(invitee, id)).statusCode).toBe(403);
    const other = await createOrganization(t);
    expect((await history(other.owner, id)).statusCode).toBe(404);
  });

  it('an import overwrites whatever version is saved, on purpose, and the history says so', async () => {
    await createAthlete(t, org.id, owner.token, { firstName: 'Ivo', lastName: 'Brandt', gender: 'male' });
    const meet = await createMeet(t, org.id, owner.token, { startDate: '2025-05-10' });
    const csv = (mark: string) => `Event,First,Last,Mark\nmale-shot-put,Ivo,Brandt,${mark}`;
    const importAs = (as: TestUser, mark: string) =>
      call(t.app, importResults, { as: { token: as.token }, query: { orgId: org.id, meetId: meet.id }, body: { text: csv(mark) } });
    expect((await importAs(owner, '12.05')).statusCode).toBe(200);
    const { rows } = await t.pool.query<{ entry_id: string }>('select entry_id from results where meet_id = $1', [meet.id]);
    const id = rows[0]!.entry_id;
    await saveResult(t, org.id, coach.token, id, { mark: '12.30', expectedVersion: 1 });
    expect((await importAs(owner, '12.10')).statusCode).toBe(200);
    expect(await stored(id)).toEqual([{ mm: 12100, version: 3 }]);
    const changes = (await history(coach, id)).json<{ changes: ResultChange[] }>().changes;
    expect(changes.map(({ kind, from, to }) => ({ kind, from, to }))).toEqual([
      { kind: 'imported', from: '12.30m', to: '12.10m' },
      { kind: 'changed', from: '12.05m', to: '12.30m' },
      { kind: 'imported', from: null, to: '12.05m' },
    ]);
  });

  it("a combined event's total changed by a discipline mark is in the history as computed, by whoever typed the mark", async () => {
    const id = await entry('male-decathlon');
    const dns = await call(t.app, postCombinedMark, {
      as: { token: coach.token },
      query: { orgId: org.id, entryId: id },
      body: { discipline: 'long-jump', mark: 'DNS' },
    });
    expect(dns.statusCode, dns.body).toBe(200);
    // a second mark that leaves the total as it is (still DNF) writes no new version
    await call(t.app, postCombinedMark, {
      as: { token: coach.token },
      query: { orgId: org.id, entryId: id },
      body: { discipline: '100m', mark: '11.00' },
    });
    expect(await stored(id)).toEqual([{ mm: null, version: 1 }]);
    await call(t.app, deleteCombinedMark, { as: { token: owner.token }, query: { orgId: org.id, entryId: id, discipline: 'long-jump' } });
    expect(await stored(id)).toEqual([]);
    const changes = (await history(owner, id)).json<{ changes: ResultChange[] }>().changes;
    const ownerName = `${owner.user!.firstName} ${owner.user!.lastName}`;
    expect(changes.map(({ kind, from, to, by }) => ({ kind, from, to, by }))).toEqual([
      { kind: 'computed', from: 'DNF', to: null, by: ownerName },
      { kind: 'computed', from: null, to: 'DNF', by: 'Cora Quint' },
    ]);
  });

  it("an entry's change names its version: a stale seed answers 409 with the entry as it is", async () => {
    const id = await entry('male-100m');
    const seed = (as: TestUser, text: string, expectedVersion: number) =>
      call(t.app, patchEntrySeed, {
        as: { token: as.token },
        query: { orgId: org.id, entryId: id },
        body: { seed: text, expectedVersion },
      });
    const first = await seed(coach, '11.40', 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Entry>()).toMatchObject({ version: 2, seed: { display: '11.40' } });
    const stale = await seed(owner, '11.90', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string; current: Entry }>()).toMatchObject({
      code: ENTRY_CHANGED_CODE,
      current: { id, version: 2, seed: { display: '11.40' } },
    });
    expect((await seed(owner, '11.90', 2)).json<Entry>()).toMatchObject({ version: 3, seed: { display: '11.90' } });
  });
});
