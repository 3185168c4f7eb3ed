import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import { callsIn } from './define-call';
import { patchOf } from './common';

/**
 * A change (PATCH) leaves alone what it does not name: no field of its body may be filled in by a
 * default when the caller leaves it out (zod fills defaults even under `.partial()`: a course's map
 * added alone once erased its address, distances and surface). Fields that say how the change
 * applies rather than what it writes are listed here with the reason.
 */
const HOW_NOT_WHAT: Record<string, string[]> = {
  // which occurrences of a repeating event the change reaches; not a value of the event
  '/api/schedule/event/patch': ['scope'],
};

/** The fields of an object body that come out with a value when left out. */
const filledWhenOmitted = (body: z.ZodType): string[] => {
  if (!(body instanceof z.ZodObject)) return [];
  return Object.entries(body.shape as Record<string, z.ZodType>)
    .filter(([, field]) => {
      const parsed = field.safeParse(undefined);
      return parsed.success && parsed.data !== undefined;
    })
    .map(([key]) => key);
};

describe('PATCH bodies', () => {
  const patches = callsIn(...Object.values(contract)).filter((call) => call.method === 'PATCH');

  it('are found (the scan reads the whole contract)', () => {
    expect(patches.map((c) => c.path)).toEqual(expect.arrayContaining(['/api/course/patch', '/api/athlete/patch', '/api/meet/patch']));
  });

  it.each(patches.map((call) => [call.path, call] as const))('%s fills no field its caller left out', (path, call) => {
    expect(filledWhenOmitted(call.body!)).toEqual(HOW_NOT_WHAT[path] ?? []);
  });

  it('a course change naming only the map keeps its other fields out of the body', () => {
    const parsed = contract.coursesApi.patchCourse.body.parse({ mapImage: '/api/files/public/x' });
    expect(parsed).toEqual({ mapImage: '/api/files/public/x' });
  });

  it('patchOf keeps the checks of each field and drops only the defaults', () => {
    const schema = patchOf(z.object({ name: z.string().min(2), tags: z.array(z.string()).default([]), note: z.string().optional() }));
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ tags: ['a'] })).toEqual({ tags: ['a'] });
    expect(schema.safeParse({ name: 'x' }).success).toBe(false);
  });
});
