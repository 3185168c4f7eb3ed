import { z } from 'zod';
import { canonicalTimeZone, TIME_ZONE_MESSAGE } from '../schedule/time-zones';

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

/**
 * A team's time zone, on every call that takes one: an IANA name from the list the form offers
 * (core/schedule/time-zones), kept in its canonical spelling (`US/Eastern` is saved as
 * `America/New_York`). Anything else is a 400 naming the field.
 */
export const timeZoneSchema = z
  .string()
  .trim()
  .transform((name, ctx) => {
    const zone = canonicalTimeZone(name);
    if (zone !== null) return zone;
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  });

/** Header a product admin's client sends while in admin user mode; ignored for everyone else. */
export const USER_MODE_HEADER = 'x-user-mode';
