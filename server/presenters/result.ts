import type { Result, ResultChange, ResultConflict, ResultFlags, ResultSummary } from '@core/api/results';
import { markAsRun, MEET_SEASONS } from '@core/api/results';
import { comparableMark, formatComparableMark, formatMark, formatSeries, seriesOutcome } from '@core/marks';
import { markOfRow, windOfRow } from '../services/results/mark-row';
import type { ResultChangeRow } from '../db/schema';
import type { ResultRecord, SummaryRecord } from '../services/results/records';
import type { StaleResultError } from '../services/results/stale';
import { markOptions, type TeamSettings } from '../services/organizations/team-settings';

const season = (v: string): Result['season'] => ((MEET_SEASONS as readonly string[]).includes(v) ? (v as Result['season']) : 'outdoor');

export const presentResultSummary = (r: SummaryRecord, settings: TeamSettings): ResultSummary => {
  const { row } = r;
  const mark = markOfRow(row);
  const options = markOptions(settings);
  return {
    id: row.id,
    meetId: row.meetId,
    meetName: r.meetName,
    date: r.date,
    season: season(r.season),
    seasonYear: r.seasonYear,
    eventType: row.eventType,
    indoor: row.indoor,
    mark,
    display: formatMark(row.eventType, mark, options),
    comparableDisplay: formatComparableMark(row.eventType, mark, options),
    converted: comparableMark(row.eventType, mark, options).converted,
    wind: windOfRow(row),
    windAided: row.windAided,
    legal: row.legal,
    status: mark.kind === 'non-mark' ? mark.code : 'ok',
    place: row.place,
  };
};

/**
 * A full result: its summary plus where it sits in the meet (entry, round, heat, relay legs).
 * Object.assign, not a spread: on Node 20 `{ ...summary, more }` cost ~50 µs a result (hidden-class
 * transitions), ~2 µs this way; the athlete page presents hundreds (decision 014).
 */
/** PR / season best / team record of a saved result, and the standards it was the first of the season to meet (its wind and conversion are on the result). */
export const presentFlags = ({ isPR, isSeasonBest, isTeamRecord, qualified }: ResultFlags): ResultFlags =>
  qualified?.length ? { isPR, isSeasonBest, isTeamRecord, qualified } : { isPR, isSeasonBest, isTeamRecord };

/** A series' text and its wind-aided best beside the wind-legal mark (decision 028). */
const presentSeries = (row: ResultRecord['row'], settings: TeamSettings): Pick<Result, 'series' | 'seriesDisplay' | 'windAidedBest'> => {
  if (row.series === null) return { series: null, seriesDisplay: null, windAidedBest: null };
  const aided = seriesOutcome(row.eventType, row.series).windAidedBest;
  return {
    series: row.series,
    seriesDisplay: formatSeries(row.eventType, row.series, settings.units),
    windAidedBest: aided && { mark: aided.mark, display: formatMark(row.eventType, aided.mark, markOptions(settings)), wind: aided.wind },
  };
};

export const presentResult = (r: ResultRecord, settings: TeamSettings): Result => {
  const { row } = r;
  const summary = presentResultSummary(r, settings);
  const series = presentSeries(row, settings);
  return Object.assign(summary, series, {
    asRun: markAsRun({
      mark: summary.mark,
      display: summary.display,
      wind: summary.wind,
      windAided: summary.windAided,
      windAidedBest: series.windAidedBest,
    }),
    organizationId: row.organizationId,
    eventId: row.meetEventId,
    entryId: row.entryId,
    round: r.round,
    athleteId: row.athleteId,
    athleteName: r.athleteName,
    relayName: row.athleteId === null ? r.relayName : null,
    legs: row.athleteId === null ? (r.legs ?? []) : null,
    heat: row.heat,
    splits: row.splits,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
};

/** What a stale save is answered with (409 result-changed): the result as saved now and who saved it. */
export const presentConflict = (stale: StaleResultError, settings: TeamSettings): ResultConflict => ({
  result: stale.current && presentResult(stale.current, settings),
  changedBy: stale.last?.actorName ?? null,
  changedAt: stale.last?.createdAt.toISOString() ?? null,
});

export const presentChange = (c: ResultChangeRow): ResultChange => ({
  id: c.id,
  kind: c.kind,
  version: c.version,
  from: c.fromValue,
  to: c.toValue,
  by: c.actorName,
  at: c.createdAt.toISOString(),
});
