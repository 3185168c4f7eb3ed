import { describe, expect, it } from 'vitest';
import { lanePreference, sectionSizes, seedHeats, type SeedingEntry } from './seeding';

const entries = (seeds: (number | null)[]): SeedingEntry[] => seeds.map((seed, i) => ({ id: `e${i}`, seed }));

describe('seeding heats, lanes and flights', () => {
  it('states the lane preference orders (best seed first)', () => {
    expect(lanePreference(8)).toEqual([4, 5, 3, 6, 2, 7, 1, 8]);
    expect(lanePreference(6)).toEqual([3, 4, 2, 5, 1, 6]);
    expect(lanePreference(9)).toEqual([5, 4, 6, 3, 7, 2, 8, 1, 9]);
  });

  it('makes even heats, the larger ones last', () => {
    expect(sectionSizes(10, 8)).toEqual([5, 5]);
    expect(sectionSizes(17, 8)).toEqual([5, 6, 6]);
    expect(sectionSizes(8, 8)).toEqual([8]);
    expect(sectionSizes(0, 8)).toEqual([]);
  });

  it('puts the fastest heat last and the best seed of each heat in lane 4, the next in 5, then 3', () => {
    // times in ms: e0 is the fastest, e9 the slowest, e10 has no seed
    const seeds = [11000, 11100, 11200, 11300, 11400, 11500, 11600, 11700, 11800, 11900, null];
    const placed = seedHeats(entries(seeds), { style: 'lanes', lowerIsBetter: true });
    const at = (id: string) => placed.find((p) => p.id === id)!;
    // 11 on 8 lanes: heats of 5 and 6, the 6 fastest in heat 2
    expect(
      placed
        .filter((p) => p.heat === 2)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5']);
    expect(at('e0')).toEqual({ id: 'e0', heat: 2, lane: 4 });
    expect(at('e1').lane).toBe(5);
    expect(at('e2').lane).toBe(3);
    expect(at('e6')).toEqual({ id: 'e6', heat: 1, lane: 4 });
    // no seed: the first heat, the outermost lane given
    expect(at('e10').heat).toBe(1);
    expect(at('e10').lane).toBe(2);
  });

  it('lines a waterfall up with the best seed on the inside (position 1) and the best heat last', () => {
    const placed = seedHeats(entries([130000, 125000, 128000]), { style: 'waterfall', lowerIsBetter: true, waterfallSize: 2 });
    expect(placed).toEqual([
      { id: 'e0', heat: 1, lane: 1 },
      { id: 'e1', heat: 2, lane: 1 },
      { id: 'e2', heat: 2, lane: 2 },
    ]);
  });

  it('flights field events with the longest marks last, the best competing last in its flight', () => {
    // lengths in mm: higher is better
    const placed = seedHeats(entries([5000, 6000, 5500, null, 4000]), { style: 'flights', lowerIsBetter: false, flightSize: 3 });
    expect(placed.filter((p) => p.heat === 2)).toEqual([
      { id: 'e0', heat: 2, lane: 1 },
      { id: 'e2', heat: 2, lane: 2 },
      { id: 'e1', heat: 2, lane: 3 },
    ]);
    expect(placed.filter((p) => p.heat === 1)).toEqual([
      { id: 'e3', heat: 1, lane: 1 },
      { id: 'e4', heat: 1, lane: 2 },
    ]);
  });
});
