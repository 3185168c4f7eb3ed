import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallDef } from '@core/api/define-call';
import { scheduleApi } from '@core/api';
import { createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, createMeet } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/**
 * Generated bad input (fast-check) on every schedule call: whatever JSON or query arrives, a clear
 * 400 naming the field, or success, or a deliberate 403/404/409; never a 5xx.
 */
const KEYS = [
  'kind',
  'title',
  'start',
  'end',
  'location',
  'notes',
  'audience',
  'recurrence',
  'scope',
  'occurrence',
  'cancelled',
  'answer',
  'records',
];
const QUERY_KEYS = ['from', 'to', 'mine', 'kind', 'limit', 'scope', 'occurrence'];

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom('', ' ', '2027-03-14T02:30', '2027-02-30T10:00', '2027-03-01', 'practice', 'going', 'following', 'x'.repeat(300)),
  fc.record({
    freq: fc.constantFrom('weekly', 'daily', 'yearly'),
    byDay: fc.array(fc.constantFrom('MO', 'XX', 'SU')),
    until: fc.constantFrom('2027-01-01', '2031-01-01', null, 'x'),
  }),
  fc.array(fc.record({ athleteId: fc.string(), status: fc.constantFrom('present', 'gone', null) })),
);
const jsonBody = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...KEYS), oddValue, { maxKeys: 6 }));
const queryExtras = fc.dictionary(
  fc.constantFrom(...QUERY_KEYS),
  fc.oneof(fc.string(), fc.constantFrom('-1', '0', '99999', '2027-03-01', '2030-01-01', 'true', 'occurrence')),
  { maxKeys: 4 },
);

const allCalls = (Object.values(scheduleApi) as unknown[]).filter(
  (v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'method' in v,
);

const expectClear = (c: CallDef, status: number, body: string) => {
  expect(status, `${c.method} ${c.path} -> ${body}`).toBeLessThan(500);
  if (status === 400) {
    const json = JSON.parse(body) as { field?: string; message?: string; error?: string };
    expect(json.error).toBe('Bad Request');
    expect(json.field, body).toMatch(/^(body|query)/);
    expect(json.message, body).toMatch(/^(body|query)[^:]*: ./);
  }
};

describe('bad input on the schedule calls never causes a 5xx', () => {
  const t = useTestApp();
  let owner: TestUser;
  let ids: Record<string, string>;

  it('sets up a team with a recurring practice, an athlete and a meet', async () => {
    const { organization, owner: o } = await createOrganization(t);
    owner = o;
    const athlete = await createAthlete(t, organization.id, owner.token);
    await createMeet(t, organization.id, owner.token);
    const res = await call(t.app, scheduleApi.postScheduleEvent, {
      as: { token: owner.token },
      query: { orgId: organization.id },
      body: {
        kind: 'practice',
        title: 'Practice',
        start: '2027-03-01T15:30',
        end: '2027-03-01T17:30',
        recurrence: { freq: 'weekly', byDay: ['MO'], until: '2027-06-01' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    ids = {
      orgId: organization.id,
      eventId: res.json<{ id: string }>().id,
      occurrence: '2027-03-08T15:30',
      athleteId: athlete.id,
      from: '2027-03-01',
      to: '2027-03-31',
    };
    expect(allCalls.length).toBeGreaterThanOrEqual(10);
  });

  it('random JSON bodies on every call with a body', async () => {
    for (const c of allCalls.filter((x) => x.body)) {
      await fc.assert(
        fc.asyncProperty(jsonBody, async (body) => {
          const res = await t.app.inject({
            method: c.method,
            url: c.path,
            query: ids,
            headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectClear(c, res.statusCode, res.body);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('random query values on every call', async () => {
    for (const c of allCalls.filter((x) => x.path !== scheduleApi.deleteScheduleEvent.path)) {
      await fc.assert(
        fc.asyncProperty(
          queryExtras,
          fc.constantFrom('orgId', 'eventId', 'occurrence', 'athleteId', 'none'),
          fc.string(),
          async (extra, spoiled, junk) => {
            const query: Record<string, string> = { ...ids, ...extra };
            if (spoiled !== 'none') query[spoiled] = junk;
            const res = await t.app.inject({
              method: c.method,
              url: c.path,
              query,
              headers: { authorization: `Bearer ${owner.token}`, ...(c.body ? { 'content-type': 'application/json' } : {}) },
              ...(c.body ? { payload: '{}' } : {}),
            });
            expectClear(c, res.statusCode, res.body);
          },
        ),
        { numRuns: 15 },
      );
    }
  });
});
