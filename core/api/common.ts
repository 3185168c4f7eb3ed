import { z } from 'zod';

export const idSchema = z.uuid();

/** Body of every error the API answers with. `field` names the offending input on a 400. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
  /** a 409 on a stale version: the value saved now, in the shape the call's code names (e.g. ResultConflict) */
  current: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

export const isoDateSchema = z.iso.date();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A string the user typed: trimmed, never empty, bounded. */
export const textSchema = (max: number) => z.string().trim().min(1).max(max);

/** Header a product admin's client sends while in admin user mode; ignored for everyone else. */
export const USER_MODE_HEADER = 'x-user-mode';
