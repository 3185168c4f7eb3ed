/** Shapes the performance area's records (leaders, improvement, progression, standards) for the contract. */
import type { ImprovementRow, Standard, StandardLevel } from '@core/api/performance';
import type { MeetSeason } from '@core/api/results';
import { formatMark, resolveMarkEvent } from '@core/marks';
import { findSportEvent } from '@core/sport-events/sport-events';
import type { AthleteRow, StandardRow } from '../db/schema';
import { markOptions, type TeamSettings } from '../services/organizations/team-settings';
import type { ImprovementRecord } from '../services/performance/improvement';
import { standardMark } from '../services/performance/standards';
import { presentAthleteBrief } from './athlete';
import { presentResultSummary } from './result';

const eventName = (type: string, indoor = false): string => {
  const name = findSportEvent(type)?.displayName ?? type;
  return indoor && !type.includes('indoor') && !name.toLowerCase().includes('indoor') ? `${name} (indoor)` : name;
};

export { eventName as performanceEventName };

export const presentStandard = (row: StandardRow, settings: TeamSettings): Standard => ({
  id: row.id,
  name: row.name,
  level: row.level as StandardLevel,
  eventType: row.eventType,
  displayName: eventName(row.eventType),
  season: row.season as MeetSeason,
  mark: standardMark(row),
  display: formatMark(row.eventType, standardMark(row), markOptions(settings)),
});

/** A change in ms, mm or points as a coach reads it: "0.42 s", "0.35 m", "1.25 in" or "120 pts". */
export const changeDisplay = (eventType: string, change: number, settings: TeamSettings): string => {
  const size = Math.abs(change);
  const sign = change < 0 ? '-' : '';
  const measure = resolveMarkEvent(eventType)?.measure;
  if (measure === 'time') return `${sign}${(size / 1000).toFixed(2)} s`;
  if (measure === 'points') return `${sign}${size} pts`;
  return settings.units === 'imperial' ? `${sign}${(size / 25.4).toFixed(2)} in` : `${sign}${(size / 1000).toFixed(2)} m`;
};

export const presentImprovement = (r: ImprovementRecord, athlete: AthleteRow, settings: TeamSettings): ImprovementRow => ({
  athlete: presentAthleteBrief(athlete),
  eventType: r.current.row.eventType,
  displayName: eventName(r.current.row.eventType, r.current.row.indoor && r.current.season !== 'indoor'),
  current: presentResultSummary(r.current, settings),
  previous: presentResultSummary(r.previous, settings),
  change: r.change,
  changeDisplay: changeDisplay(r.current.row.eventType, r.change, settings),
  percent: r.percent,
});
