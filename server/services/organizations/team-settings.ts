/**
 * The team settings the mark engine and the calendar need. They are read with the caller's access
 * (auth/authorization.ts: the same query as the membership), so no call reads them again.
 */
import {
  DEFAULT_HAND_TIME_RULE,
  HAND_TIME_RULES,
  type HandTimeConversion,
  type HandTimeRule,
  type MarkOptions,
  type Units,
} from '@core/marks';
import type { OrganizationRow } from '../../db/schema';

/** The team settings the mark engine needs: hand-time conversion and display units, and the team's zone. */
export interface TeamSettings {
  handTimeConversion: boolean;
  /** the rule converting hand times to FAT: the results' sort keys are computed by it (mark-row.ts) */
  handTimeRule: HandTimeRule;
  units: Units;
  /** what the services compare hand times by: false, or the team's rule (handTimeConversion and handTimeRule together) */
  conversion: HandTimeConversion;
  /** IANA zone: decides what "today" is for upcoming and past meets */
  timezone: string;
}

export const teamSettingsOf = (row: Pick<OrganizationRow, 'handTimeConversion' | 'handTimeRule' | 'units' | 'timezone'>): TeamSettings => ({
  handTimeConversion: row.handTimeConversion,
  handTimeRule: HAND_TIME_RULES.includes(row.handTimeRule) ? row.handTimeRule : DEFAULT_HAND_TIME_RULE,
  units: row.units === 'metric' ? 'metric' : 'imperial',
  conversion: row.handTimeConversion && (HAND_TIME_RULES.includes(row.handTimeRule) ? row.handTimeRule : DEFAULT_HAND_TIME_RULE),
  timezone: row.timezone,
});

export const markOptions = (s: TeamSettings): MarkOptions => ({
  handTimeConversion: s.handTimeConversion,
  handTimeRule: s.handTimeRule,
  units: s.units,
});

/** How an answer's marks were ranked, to name beside them (core/api/events handTimeComparisonSchema). */
export const handTimeComparison = (s: TeamSettings): { handTimeConversion: boolean; handTimeRule: HandTimeRule } => ({
  handTimeConversion: s.handTimeConversion,
  handTimeRule: s.handTimeRule,
});
