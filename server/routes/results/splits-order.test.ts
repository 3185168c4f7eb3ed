import { beforeAll, describe, expect, it } from 'vitest';
import { postResult, type ResultInput, type SavedResult } from '@core/api/results';
import type { Entry } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, savedVersion } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/**
 * Splits are cumulative times: the server refuses them out of order or after the finish, as the
 * browser does (web/features/results/split-times.ts, same wording), naming the split's field.
 */
describe('splits order', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let entries: Entry[];

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    const meet = await createMeet(t, org.id, owner.token);
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-800m');
    const athletes = [];
    for (let i = 0; i < 3; i++) athletes.push((await createAthlete(t, org.id, owner.token, { gender: 'female' })).id);
    entries = await enterAthletes(t, org.id, owner.token, event.id, athletes);
  });

  const post = async (entry: Entry, body: ResultInput) =>
    call(t.app, postResult, {
      as: { token: owner.token },
      query: { orgId: org.id, entryId: entry.id },
      body: { ...body, expectedVersion: await savedVersion(t, entry.id) },
    });
  const stored = async (entry: Entry): Promise<number> => {
    const { rows } = await t.pool.query<{ n: number }>('select count(*)::int as n from results where entry_id = $1', [entry.id]);
    return rows[0]!.n;
  };
  const times = (...list: string[]) => list.map((time) => ({ time }));

  it('400 naming the split that does not come after the one before; nothing stored', async () => {
    const entry = entries[0]!;
    const cases: [ResultInput, string, string][] = [
      [
        { mark: '2:21.45', splits: times('33.1', '1:09.82', '1:05.4') },
        'body.splits.2.time',
        'Split 3 (1:05.4) must come after split 2 (1:09.82): splits are cumulative times',
      ],
      [
        { mark: '2:21.45', splits: times('33.1', '33.1') },
        'body.splits.1.time',
        'Split 2 (33.1) must come after split 1 (33.1): splits are cumulative times',
      ],
      [
        { mark: 'DNF', splits: times('1:10.0', '35.0') },
        'body.splits.1.time',
        'Split 2 (35.0) must come after split 1 (1:10.0): splits are cumulative times',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(entry, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field, message: `${field}: ${message}` });
    }
    expect(await stored(entry)).toBe(0);
  });

  it('400 naming the last split when it comes after the finish time', async () => {
    const entry = entries[0]!;
    const late = await post(entry, {
      mark: '2:21.45',
      splits: [
        { label: '400m', time: '1:09.8' },
        { label: '800m', time: '2:22.00' },
      ],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      field: 'body.splits.1.time',
      message: 'body.splits.1.time: Split 2 (2:22.0) comes after the finish (2:21.45)',
    });
    const hand = await post(entry, { mark: '2:21.4', splits: times('1:09.8', '2:21.45') });
    expect(hand.json()).toMatchObject({
      field: 'body.splits.1.time',
      message: 'body.splits.1.time: Split 2 (2:21.45) comes after the finish (2:21.4)',
    });
    expect(await stored(entry)).toBe(0);
  });

  it('splits in order are saved, the last one may equal the finish, and a non-mark takes any increasing splits', async () => {
    const entry = entries[1]!;
    const ok = await post(entry, {
      mark: '2:21.45',
      splits: [
        { label: '400m', time: '1:09.82' },
        { label: '800m', time: '2:21.45' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<SavedResult>().result.splits).toEqual([
      { label: '400m', ms: 69820 },
      { label: '800m', ms: 141450 },
    ]);
    const dnf = await post(entry, { mark: 'DNF', splits: times('33.0', '1:10.5', '3:00.0') });
    expect(dnf.statusCode, dnf.body).toBe(200);
    expect(dnf.json<SavedResult>().result).toMatchObject({ status: 'DNF', splits: [{ ms: 33000 }, { ms: 70500 }, { ms: 180000 }] });
  });
});
