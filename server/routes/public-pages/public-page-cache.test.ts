/**
 * A cached public page costs what a cached API answer costs (issue 26, decision 051): while the
 * team's data version is known, a repeated request asks the database nothing and builds nothing;
 * a result saved makes the next request build the page again, and turning the page off is seen at once.
 */
import { describe, expect, it } from 'vitest';
import { patchPublicPageSettings } from '@core/api/public-pages';
import { createOrganization } from '../../test/factories';
import { createAthlete, recordResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('public page cache', () => {
  const t = useTestApp();

  it('answers a repeated page without a query, and builds it again once a result is saved', async () => {
    const { organization, owner } = await createOrganization(t);
    const orgId = organization.id;
    const meet = { name: 'Cache Open', startDate: '2026-04-10', season: 'outdoor', status: 'scheduled' } as const;
    const athlete = await createAthlete(t, orgId, owner.token, { firstName: 'Ada', lastName: 'Lane', grade: 10 });
    const meetId = (await recordResult(t, orgId, owner.token, athlete.id, 'female-100m', { mark: '12.80' }, meet)).result.meetId;
    const slug = `cache-${Date.now().toString(36)}`;
    await call(t.app, patchPublicPageSettings, { as: owner, query: { orgId }, body: { enabled: true, slug } });

    // every query the app sends through its pool (drizzle runs each through pool.query)
    const queries: string[] = [];
    const query = t.pool.query.bind(t.pool) as (...args: unknown[]) => unknown;
    Object.assign(t.pool, {
      query: (...args: unknown[]) => {
        const q = args[0] as string | { text: string };
        queries.push(typeof q === 'string' ? q : q.text);
        return query(...args);
      },
    });
    const get = async () => {
      queries.length = 0;
      const res = await t.app.inject({ method: 'GET', url: `/t/${slug}/meets/${meetId}`, headers: { 'accept-encoding': 'gzip, br' } });
      return { res, queries: queries.length };
    };

    const first = await get();
    expect(first.res.statusCode).toBe(200);
    expect(first.queries).toBeGreaterThan(1); // the page is built: the team, the meet, its results

    for (let i = 0; i < 3; i++) {
      const again = await get();
      expect(again.res.statusCode).toBe(200);
      expect(again.queries).toBe(0);
      expect(again.res.headers.etag).toBe(first.res.headers.etag);
      expect(again.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
    }

    // a 304 asks nothing either
    queries.length = 0;
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/t/${slug}/meets/${meetId}`,
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(first.res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(queries).toHaveLength(0);

    // a result saved (in this process) bumps the data version: the very next request builds the page again
    const other = await createAthlete(t, orgId, owner.token, { firstName: 'Bea', lastName: 'Moss', grade: 11 });
    await recordResult(t, orgId, owner.token, other.id, 'female-200m', { mark: '27.10' }, { ...meet, name: 'Cache Relays' });
    const rebuilt = await get();
    expect(rebuilt.res.statusCode).toBe(200);
    expect(rebuilt.res.headers.etag).not.toBe(first.res.headers.etag);
    expect(rebuilt.queries).toBeGreaterThan(1);
    // once the write's NOTIFYs are heard (each evicts the team: one lookup, no build), it costs nothing again
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get()).queries).toBeLessThanOrEqual(1);
    const settled = await get();
    expect(settled.queries).toBe(0);
    expect(settled.res.headers.etag).toBe(rebuilt.res.headers.etag);

    // turning the page off in this process is seen by the next request
    await call(t.app, patchPublicPageSettings, { as: owner, query: { orgId }, body: { enabled: false } });
    expect((await get()).res.statusCode).toBe(404);
  });
});
