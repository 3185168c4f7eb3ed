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
  // the longest IANA name is 32 characters (America/Argentina/ComodRivadavia)
  .max(64, TIME_ZONE_MESSAGE)
  .transform((name, ctx) => {
    const zone = canonicalTimeZone(name);
    if (zone !== null) return zone;
    ctx.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  });

/** Header a product admin's client sends while in admin user mode; ignored for everyone else. */
export const USER_MODE_HEADER = 'x-user-mode';

type WithoutDefault<T> =
  T extends z.ZodDefault<infer Inner extends z.core.$ZodType>
    ? Inner
    : T extends z.ZodPrefault<infer Inner extends z.core.$ZodType>
      ? Inner
      : T;

/** Whether a field has a default (a value zod fills in when it is left out). */
const hasDefault = (field: z.core.$ZodType): boolean => ['default', 'prefault'].includes(field._zod.def.type);

/**
 * The field without its default, and without the optional around it. Read from the schema's
 * definition rather than zod's classes: the web build hands the contract only the zod members it
 * calls (web/lib/zod-members.ts).
 */
const withoutDefault = (field: z.core.$ZodType): z.ZodType => {
  const def = field._zod.def as { type: string; innerType?: z.core.$ZodType };
  if (def.innerType && (def.type === 'optional' || hasDefault(field))) return withoutDefault(def.innerType);
  return field as z.ZodType;
};

/**
 * The body of a change (PATCH) of a record made from its input schema: every field optional and no
 * field's default kept. `.partial()` is not enough: zod still fills an omitted field that has a
 * default (`address: ''`, `distances: []`), so a change naming one field would reset the others.
 * A change must leave alone what it does not name (core/api/patch-bodies.test.ts checks every PATCH).
 */
export const patchOf = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) => {
  const shape = Object.fromEntries(
    Object.entries(schema.shape as z.core.$ZodShape).map(([key, field]) => [key, withoutDefault(field).optional()]),
  );
  return schema.extend(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<WithoutDefault<S[K]>> }>;
};

/**
 * The body of a change that replaces a whole record (PATCH with every field): a field the input
 * schema defaults must be named, so a caller that leaves one out is told so (400) instead of having
 * it reset to its default.
 */
export const replacementOf = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) => {
  const shape = Object.fromEntries(
    Object.entries(schema.shape as z.core.$ZodShape).flatMap(([key, field]) => (hasDefault(field) ? [[key, withoutDefault(field)]] : [])),
  );
  return schema.extend(shape) as unknown as z.ZodObject<{ [K in keyof S]: WithoutDefault<S[K]> }>;
};
