import type { RowValues } from './unsaved-results';

interface HeatRow {
  values: RowValues;
}

/** The heats typed in the rows, in order ("1", "2", …). */
export const heatsOf = (rows: readonly HeatRow[]): string[] =>
  [...new Set(rows.map((r) => r.values.heat.trim()).filter((h) => h !== ''))].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));

/**
 * The rows of one heat with the heat's wind typed once: every row of that heat whose wind differs
 * gets it (a row's own wind can still be changed afterwards, row by row).
 */
export const withHeatWind = <R extends HeatRow>(rows: readonly R[], heat: string, wind: string): { row: R; values: RowValues }[] =>
  rows
    .filter((r) => r.values.heat.trim() === heat.trim() && r.values.wind.trim() !== wind.trim())
    .map((row) => ({ row, values: { ...row.values, wind: wind.trim() } }));
