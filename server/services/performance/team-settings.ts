import { eq } from 'drizzle-orm';
import type { MarkOptions, Units } from '@core/marks';
import type { Db } from '../../db/database';
import { organizations } from '../../db/schema';
import { notFound } from '../../http/http-error';

/** The team settings the mark engine needs: hand-time conversion and display units. */
export interface TeamSettings {
  handTimeConversion: boolean;
  units: Units;
  /** IANA zone: decides what "today" is for upcoming and past meets */
  timezone: string;
}

export const markOptions = (s: TeamSettings): MarkOptions => ({ handTimeConversion: s.handTimeConversion, units: s.units });

export const loadTeamSettings = async (db: Db, organizationId: string): Promise<TeamSettings> => {
  const [row] = await db
    .select({ handTimeConversion: organizations.handTimeConversion, units: organizations.units, timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) throw notFound('Organization not found', 'organization-not-found');
  return { handTimeConversion: row.handTimeConversion, units: row.units === 'metric' ? 'metric' : 'imperial', timezone: row.timezone };
};
