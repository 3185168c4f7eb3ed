import { describe, expect, it } from 'vitest';
import { COMBINED_EVENTS, findCombinedEvent } from './combined-events';
import { findCatalogueEvent, findSportEvent } from './sport-events';

describe('combined events', () => {
  it('hold 10, 7, 7 and 5 disciplines, each a catalogue event for the gender', () => {
    expect(COMBINED_EVENTS.map((e) => [e.event, e.disciplines.length])).toEqual([
      ['decathlon', 10],
      ['heptathlon', 7],
      ['indoor-heptathlon', 7],
      ['indoor-pentathlon', 5],
    ]);
    for (const c of COMBINED_EVENTS) {
      for (const slug of c.disciplines) {
        expect(findCatalogueEvent(slug), `${c.event}: ${slug}`).toBeDefined();
        expect(findSportEvent(`${c.gender}-${slug}`), `${c.event}: ${c.gender}-${slug}`).toBeDefined();
      }
    }
  });

  it('are catalogue events scored in points, for their gender', () => {
    for (const c of COMBINED_EVENTS) {
      expect(findCatalogueEvent(c.event)).toMatchObject({ kind: 'points', category: 'combined', genders: [c.gender] });
      expect(findCatalogueEvent(c.event)?.indoor === true).toBe(c.indoor);
    }
    expect(findCombinedEvent('decathlon')?.disciplines.at(-1)).toBe('1500m');
  });
});
