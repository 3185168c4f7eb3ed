/**
 * Zod schemas of the canonical mark, for API bodies and responses. They check the shape and the
 * integers; whether a mark suits its event (kind, rounding, plausibility) is `checkMark`'s job.
 */
import { z } from 'zod';
import { NON_MARK_CODES } from './types';

const positiveInt = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const timeMarkSchema = z.object({ kind: z.literal('time'), ms: positiveInt, timing: z.enum(['fat', 'hand']) });
export const lengthMarkSchema = z.object({
  kind: z.literal('length'),
  mm: positiveInt,
  quarterInches: positiveInt.optional(),
});
export const pointsMarkSchema = z.object({ kind: z.literal('points'), points: z.number().int().min(0).max(99_999) });
export const nonMarkSchema = z.object({ kind: z.literal('non-mark'), code: z.enum(NON_MARK_CODES) });
export const markSchema = z.discriminatedUnion('kind', [timeMarkSchema, lengthMarkSchema, pointsMarkSchema, nonMarkSchema]);

const attemptSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mark'),
    mm: positiveInt,
    quarterInches: positiveInt.optional(),
    /** m/s, null: no wind information (long and triple jump only) */
    wind: z.number().nullable().optional(),
  }),
  z.object({ kind: z.literal('foul') }),
  z.object({ kind: z.literal('pass') }),
]);

/** A field event's series: up to six attempts, or a height card (each height with its O / X / - attempts). */
export const seriesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attempts'), attempts: z.array(attemptSchema).max(6) }),
  z.object({
    kind: z.literal('heights'),
    heights: z
      .array(z.object({ mm: positiveInt, quarterInches: positiveInt.optional(), attempts: z.string().regex(/^[OX-]{1,3}$/) }))
      .max(40),
  }),
]);
