import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callsIn, type CallDef } from '@core/api/define-call';
import { athletesApi, leadersApi, meetsApi, resultsApi } from '@core/api';
import { createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, saveResult } from '../../test/domain-factories';
import { useTestApp } from '../../test/test-app';

/**
 * Generated bad input (fast-check) on every call of the domain (athletes, meets, results,
 * events): whatever JSON or query arrives, a clear 400 naming the field, or success, or a
 * deliberate 403/404/409; never a 5xx.
 */
const KEYS = [
  'firstName',
  'lastName',
  'gender',
  'grade',
  'gradYear',
  'birthdate',
  'email',
  'eventGroups',
  'preferredEvents',
  'photo',
  'status',
  'userId',
  'notes',
  'name',
  'startDate',
  'endDate',
  'location',
  'season',
  'seasonYear',
  'host',
  'eventType',
  'round',
  'position',
  'athleteIds',
  'legs',
  'alternates',
  'mark',
  'wind',
  'place',
  'heat',
  'splits',
  'results',
  'entryId',
  'text',
  'skipDuplicates',
];
const QUERY_KEYS = [
  'search',
  'gender',
  'grade',
  'gradYear',
  'eventGroup',
  'status',
  'sortBy',
  'limit',
  'offset',
  'when',
  'season',
  'seasonYear',
  'type',
  'scope',
  'environment',
];

/** Text PostgreSQL refuses (NUL) or no field should take (over-long). */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'a\u0000b', 'x'.repeat(5_000), 'é'.repeat(40_000), 'First,Last\nA\u0000,B'),
);

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  hostileString,
  fc.array(fc.record({ label: hostileString, time: fc.constantFrom('58.2', '1:01.0'), athleteId: hostileString }), { maxLength: 2 }),
  fc.constantFrom(
    '',
    ' ',
    'DNF',
    '10.85',
    '1:60.00',
    '42-06.50',
    '+2.1',
    'female-100m',
    'male-4x400m-relay',
    '2001-02-30',
    'x'.repeat(300),
    '-1',
    '1e309',
    'Gender,First,Last,Grade\nF,A,B,9',
  ),
);
const jsonBody = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...KEYS), oddValue, { maxKeys: 6 }));
const queryExtras = fc.dictionary(
  fc.constantFrom(...QUERY_KEYS),
  fc.oneof(fc.string(), hostileString, fc.constantFrom('-1', '0', '99999', 'female-100m', 'season', 'lastName')),
  { maxKeys: 4 },
);

const allCalls = callsIn(athletesApi, meetsApi, resultsApi, leadersApi);

const expectClear = (call: CallDef, status: number, body: string) => {
  expect(status, `${call.method} ${call.path} -> ${body}`).toBeLessThan(500);
  if (status === 400) {
    const json = JSON.parse(body) as { field?: string; message?: string; error?: string };
    expect(json.error).toBe('Bad Request');
    expect(json.field, body).toMatch(/^(body|query)/);
    expect(json.message, body).toMatch(/^(body|query)[^:]*: ./);
  }
};

describe('bad input on the domain calls never causes a 5xx', () => {
  const t = useTestApp();
  let owner: TestUser;
  let ids: Record<string, string>;

  it('sets up a team with an athlete, a meet, an event, an entry and a result', async () => {
    const { organization, owner: o } = await createOrganization(t);
    owner = o;
    const athlete = await createAthlete(t, organization.id, owner.token);
    const meet = await createMeet(t, organization.id, owner.token);
    const event = await addMeetEvent(t, organization.id, owner.token, meet.id, 'female-100m');
    const [entry] = await enterAthletes(t, organization.id, owner.token, event.id, [athlete.id]);
    const saved = await saveResult(t, organization.id, owner.token, entry!.id, { mark: '12.50' });
    ids = {
      orgId: organization.id,
      athleteId: athlete.id,
      meetId: meet.id,
      eventId: event.id,
      entryId: entry!.id,
      resultId: saved.result.id,
      type: 'female-100m',
    };
    expect(allCalls.length).toBeGreaterThanOrEqual(25);
  });

  it('random JSON bodies on every call with a body', async () => {
    for (const call of allCalls.filter((c) => c.body)) {
      await fc.assert(
        fc.asyncProperty(jsonBody, async (body) => {
          const res = await t.app.inject({
            method: call.method,
            url: call.path,
            query: ids,
            headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectClear(call, res.statusCode, res.body);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('random query values on every call', async () => {
    for (const call of allCalls) {
      await fc.assert(
        fc.asyncProperty(
          queryExtras,
          fc.constantFrom('orgId', 'athleteId', 'meetId', 'eventId', 'entryId', 'resultId', 'none'),
          fc.oneof(fc.string(), hostileString),
          async (extra, spoiled, junk) => {
            const query: Record<string, string> = { ...ids, ...extra };
            if (spoiled !== 'none') query[spoiled] = junk;
            const res = await t.app.inject({
              method: call.method,
              url: call.path,
              query,
              headers: { authorization: `Bearer ${owner.token}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
              ...(call.body ? { payload: '{}' } : {}),
            });
            expectClear(call, res.statusCode, res.body);
          },
        ),
        { numRuns: 15 },
      );
    }
  });
});
