import { describe, expect, it } from 'vitest';
import { heatSheetEventTitle, sectionsOf } from './heat-sheet-labels';

describe('heat sheet labels', () => {
  it('names events with their round', () => {
    expect(heatSheetEventTitle({ eventType: 'female-100m', round: 'final' })).toBe('Girls 100m');
    expect(heatSheetEventTitle({ eventType: 'male-400m', round: 'prelim' })).toBe('Boys 400m (prelims)');
  });

  it('groups entries by heat, the unseeded last', () => {
    const sections = sectionsOf([{ heat: 2 }, { heat: null }, { heat: 1 }, { heat: 2 }]);
    expect(sections.map((s) => [s.heat, s.entries.length])).toEqual([
      [1, 1],
      [2, 2],
      [null, 1],
    ]);
  });
});
