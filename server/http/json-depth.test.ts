import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postAthlete } from '@core/api/athletes';
import { patchOrganization } from '@core/api/organizations';
import { createOrganization, type TestUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { DEPTH_MESSAGE, MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { NUL_MESSAGE, findNul, refuseNul } from './nul-guard';

/** Depth of a parsed JSON value, computed here on an explicit queue (objects and arrays count one each). */
const depthOf = (value: unknown): number => {
  let deepest = 0;
  const queue: [unknown, number][] = [[value, 0]];
  while (queue.length > 0) {
    const [v, d] = queue.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, d + 1);
    for (const child of Object.values(v)) queue.push([child, d + 1]);
  }
  return deepest;
};

const nestedArrays = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const nestedObjects = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

describe('nestsDeeperThan (one pass over the text)', () => {
  it('agrees with the depth of the parsed value, brackets in strings and escapes included', () => {
    const tricky = fc.constantFrom('"[[[{"', '"\\\\"', '"\\"[["', '"}}]]"', '"é[ü{"');
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'large', maxDepth: 12 },
        fc.jsonValue({ maxDepth: 2 }),
        tricky.map((s) => JSON.parse(s) as unknown),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(
          fc.oneof(
            fc.string(),
            tricky.map((s) => JSON.parse(s) as string),
          ),
          tie('value'),
          { maxKeys: 3 },
        ),
      ),
    })).value;
    fc.assert(
      fc.property(json, fc.integer({ min: 0, max: 14 }), fc.boolean(), (value, max, asBytes) => {
        const text = JSON.stringify(value, null, asBytes ? 1 : 0);
        expect(nestsDeeperThan(asBytes ? Buffer.from(text) : text, max)).toBe(depthOf(value) > max);
      }),
      { numRuns: 500 },
    );
  });

  it('reads a megabyte of nesting without recursing', () => {
    expect(nestsDeeperThan(nestedArrays(500_000))).toBe(true);
    expect(nestsDeeperThan(nestedArrays(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nestedArrays(MAX_JSON_DEPTH + 1))).toBe(true);
  });
});

describe('the NUL check walks without recursion and bounds the depth', () => {
  it('finds a NUL at the bound and refuses a value past it (it overflowed the stack at ~8,000 levels)', () => {
    const atBound = JSON.parse(nestedObjects(MAX_JSON_DEPTH - 1, '"x\\u0000"')) as unknown;
    expect(findNul(atBound, 'body')).toBe(
      `body.${Array(MAX_JSON_DEPTH - 1)
        .fill('a')
        .join('.')}`,
    );
    const deep = JSON.parse(nestedObjects(100_000, '"x\\u0000"')) as unknown;
    expect(() => refuseNul(deep, 'body')).toThrow(`body: ${DEPTH_MESSAGE}`);
    expect(findNul(deep, 'body')).toBeNull();
  });

  it('names the first NUL in document order, keys included', () => {
    const value = { a: [1, { b: 'ok' }, { c: 'x\u0000' }], d: 'y\u0000', ['k\u0000']: 1 };
    expect(findNul(value, 'body')).toBe('body.a.2.c');
    expect(findNul({ a: 1, ['k\u0000']: { z: 'y\u0000' } }, 'q')).toBe('q.k\\u0000');
    expect(findNul({ a: [1, 'two', null, true] }, 'q')).toBeNull();
  });
});

describe('a deeply nested JSON body answers 400', () => {
  const t = useTestApp();
  let owner: TestUser;
  let orgId: string;

  const expectTooDeep = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ field: 'body', message: `body: ${DEPTH_MESSAGE}` });
  };

  it('sets up a team', async () => {
    const created = await createOrganization(t);
    owner = created.owner;
    orgId = created.organization.id;
  });

  const bodies = (depth: number) => [
    nestedArrays(depth),
    nestedObjects(depth),
    nestedObjects(depth, '"x\\u0000"'),
    `{"firstName":${nestedArrays(depth)},"lastName":"B","gender":"female"}`,
  ];

  it('on the calls of the contract (a parsed body), at 10,000 and 100,000 levels', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 10_000, 100_000]) {
      for (const payload of bodies(depth)) {
        for (const def of [postAthlete, patchOrganization]) {
          expectTooDeep(
            await t.app.inject({
              method: def.method,
              url: `${def.path}?orgId=${orgId}`,
              headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json; charset=utf-8' },
              payload,
            }),
          );
        }
      }
    }
  });

  it('on sign-in and sign-up without a token (better-auth reads the raw body)', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      for (const payload of [...bodies(10_000), `{"email":"a@b.test","password":${nestedObjects(5_000, '"\\u0000"')}}`]) {
        expectTooDeep(await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload }));
      }
    }
  });

  it('leaves bodies within the bound to validation and the NUL check', async () => {
    const within = await t.app.inject({
      method: 'POST',
      url: `${postAthlete.path}?orgId=${orgId}`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: `{"firstName":${nestedArrays(MAX_JSON_DEPTH - 1)},"lastName":"B","gender":"female"}`,
    });
    expect(within.statusCode).toBe(400);
    expect(within.json()).toMatchObject({ field: 'body.firstName' });
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@b.test","password":${nestedObjects(MAX_JSON_DEPTH - 1, '"\\u0000"')}}`,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ message: string }>().message).toMatch(
      new RegExp(`^body\\.password(\\.a)+: ${NUL_MESSAGE.replace(/[()\\]/g, '\\$&')}$`),
    );
  });
});
