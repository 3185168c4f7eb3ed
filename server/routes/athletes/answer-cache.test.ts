import { beforeAll, describe, expect, it } from 'vitest';
import { getAthlete, getAthletes, patchAthlete, type AthleteProfile, type RosterAthlete } from '@core/api/athletes';
import { patchOrganization, type Organization } from '@core/api/organizations';
import { createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, recordResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache, chooseEncoding } from '../../http/answer-cache';

// The roster and the athlete page answer from a cache keyed by the team's data version (decision 014):
// every change that shows on them must change the answer, and a client holding it gets a 304.
describe('cached roster and athlete page', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let other: { organization: Organization; owner: TestUser };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    other = await createOrganization(t);
  });

  const roster = (headers: Record<string, string> = {}, token = owner.token, orgId = org.id) =>
    call(t.app, getAthletes, { as: { token }, query: { orgId, limit: 50 }, headers });

  it('answers 304 to a client holding the answer, and a new answer after each change', async () => {
    const ann = await createAthlete(t, org.id, owner.token, { firstName: 'Ann', lastName: 'Lee', gender: 'female' });
    const first = await roster();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await roster({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await roster()).body).toBe(first.body);

    // an edit of the athlete
    await call(t.app, patchAthlete, {
      as: { token: owner.token },
      query: { orgId: org.id, athleteId: ann.id },
      body: { firstName: 'Annie' },
    });
    const renamed = await roster({ 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(etag);
    expect(renamed.json<{ items: RosterAthlete[] }>().items[0]!.firstName).toBe('Annie');

    // a result saved (results and meet tables)
    await recordResult(t, org.id, owner.token, ann.id, 'female-100m', { mark: '12.51' }, { season: 'outdoor' });
    const withPr = (await roster()).json<{ items: RosterAthlete[] }>().items[0]!;
    expect(withPr.keyPrs.map((p) => p.display)).toEqual(['12.51']);

    // the team's hand-time setting changes how hand times compare
    const handTime = await recordResult(t, org.id, owner.token, ann.id, 'female-100m', { mark: '12.3' }, { season: 'outdoor' });
    expect(handTime.result.mark).toMatchObject({ timing: 'hand' });
    const page = async () =>
      (await call(t.app, getAthlete, { as: { token: owner.token }, query: { orgId: org.id, athleteId: ann.id } })).json<AthleteProfile>();
    // 12.3 hand is 12.54 FAT: the 12.51 stays the PR while conversion is on
    expect((await page()).prs[0]!.result.display).toBe('12.51');
    const off = await call(t.app, patchOrganization, {
      as: { token: owner.token },
      query: { organizationId: org.id },
      body: { handTimeConversion: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await page()).prs[0]!.result.display).toBe('12.3');
  });

  it('sends the answer compressed to a client that accepts it, with an ETag per encoding', async () => {
    for (let i = 0; i < 12; i++) await createAthlete(t, org.id, owner.token, { firstName: `Runner${i}`, lastName: 'Compressed' });
    const plain = await roster();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await roster({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gz = await roster({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect((await roster({ 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);
    // the plain answer's tag does not stand for the compressed one
    expect((await roster({ 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string })).statusCode).toBe(200);
  });

  it('never answers another team from the cache', async () => {
    const mine = await roster();
    expect(mine.statusCode).toBe(200);
    const theirs = await roster({ 'if-none-match': mine.headers.etag as string }, other.owner.token, org.id);
    expect(theirs.statusCode).toBe(404);
    const own = await roster({ 'if-none-match': mine.headers.etag as string }, other.owner.token, other.organization.id);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ items: unknown[] }>().items).toEqual([]);
  });
});

describe('AnswerCache', () => {
  const entry = (n: number) => ({ body: Buffer.alloc(n), etag: `"${n}"` });

  it('keeps the most recently used answers within its byte budget', () => {
    const cache = new AnswerCache(100);
    cache.set('a', entry(20));
    cache.set('b', entry(20));
    cache.set('c', entry(20));
    cache.get('a'); // now the newest
    cache.set('d', entry(25));
    cache.set('e', entry(25)); // 110 bytes: the least recently used (b) goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.etag).toBe('"20"');
    expect(cache.size).toBe(4);
  });

  it('chooses brotli, then gzip, as the client allows', () => {
    expect(chooseEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0', 5000)).toBe('gzip');
    expect(chooseEncoding('identity', 5000)).toBe('identity');
    expect(chooseEncoding(undefined, 5000)).toBe('identity');
    expect(chooseEncoding('br', 100)).toBe('identity');
  });

  it('does not keep an answer larger than a quarter of the budget', () => {
    const cache = new AnswerCache(100);
    cache.set('big', entry(26));
    expect(cache.get('big')).toBeUndefined();
  });
});
