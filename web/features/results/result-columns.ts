import type { RowValues } from './unsaved-results';

export type ResultColumn = keyof RowValues;

/** The cells of a results row in Tab order: the wind outdoors for wind events, the splits for races. */
export const resultColumns = (wind: boolean, splits: boolean): ResultColumn[] => [
  'mark',
  ...(wind ? (['wind'] as const) : []),
  'place',
  'heat',
  ...(splits ? (['splits'] as const) : []),
];
