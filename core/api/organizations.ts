import { z } from 'zod';
import { CAPABILITIES, ROLES } from '../roles';
import { ADMIN_ORGANIZATIONS_LIMIT, ADMIN_ORGANIZATIONS_OFFSET, DEFAULT_PRIMARY_COLOR } from '../constants';
import { DEFAULT_HAND_TIME_RULE, HAND_TIME_RULES } from '../marks';
import { COMPETITION_LEVELS } from '../sport-events/implements';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema, timeZoneSchema } from './common';

export const ORGANIZATION_KINDS = ['high-school', 'middle-school', 'college', 'club', 'other'] as const;
export const UNITS = ['imperial', 'metric'] as const;
export const PRIMARY_COLORS = [
  'black',
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  location: z.string(),
  logo: z.string().nullable(),
  primaryColor: z.enum(PRIMARY_COLORS),
  units: z.enum(UNITS),
  handTimeConversion: z.boolean(),
  /** the named rule converting hand times to FAT when handTimeConversion is on (core/marks/conversion.ts) */
  handTimeRule: z.enum(HAND_TIME_RULES),
  timezone: z.string(),
  /** the level whose hurdle heights and implement weights are shown beside event names */
  competitionLevel: z.enum(COMPETITION_LEVELS),
  /** entry limit: at most this many events per athlete in one meet, null for none (a warning, never a refusal) */
  maxEventsPerAthlete: z.number().int().nullable(),
  /** whether running a relay leg counts toward the entry limit */
  relaysCountTowardLimit: z.boolean(),
  /** whether someone who follows the invite link waits for an owner or admin to accept them */
  joinApproval: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** the caller's role here (owner for a product admin in admin mode) */
  roleName: z.enum(ROLES),
  /** what the caller may do here: the server's decision, for the UI to follow */
  capabilities: z.array(z.enum(CAPABILITIES)),
});
export type Organization = z.infer<typeof organizationSchema>;

const orgName = z.string().trim().min(2, 'At least 2 characters').max(80);

export const organizationInputSchema = z.object({
  name: orgName,
  kind: z.enum(ORGANIZATION_KINDS).default('high-school'),
  location: z.string().trim().max(120).default(''),
  logo: z.string().max(2048).nullable().optional(),
  primaryColor: z.enum(PRIMARY_COLORS).default(DEFAULT_PRIMARY_COLOR),
  units: z.enum(UNITS).default('imperial'),
  handTimeConversion: z.boolean().default(true),
  handTimeRule: z.enum(HAND_TIME_RULES).default(DEFAULT_HAND_TIME_RULE),
  timezone: timeZoneSchema.default('America/New_York'),
  /** defaults by the team type: college -> college, club and other -> open, schools -> high school */
  competitionLevel: z.enum(COMPETITION_LEVELS).optional(),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;

/** The competition level a team of this type most likely competes at (its default). */
export const levelOfKind = (kind: (typeof ORGANIZATION_KINDS)[number]): (typeof COMPETITION_LEVELS)[number] =>
  kind === 'college' ? 'college' : kind === 'club' || kind === 'other' ? 'open' : 'high-school';

export const organizationPatchSchema = z.object({
  name: orgName.optional(),
  kind: z.enum(ORGANIZATION_KINDS).optional(),
  location: z.string().trim().max(120).optional(),
  logo: z.string().max(2048).nullable().optional(),
  primaryColor: z.enum(PRIMARY_COLORS).optional(),
  units: z.enum(UNITS).optional(),
  handTimeConversion: z.boolean().optional(),
  handTimeRule: z.enum(HAND_TIME_RULES).optional(),
  timezone: timeZoneSchema.optional(),
  competitionLevel: z.enum(COMPETITION_LEVELS).optional(),
  maxEventsPerAthlete: z.number().int().min(1, 'At least 1 event').max(30, 'At most 30 events').nullable().optional(),
  relaysCountTowardLimit: z.boolean().optional(),
  joinApproval: z.boolean().optional(),
});

export const organizationSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  logo: z.string().nullable(),
  primaryColor: z.enum(PRIMARY_COLORS),
  roleName: z.enum(ROLES),
  joinedAt: isoDateTimeSchema,
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

const rolesQuery = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.enum(ROLES)).min(1).optional(),
);

export const postOrganization = defineCall({
  method: 'POST',
  path: '/api/organizations/post',
  auth: true,
  tag: 'organizations',
  summary: 'Create an organization; the caller becomes its owner',
  body: organizationInputSchema,
  response: organizationSchema,
});

export const getOrganizations = defineCall({
  method: 'GET',
  path: '/api/organizations/get',
  auth: true,
  tag: 'organizations',
  summary: "The caller's organizations, first joined first, filtered by the caller's role",
  query: z.object({ 'roles[]': rolesQuery }),
  response: z.array(organizationSummarySchema),
});

export const ADMIN_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'memberCount', '-memberCount'] as const;

export const adminOrganizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(ORGANIZATION_KINDS),
  location: z.string(),
  memberCount: z.number().int(),
  ownerEmail: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const getAdminOrganizations = defineCall({
  method: 'GET',
  path: '/api/organizations/admin/get',
  auth: true,
  tag: 'organizations',
  summary: 'Every organization (product admins in admin mode only)',
  query: z.object({
    limit: z.coerce.number().int().min(1).max(500).default(ADMIN_ORGANIZATIONS_LIMIT),
    offset: z.coerce.number().int().min(0).default(ADMIN_ORGANIZATIONS_OFFSET),
    search: z.string().trim().max(100).optional(),
    sortBy: z.enum(ADMIN_SORTS).default('name'),
  }),
  response: z.object({
    items: z.array(adminOrganizationSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});

export const patchOrganization = defineCall({
  method: 'PATCH',
  path: '/api/organizations/patch',
  auth: true,
  tag: 'organizations',
  summary: 'Edit the organization profile (owner, admin)',
  query: z.object({ organizationId: idSchema }),
  body: organizationPatchSchema,
  response: organizationSchema,
});

export const deleteOrganization = defineCall({
  method: 'DELETE',
  path: '/api/organizations/delete',
  auth: true,
  tag: 'organizations',
  summary: 'Delete the organization and everything in it (owner)',
  query: z.object({ organizationId: idSchema }),
  response: okSchema,
});
