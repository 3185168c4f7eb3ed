import { describe, expect, it } from 'vitest';
import { getSportEvents } from '@core/api/sport-events';
import type { SportEvent } from '@core/sport-events/sport-events';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('GET /api/sport-events/get', () => {
  const t = useTestApp();

  it('needs no token and keeps the fixed order: 100m first, xc-4x1.5mile-relay last', async () => {
    const res = await call(t.app, getSportEvents, { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    const events = res.json<SportEvent[]>();
    expect(events[0]).toMatchObject({ event: '100m', type: 'male-100m', gender: 'male', category: 'sprints', kind: 'time' });
    expect(events.at(-1)?.event).toBe('xc-4x1.5mile-relay');
    const slugs = [...new Set(events.map((e) => e.event))];
    expect(slugs.slice(0, 6)).toEqual(['100m', '200m', '400m', '800m', '1600m', '3200m']);
    expect(slugs.indexOf('indoor-55m')).toBeGreaterThan(slugs.indexOf('shot-put'));
  });

  it('filters by gender, and mixed holds the two mixed relays', async () => {
    const female = (await call(t.app, getSportEvents, { query: { gender: 'female' } })).json<SportEvent[]>();
    expect(female.length).toBeGreaterThan(10);
    expect(female.every((e) => e.gender === 'female' && e.type === `female-${e.event}`)).toBe(true);
    const mixed = (await call(t.app, getSportEvents, { query: { gender: 'mixed' } })).json<SportEvent[]>();
    expect(mixed.map((e) => e.type).sort()).toEqual(['mixed-4x400m-relay', 'mixed-distance-medley-relay'].sort());
  });

  it('gives each event its kind: distance, height, relay, time', async () => {
    const events = (await call(t.app, getSportEvents, { query: { gender: 'male' } })).json<SportEvent[]>();
    const kind = (slug: string) => events.find((e) => e.event === slug)?.kind;
    expect(['shot-put', 'discus', 'long-jump', 'triple-jump'].map(kind)).toEqual(['distance', 'distance', 'distance', 'distance']);
    expect(['high-jump', 'pole-vault'].map(kind)).toEqual(['height', 'height']);
    expect(kind('4x100m-relay')).toBe('relay');
    expect(kind('1600m')).toBe('time');
  });

  it('400 naming the field on an unknown gender', async () => {
    const res = await call(t.app, getSportEvents, { query: { gender: 'robot' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', field: 'query.gender' });
    expect(res.json().message).toMatch(/^query\.gender: /);
  });
});
