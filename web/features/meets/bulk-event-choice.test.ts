import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@core/sport-events/catalogue';
import { bulkEventTypes, catalogueByCategory } from './bulk-event-choice';

describe('bulkEventTypes', () => {
  it('gives girls then boys per event, in the catalogue order, only genders the event is held for, none taken', () => {
    const slugs = new Set(['long-jump', '100m', '4x400m-relay']);
    const got = bulkEventTypes(slugs, ['male', 'female', 'mixed'], new Set(['male-100m']));
    // independent: walk the catalogue by hand
    const expected: string[] = [];
    for (const e of CATALOGUE) {
      if (!slugs.has(e.event)) continue;
      for (const g of ['female', 'male', 'mixed'] as const)
        if (e.genders.includes(g) && `${g}-${e.event}` !== 'male-100m') expected.push(`${g}-${e.event}`);
    }
    expect(got).toEqual(expected);
    expect(got[0]).toBe('female-100m');
    expect(got).not.toContain('mixed-100m');
  });

  it('is empty without genders or events', () => {
    expect(bulkEventTypes(new Set(['100m']), [], new Set())).toEqual([]);
    expect(bulkEventTypes(new Set(), ['female'], new Set())).toEqual([]);
  });
});

describe('catalogueByCategory', () => {
  it('lists each catalogue event held for a chosen gender once, in order', () => {
    const all = catalogueByCategory(['female']).flatMap((c) => c.events.map((e) => e.event));
    expect([...all].sort()).toEqual(
      CATALOGUE.filter((e) => e.genders.includes('female'))
        .map((e) => e.event)
        .sort(),
    );
    expect(new Set(all).size).toBe(all.length);
  });
});
