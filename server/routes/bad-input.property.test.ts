import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as api from '@core/api';
import { callsIn, type CallDef } from '@core/api/define-call';
import { timeZoneNames } from '@core/schedule/time-zones';
import {
  userApi,
  organizationsApi,
  organizationApi,
  membersApi,
  sportEventsApi,
  filesApi,
  imagesApi,
  performanceApi,
  healthApi,
} from '@core/api';
import { addMember, createOrganization, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';
import { DEPTH_MESSAGE, nestsDeeperThan } from '../http/json-depth';

/**
 * Generated bad input (fast-check): whatever JSON arrives, a call answers a clear 400 naming the
 * field (or succeeds, or refuses on purpose with 403/404/409), never a 5xx.
 */
const KEYS = [
  'firstName',
  'lastName',
  'birthdate',
  'gender',
  'gradeLevel',
  'sportEvents',
  'categories',
  'profilePhoto',
  'name',
  'kind',
  'location',
  'logo',
  'primaryColor',
  'units',
  'handTimeConversion',
  'timezone',
  'newRoleName',
  'token',
];

/** Text PostgreSQL refuses (NUL) or no field should take (over-long), among ordinary strings. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'a\u0000b', 'x'.repeat(200), 'x'.repeat(5_000), 'é'.repeat(40_000)),
);

const jsonBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...KEYS), fc.jsonValue(), { maxKeys: 6 }),
  fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(fc.string(), hostileString, fc.constantFrom('', ' ', 'owner', 'metric', '2001-02-30')), {
    maxKeys: 6,
  }),
  fc.dictionary(fc.constantFrom(...KEYS), fc.array(hostileString, { maxLength: 3 }), { maxKeys: 3 }),
);

/**
 * JSON text nested deep (to 60,000 levels, within the 1 MB body limit): arrays, objects or both,
 * around a value that may hold a NUL, on its own or in a field. The NUL check walked it by
 * recursion: a stack overflow, 500 (issue 24).
 */
const deepJsonText = fc
  .record({
    depth: fc.oneof(fc.integer({ min: 60, max: 70 }), fc.integer({ min: 70, max: 60_000 })),
    open: fc.constantFrom('[', '{"a":', '[{"b":'),
    inner: fc.constantFrom('1', '"x"', '"\\u0000"', '{}', '"]]}}"'),
    field: fc.option(fc.constantFrom(...KEYS), { nil: undefined }),
  })
  .map(({ depth, open, inner, field }) => {
    const close = { '[': ']', '{"a":': '}', '[{"b":': '}]' }[open]!;
    const levels = Math.ceil(depth / (open === '[{"b":' ? 2 : 1));
    const nested = `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
    return field ? `{${JSON.stringify(field)}:${nested}}` : nested;
  });

/** A request body as sent: generated JSON, or deeply nested text. */
const jsonText = fc.oneof(
  jsonBody.map((body) => JSON.stringify(body)),
  deepJsonText,
);

/** Every JSON call of these areas (the multipart upload has its own tests). */
const allCalls = callsIn(
  userApi,
  organizationsApi,
  organizationApi,
  membersApi,
  sportEventsApi,
  filesApi,
  imagesApi,
  performanceApi,
  healthApi,
).filter((call) => call !== filesApi.uploadFile);

const expectClear = (call: CallDef, status: number, body: string) => {
  expect(status, `${call.method} ${call.path} -> ${body}`).toBeLessThan(500);
  if (status === 400) {
    const json = JSON.parse(body) as { field?: string; message?: string; error?: string };
    expect(json.error).toBe('Bad Request');
    expect(json.field, body).toMatch(/^(body|query)/);
    expect(json.message, body).toMatch(/^(body|query)[^:]*: ./);
  }
};

describe('bad input never causes a 5xx', () => {
  const t = useTestApp();
  let owner: TestUser;
  let ids: { orgId: string; memberId: string };

  it('sets up a team', async () => {
    const created = await createOrganization(t);
    owner = created.owner;
    const coach = await addMember(t, created.organization.id, 'coach');
    ids = { orgId: created.organization.id, memberId: coach.user!.id };
    expect(allCalls.filter((c) => c.body).length).toBeGreaterThanOrEqual(6);
  });

  it('random JSON bodies on every call with a body', async () => {
    for (const call of allCalls.filter((c) => c.body)) {
      const query = { orgId: ids.orgId, organizationId: ids.orgId, memberId: ids.memberId, userId: owner.user!.id };
      await fc.assert(
        fc.asyncProperty(jsonText, async (payload) => {
          const res = await t.app.inject({
            method: call.method,
            url: call.path,
            query,
            headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
            payload,
          });
          expectClear(call, res.statusCode, res.body);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('random query strings on every call', async () => {
    const params = [
      'orgId',
      'organizationId',
      'memberId',
      'userId',
      'roles[]',
      'limit',
      'offset',
      'search',
      'sortBy',
      'gender',
      'fileId',
      'purpose',
      'token',
      'w',
      'q',
      'f',
    ];
    for (const call of allCalls) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(...params),
            fc.oneof(fc.string({ maxLength: 300 }), hostileString, fc.array(fc.oneof(fc.string(), hostileString), { maxLength: 3 })),
          ),
          async (query) => {
            const res = await t.app.inject({
              method: call.method,
              url: call.path,
              query,
              headers: { authorization: `Bearer ${owner.token}` },
              ...(call.body ? { payload: {} } : {}),
            });
            expectClear(call, res.statusCode, res.body);
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  it('deeply nested bodies on sign-up and sign-in, without a token: 400 naming the body', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      await fc.assert(
        // within better-auth's 64 KB body limit
        fc.asyncProperty(
          deepJsonText.filter((text) => text.length < 64 * 1024),
          async (payload) => {
            const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
            expect(res.statusCode, `${url} -> ${res.body}`).toBeLessThan(500);
            if (nestsDeeperThan(payload))
              expect(res.json()).toMatchObject({ statusCode: 400, field: 'body', message: `body: ${DEPTH_MESSAGE}` });
          },
        ),
        { numRuns: 30 },
      );
    }
  });

  it('time zones on every call that takes one: 400 naming the field, or a listed zone the schedule and feed can use', async () => {
    const zoneCalls = callsIn(...Object.values(api)).filter((c) => c.body instanceof z.ZodObject && 'timezone' in c.body.shape);
    expect(zoneCalls.length).toBeGreaterThanOrEqual(2);
    const listed = timeZoneNames();
    const zone = fc.oneof(
      fc.string(),
      hostileString,
      fc.constantFrom(...listed),
      fc.constantFrom(...listed).map((name) => name.toLowerCase()),
      fc.constantFrom(...listed).map((name) => name.replace('/', ' / ')),
      fc.constantFrom(
        'US/Eastern',
        'Asia/Kolkata',
        'Etc/UTC',
        'Etc/GMT+5',
        '+05:00',
        'UTC+2',
        'EST',
        'Eastern Time',
        'Mars/Olympus_Mons',
        ' Europe/Paris ',
      ),
    );
    const feed = (await call(t.app, api.scheduleApi.getScheduleFeed, { as: owner, query: { orgId: ids.orgId } })).json<{ url: string }>();
    for (const zoneCall of zoneCalls) {
      await fc.assert(
        fc.asyncProperty(zone, async (timezone) => {
          const res = await call(t.app, zoneCall, {
            as: owner,
            query: { organizationId: ids.orgId },
            body: zoneCall.method === 'POST' ? { name: 'Zone team', timezone } : { timezone },
          });
          expectClear(zoneCall, res.statusCode, res.body);
          if (res.statusCode === 400) expect(res.json()).toMatchObject({ field: 'body.timezone' });
          else {
            expect(res.statusCode, res.body).toBe(200);
            expect(listed).toContain(res.json<{ timezone: string }>().timezone);
          }
          const orgId = res.statusCode === 200 && zoneCall.method === 'POST' ? res.json<{ id: string }>().id : ids.orgId;
          const schedule = await call(t.app, api.scheduleApi.getSchedule, {
            as: owner,
            query: { orgId, from: '2027-03-01', to: '2027-03-31' },
          });
          expect(schedule.statusCode, schedule.body).toBe(200);
        }),
        { numRuns: 40 },
      );
    }
    const ics = await t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
    expect(ics.statusCode, ics.body).toBe(200);
  });

  it('malformed JSON and a text body answer 400 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organizations/post',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/organizations/post',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'text/plain' },
      payload: 'name=Team',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().field).toBe('body');
  });
});
