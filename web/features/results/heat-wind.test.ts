import { describe, expect, it } from 'vitest';
import { heatsOf, withHeatWind } from './heat-wind';
import type { RowValues } from './unsaved-results';

const row = (id: string, heat: string, wind = '', mark = '12.1'): { id: string; values: RowValues } => ({
  id,
  values: { mark, wind, place: '', heat, splits: '' },
});

describe('heat wind', () => {
  const rows = [row('a', '2'), row('b', '1', '+0.4'), row('c', '1'), row('d', ''), row('e', '10'), row('f', '1', '+1.2')];

  it('lists the heats typed, in numeric order', () => {
    expect(heatsOf(rows)).toEqual(['1', '2', '10']);
  });

  it('gives the wind to every row of that heat that does not have it yet, and only those', () => {
    const changed = withHeatWind(rows, '1', '+1.2');
    expect(changed.map((c) => c.row.id)).toEqual(['b', 'c']);
    expect(changed.every((c) => c.values.wind === '+1.2' && c.values.heat === '1' && c.values.mark === '12.1')).toBe(true);
    expect(withHeatWind(rows, '3', '+1.0')).toEqual([]);
  });
});
