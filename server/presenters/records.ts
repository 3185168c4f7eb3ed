import type { HistoricalRecord, RecordHistoryStep, RecordMark } from '@core/api/records';
import { comparableMark, formatComparableMark, formatMark } from '@core/marks';
import type { HistoricalRecordRow } from '../db/schema';
import type { BoardMark } from '../services/records/board-mark';
import type { HistoryStep } from '../services/records/history';
import { markOptions, type TeamSettings } from '../services/organizations/team-settings';
import { markOfRow, windOfRow } from '../services/results/mark-row';

const timingOf = (m: BoardMark, settings: TeamSettings): RecordMark['timing'] => {
  if (m.mark.kind !== 'time') return null;
  if (m.mark.timing === 'fat') return 'fat';
  return comparableMark(m.eventType, m.mark, markOptions(settings)).converted ? 'converted' : 'hand';
};

export const presentRecordMark = (m: BoardMark, place: number, settings: TeamSettings): RecordMark => {
  const options = markOptions(settings);
  return {
    place,
    source: m.source,
    id: m.id,
    eventType: m.eventType,
    indoor: m.indoor,
    athleteId: m.athleteId,
    athleteNames: m.athleteNames,
    mark: m.mark,
    display: formatMark(m.eventType, m.mark, options),
    comparableDisplay: formatComparableMark(m.eventType, m.mark, options),
    timing: timingOf(m, settings),
    wind: m.wind,
    date: m.date,
    meetId: m.meetId,
    meetName: m.meetName,
    round: m.round,
    season: m.season,
    seasonYear: m.seasonYear,
    grade: m.grade,
    note: m.note,
  };
};

export const presentHistoryStep = (s: HistoryStep, settings: TeamSettings): RecordHistoryStep => ({
  mark: presentRecordMark(s.mark, 1, settings),
  heldFrom: s.heldFrom,
  brokenOn: s.brokenOn,
  equalled: s.equalled,
});

export const presentHistoricalRecord = (h: HistoricalRecordRow, settings: TeamSettings): HistoricalRecord => {
  const mark = markOfRow({ ...h, nonMark: null, points: null });
  return {
    id: h.id,
    eventType: h.eventType,
    indoor: h.indoor,
    athleteNames: h.athleteNames,
    mark,
    display: formatMark(h.eventType, mark, markOptions(settings)),
    wind: windOfRow(h),
    date: h.date,
    meetName: h.meetName,
    grade: h.grade,
    season: h.season === 'indoor' || h.season === 'cross-country' ? h.season : 'outdoor',
    seasonYear: h.seasonYear,
    note: h.note,
    source: h.source,
  };
};
