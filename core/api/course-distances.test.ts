import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../sport-events/catalogue';
import { COURSE_DISTANCES, courseInputSchema } from './courses';

describe('course distances', () => {
  it('are every cross-country race of the catalogue, shortest first: 4 and 5 mile included', () => {
    expect(COURSE_DISTANCES).toEqual(['xc-2mile', 'xc-4k', 'xc-3mile', 'xc-5k', 'xc-6k', 'xc-4mile', 'xc-8k', 'xc-5mile', 'xc-10k']);
    expect([...COURSE_DISTANCES].sort()).toEqual(
      CATALOGUE.filter((e) => e.category === 'cross-country' && e.kind !== 'relay')
        .map((e) => e.event)
        .sort(),
    );
  });

  it('a course may hold 4 and 5 mile', () => {
    expect(courseInputSchema.parse({ name: 'Hillside', distances: ['xc-4mile', 'xc-5mile'] }).distances).toEqual(['xc-4mile', 'xc-5mile']);
  });
});
