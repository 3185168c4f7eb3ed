import { formatWind, isWindEvent } from '@core/marks';
import type { Result } from '@core/api/results';
import { EMPTY_ROW } from './check-row';
import { formatSplits } from './split-times';
import type { RowValues } from './unsaved-results';

/**
 * A saved result as the grid's cells show it (the mark in the team's units, as the server formatted
 * it). A series shows in the mark cell as typed; its wind is in it and its place is computed.
 */
export function savedValues(eventType: string, result: Result | null): RowValues {
  if (!result) return EMPTY_ROW;
  if (result.seriesDisplay) {
    return { mark: result.seriesDisplay, wind: '', place: '', heat: result.heat === null ? '' : String(result.heat), splits: '' };
  }
  return {
    mark: result.display,
    wind: isWindEvent(eventType) && result.wind !== null ? formatWind(result.wind) : '',
    place: result.place === null ? '' : String(result.place),
    heat: result.heat === null ? '' : String(result.heat),
    splits: formatSplits(eventType, result.splits),
  };
}
