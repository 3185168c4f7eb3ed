import type { RowValues } from './unsaved-results';

/** A row's values in one line, as the conflict choice shows them: "45.55 (+1.2), place 2"; "no result" when empty. */
export const rowValuesText = (values: RowValues): string => {
  const mark = values.mark.trim();
  if (!mark) return 'no result';
  const parts = [values.wind.trim() ? `${mark} (${values.wind.trim()})` : mark];
  if (values.place.trim()) parts.push(`place ${values.place.trim()}`);
  if (values.heat.trim()) parts.push(`heat ${values.heat.trim()}`);
  return parts.join(', ');
};
