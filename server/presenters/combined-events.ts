import type { CombinedSheet } from '@core/api/combined-events';
import { formatMark, isWindEvent } from '@core/marks';
import { findCatalogueEvent } from '@core/sport-events/sport-events';
import { disciplineType, type CombinedSheetRecord } from '../services/combined-events/sheet';
import { markOfRow, windOfRow } from '../services/results/mark-row';
import { markOptions, type TeamSettings } from '../services/organizations/team-settings';

/** A combined meet event's sheet: disciplines, then each athlete's marks (with points), running totals and place. */
export const presentCombinedSheet = (sheet: CombinedSheetRecord, settings: TeamSettings): CombinedSheet => {
  const options = markOptions(settings);
  const indoorMeet = sheet.meet.season === 'indoor';
  const { combined } = sheet;
  return {
    eventId: sheet.event.id,
    eventType: sheet.event.eventType,
    displayName: combined.displayName,
    disciplines: combined.disciplines.map((discipline) => {
      const type = disciplineType(combined, discipline);
      return {
        discipline,
        eventType: type,
        displayName: findCatalogueEvent(discipline)?.displayName ?? discipline,
        wind: !indoorMeet && !combined.indoor && isWindEvent(type),
      };
    }),
    athletes: sheet.athletes.map(({ entry, athlete, marks, standing, givenTotal }) => ({
      entryId: entry.id,
      athleteId: athlete.id,
      firstName: athlete.firstName,
      lastName: athlete.lastName,
      marks: marks.map((row, i) => {
        if (!row) return null;
        const mark = markOfRow({ ...row, points: null });
        return {
          discipline: row.discipline,
          mark,
          display: formatMark(disciplineType(combined, row.discipline), mark, options),
          wind: windOfRow(row),
          points: standing.points[i] ?? 0,
        };
      }),
      runningTotals: standing.runningTotals,
      total: standing.total,
      complete: standing.complete,
      abandoned: standing.abandoned,
      place: standing.place,
      givenTotal,
    })),
  };
};
