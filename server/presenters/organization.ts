import {
  ORGANIZATION_KINDS,
  PRIMARY_COLORS,
  UNITS,
  type AdminOrganization,
  type Organization,
  type OrganizationSummary,
} from '@core/api/organizations';
import { DEFAULT_PRIMARY_COLOR } from '@core/constants';
import { DEFAULT_HAND_TIME_RULE, HAND_TIME_RULES } from '@core/marks';
import { COMPETITION_LEVELS } from '@core/sport-events/implements';
import { ROLE_CAPABILITIES, type RoleName } from '@core/roles';
import type { OrganizationRow } from '../db/schema';

const pick = <T extends string>(values: readonly T[], v: string, fallback: T): T =>
  (values as readonly string[]).includes(v) ? (v as T) : fallback;

const color = (v: string) => pick(PRIMARY_COLORS, v, DEFAULT_PRIMARY_COLOR);

/** One organization as its member sees it, with the caller's role and what that role may do. */
export const presentOrganization = (row: OrganizationRow, roleName: RoleName): Organization => ({
  id: row.id,
  name: row.name,
  kind: pick(ORGANIZATION_KINDS, row.kind, 'other'),
  location: row.location,
  logo: row.logo,
  primaryColor: color(row.primaryColor),
  units: pick(UNITS, row.units, 'imperial'),
  handTimeConversion: row.handTimeConversion,
  handTimeRule: pick(HAND_TIME_RULES, row.handTimeRule, DEFAULT_HAND_TIME_RULE),
  timezone: row.timezone,
  competitionLevel: pick(COMPETITION_LEVELS, row.competitionLevel, 'high-school'),
  maxEventsPerAthlete: row.maxEventsPerAthlete,
  relaysCountTowardLimit: row.relaysCountTowardLimit,
  joinApproval: row.joinApproval,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  roleName,
  capabilities: [...ROLE_CAPABILITIES[roleName]],
});

export const presentOrganizationSummary = (
  row: Pick<OrganizationRow, 'id' | 'name' | 'logo' | 'primaryColor'>,
  roleName: RoleName,
  joinedAt: Date,
): OrganizationSummary => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  primaryColor: color(row.primaryColor),
  roleName,
  joinedAt: joinedAt.toISOString(),
});

export const presentAdminOrganization = (
  row: Pick<OrganizationRow, 'id' | 'name' | 'kind' | 'location' | 'createdAt'> & { memberCount: number; ownerEmail: string | null },
): AdminOrganization => ({
  id: row.id,
  name: row.name,
  kind: pick(ORGANIZATION_KINDS, row.kind, 'other'),
  location: row.location,
  memberCount: row.memberCount,
  ownerEmail: row.ownerEmail,
  createdAt: row.createdAt.toISOString(),
});
