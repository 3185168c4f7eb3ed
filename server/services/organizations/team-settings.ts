/**
 * The team settings the mark engine and the calendar need. They are read with the caller's access
 * (auth/authorization.ts: the same query as the membership), so no call reads them again.
 */
import type { MarkOptions, Units } from '@core/marks';
import type { OrganizationRow } from '../../db/schema';

/** The team settings the mark engine needs: hand-time conversion and display units, and the team's zone. */
export interface TeamSettings {
  handTimeConversion: boolean;
  units: Units;
  /** IANA zone: decides what "today" is for upcoming and past meets */
  timezone: string;
}

export const teamSettingsOf = (row: Pick<OrganizationRow, 'handTimeConversion' | 'units' | 'timezone'>): TeamSettings => ({
  handTimeConversion: row.handTimeConversion,
  units: row.units === 'metric' ? 'metric' : 'imperial',
  timezone: row.timezone,
});

export const markOptions = (s: TeamSettings): MarkOptions => ({ handTimeConversion: s.handTimeConversion, units: s.units });
