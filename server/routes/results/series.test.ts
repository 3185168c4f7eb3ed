import { beforeAll, describe, expect, it } from 'vitest';
import { deleteResult, postResult, type SavedResult } from '@core/api/results';
import { getMeet, type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, recordResult, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('field-event series and height cards', () => {
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

  /** A meet on `date` with one event and `n` athletes entered: their entry ids. */
  const competition = async (eventType: string, n: number, date = '2025-04-12') => {
    const meet = await createMeet(t, org.id, owner.token, { startDate: date });
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, eventType);
    const athletes = [];
    for (let i = 0; i < n; i++) athletes.push(await createAthlete(t, org.id, owner.token, { gender: 'female' }));
    const entries = await enterAthletes(
      t,
      org.id,
      owner.token,
      event.id,
      athletes.map((a) => a.id),
    );
    return { meet, athletes, entries: athletes.map((a) => entries.find((e) => e.athlete?.id === a.id)!.id) };
  };
  const series = (entryId: string, text: string): Promise<SavedResult> => saveResult(t, org.id, owner.token, entryId, { series: text });
  const placesIn = async (meetId: string): Promise<Record<string, number | null>> => {
    const res = await call(t.app, getMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId } });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(
      res
        .json<MeetDetail>()
        .events.flatMap((e) => e.entries)
        .map((e) => [e.id, e.result?.place ?? null]),
    );
  };

  it('a long jump series: the wind-legal best counts for the PR, the wind-aided best places; the series reads back', async () => {
    const { entries, athletes } = await competition('female-long-jump', 1, '2025-04-05');
    const saved = await series(entries[0]!, '5.12/+1.2 X 5.30/+2.5 - 5.25/+2.0');
    expect(saved.result).toMatchObject({
      mark: { kind: 'length', mm: 5250 },
      wind: 2,
      windAided: false,
      legal: true,
      place: 1,
      seriesDisplay: '5.12/+1.2 X 5.30/+2.5 - 5.25/+2.0',
      windAidedBest: { mark: { kind: 'length', mm: 5300 }, display: '5.30m', wind: 2.5 },
      series: {
        kind: 'attempts',
        attempts: [
          { kind: 'mark', mm: 5120, wind: 1.2 },
          { kind: 'foul' },
          { kind: 'mark', mm: 5300, wind: 2.5 },
          { kind: 'pass' },
          { kind: 'mark', mm: 5250, wind: 2 },
        ],
      },
    });
    expect(saved.flags).toMatchObject({ isPR: true, isSeasonBest: true });
    // later: 5.28 wind-legal beats the legal 5.25 (not the wind-aided 5.30): a PR
    const later = await recordResult(
      t,
      org.id,
      owner.token,
      athletes[0]!.id,
      'female-long-jump',
      { mark: '5.28', wind: '+1.0' },
      { startDate: '2025-04-20' },
    );
    expect(later.flags).toMatchObject({ isPR: true });
    // only wind-aided marks: the result is wind-aided and no PR
    const windy = await recordResult(
      t,
      org.id,
      owner.token,
      athletes[0]!.id,
      'female-long-jump',
      { series: '5.60/+3.1 X' },
      { startDate: '2025-04-27' },
    );
    expect(windy.result).toMatchObject({ mark: { mm: 5600 }, windAided: true, legal: false, windAidedBest: null });
    expect(windy.flags).toMatchObject({ isPR: false });
  });

  it('a tie is broken by the second-best mark; a mark alone places with the series; deleting one re-places the rest', async () => {
    const { meet, entries } = await competition('female-long-jump', 4);
    const [a, b, c, d] = entries as [string, string, string, string];
    expect((await series(a, '5.30 5.10 X')).result.place).toBe(1);
    // b equals a's best and has the better second mark: b first, a second (a's place is rewritten)
    expect((await series(b, '5.30/+1.0 5.20/+0.4 X')).result.place).toBe(1);
    // c typed a mark alone: one attempt
    expect((await saveResult(t, org.id, owner.token, c, { mark: '5.40', wind: '+0.5', place: 4 })).result.place).toBe(1);
    expect((await saveResult(t, org.id, owner.token, d, { series: 'X X X' })).result).toMatchObject({
      mark: { kind: 'non-mark', code: 'FOUL' },
      place: null,
    });
    expect(await placesIn(meet.id)).toEqual({ [a]: 3, [b]: 2, [c]: 1, [d]: null });
    const cResult = (await call(t.app, getMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: meet.id } }))
      .json<MeetDetail>()
      .events[0]!.entries.find((e) => e.id === c)!.result!;
    expect(
      (
        await call(t.app, deleteResult, {
          as: { token: owner.token },
          query: { orgId: org.id, resultId: cResult.id, version: cResult.version },
        })
      ).statusCode,
    ).toBe(200);
    expect(await placesIn(meet.id)).toEqual({ [a]: 2, [b]: 1, [c]: null, [d]: null });
  });

  it('a high jump card: best height, then failures at it, then failures up to it; no clearance is NH', async () => {
    const { meet, entries } = await competition('female-high-jump', 4);
    const [a, b, c, d] = entries as [string, string, string, string];
    const first = await series(a, '1.50 O 1.55 XO 1.60 XXX');
    expect(first.result).toMatchObject({
      mark: { kind: 'length', mm: 1550 },
      seriesDisplay: '1.50 O 1.55 XO 1.60 XXX',
      windAidedBest: null,
      wind: null,
    });
    await series(b, '1.50 XO 1.55 O 1.60 XXX');
    await series(c, '1.50 - 1.55 XXO 1.60 X- 1.65 XX');
    expect((await series(d, '1.50 XXX')).result).toMatchObject({ mark: { kind: 'non-mark', code: 'NH' }, place: null });
    // a and b: 1.55, b cleared it at the first try; c cleared 1.55 at the third: a 2, b 1, c 3
    expect(await placesIn(meet.id)).toEqual({ [a]: 2, [b]: 1, [c]: 3, [d]: null });
    // a without a failure: first (b failed once, at 1.50); then b without one either: they share first (no jump-off)
    await series(a, '1.50 O 1.55 O 1.60 XXX');
    expect(await placesIn(meet.id)).toEqual({ [a]: 1, [b]: 2, [c]: 3, [d]: null });
    await series(b, '1.50 O 1.55 O 1.60 XXX');
    expect(await placesIn(meet.id)).toEqual({ [a]: 1, [b]: 1, [c]: 3, [d]: null });
  });

  it('400 names the series and says why; a mark and a series together, or neither, are refused', async () => {
    const { entries } = await competition('female-long-jump', 1);
    const post = (body: unknown) =>
      call(t.app, postResult, {
        as: { token: owner.token },
        query: { orgId: org.id, entryId: entries[0]! },
        body: { expectedVersion: null, ...(body as object) },
      });
    const cases: [unknown, string, RegExp][] = [
      [{ series: '5.10 X 5.1.2' }, 'body.series', /Attempt 3/],
      [{ series: '5.10 X X X X X X' }, 'body.series', /at most 6/],
      [{ series: '5.10/+12' }, 'body.series', /9\.9/],
      [{ series: '5.10', mark: '5.10' }, 'body.series', /not both/],
      [{}, 'body.mark', /Enter a mark/],
      [{ series: 'x'.repeat(301) }, 'body.series', /.+/],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ field, message: expect.stringMatching(message) });
    }
    const race = await competition('female-100m', 1);
    const res = await call(t.app, postResult, {
      as: { token: owner.token },
      query: { orgId: org.id, entryId: race.entries[0]! },
      body: { series: '12.1 12.2', expectedVersion: null },
    });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'body.series', message: expect.stringMatching(/keeps no series/) });
  });

  it('401, 404 for another team, 403 for an invitee, 200 for a coach, with a series', async () => {
    const { entries } = await competition('female-triple-jump', 1);
    const theirAthlete = await createAthlete(t, other.organization.id, other.owner.token);
    const theirs = await recordResult(t, other.organization.id, other.owner.token, theirAthlete.id, 'female-triple-jump', {
      series: '11.00 X',
    });
    const body = { series: '11.10/+1.0 X 11.25/-0.3', expectedVersion: null };
    const query = { orgId: org.id, entryId: entries[0]! };
    expect((await call(t.app, postResult, { query, body })).statusCode).toBe(401);
    expect((await call(t.app, postResult, { as: { token: other.owner.token }, query, body })).statusCode).toBe(404);
    expect(
      (await call(t.app, postResult, { as: { token: owner.token }, query: { ...query, entryId: theirs.result.entryId }, body })).statusCode,
    ).toBe(404);
    expect((await call(t.app, postResult, { as: { token: invitee.token }, query, body })).statusCode).toBe(403);
    const coach = await addMember(t, org.id, 'coach');
    const res = await call(t.app, postResult, { as: { token: coach.token }, query, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedResult>().result).toMatchObject({ mark: { mm: 11250 }, wind: -0.3, seriesDisplay: '11.10/+1.0 X 11.25/-0.3' });
  });
});
