/** A team's public pages (decision 051): the settings switch and athletes' consent to a public profile. */
import { z } from 'zod';
import { CONSENT_GIVERS } from '../public-pages/privacy';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema, patchOf } from './common';

/** The address's name: lower-case letters, digits and inner hyphens, 1-48 characters. */
export const PUBLIC_SLUG_PATTERN = /^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])?$/;
export const publicSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(48, 'Use 1-48 lower-case letters, digits and hyphens, not starting or ending with a hyphen')
  .regex(PUBLIC_SLUG_PATTERN, 'Use 1-48 lower-case letters, digits and hyphens, not starting or ending with a hyphen');

/** The `code` of the 409 a slug another team holds answers. */
export const SLUG_TAKEN_CODE = 'slug-taken';

export const publicPageSettingsSchema = z.object({
  /** off by default: no public page, sitemap entry or meet page */
  enabled: z.boolean(),
  /** the address is `/t/<slug>`; suggested from the team's name until saved */
  slug: z.string(),
  /** whether athletes with consent get a public profile (else every athlete shows as "First L.") */
  athleteProfiles: z.boolean(),
  /** the public page's full address */
  url: z.string(),
});
export type PublicPageSettings = z.infer<typeof publicPageSettingsSchema>;

export const publicPageInputSchema = z.object({ enabled: z.boolean(), slug: publicSlugSchema, athleteProfiles: z.boolean() });

const orgQuery = z.object({ orgId: idSchema });
const athleteQuery = z.object({ orgId: idSchema, athleteId: idSchema });

export const getPublicPageSettings = defineCall({
  method: 'GET',
  path: '/api/public-page/get',
  auth: true,
  tag: 'public-pages',
  summary: "The team's public page settings: on or off, its address, athlete profiles (any member)",
  query: orgQuery,
  response: publicPageSettingsSchema,
});

export const patchPublicPageSettings = defineCall({
  method: 'PATCH',
  path: '/api/public-page/patch',
  auth: true,
  tag: 'public-pages',
  summary: "Turn the team's public page on or off, change its address or athlete profiles (owner, admin); 409 slug-taken",
  query: orgQuery,
  body: patchOf(publicPageInputSchema),
  response: publicPageSettingsSchema,
});

export const publicConsentSchema = z.object({
  givenByRole: z.enum(CONSENT_GIVERS),
  /** the account that recorded it (null once that account is deleted) */
  givenByName: z.string().nullable(),
  givenAt: isoDateTimeSchema,
  note: z.string(),
});
export type PublicConsent = z.infer<typeof publicConsentSchema>;

export const athletePublicStatusSchema = z.object({
  athleteId: idSchema,
  minor: z.boolean(),
  teamAllowsProfiles: z.boolean(),
  pageEnabled: z.boolean(),
  consent: publicConsentSchema.nullable(),
  /** shown with full name and photo on the public pages (team allows, consent given) */
  publicProfile: z.boolean(),
  /** what the caller may record: as the athlete (their own account, adult), as a parent (confirmed link, minor), as a coach for a parent */
  canGiveAs: z.array(z.enum(CONSENT_GIVERS)),
  canWithdraw: z.boolean(),
});
export type AthletePublicStatus = z.infer<typeof athletePublicStatusSchema>;

export const getAthletePublicStatus = defineCall({
  method: 'GET',
  path: '/api/athletes/public-consent/get',
  auth: true,
  tag: 'public-pages',
  summary: "Whether an athlete has a public profile: minor or adult, the team's setting, the consent and who gave it",
  query: athleteQuery,
  response: athletePublicStatusSchema,
});

export const postAthletePublicConsent = defineCall({
  method: 'POST',
  path: '/api/athletes/public-consent/post',
  auth: true,
  tag: 'public-pages',
  summary:
    "Record consent to an athlete's public profile: an adult athlete from their own account (as athlete), a parent of a minor linked to them (as parent), or a coach recording a parent's consent for a minor (as coach)",
  query: athleteQuery,
  body: z.object({ as: z.enum(CONSENT_GIVERS), note: z.string().trim().max(500).default('') }),
  response: athletePublicStatusSchema,
});

export const deleteAthletePublicConsent = defineCall({
  method: 'DELETE',
  path: '/api/athletes/public-consent/delete',
  auth: true,
  tag: 'public-pages',
  summary: "Withdraw consent to an athlete's public profile (the athlete, a linked parent of a minor, or staff)",
  query: athleteQuery,
  response: okSchema,
});
