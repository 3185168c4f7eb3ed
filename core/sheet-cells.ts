/**
 * Cells of a coach's spreadsheet, read the same way by every import (roster, results, records):
 * the words and letters sheets use for a gender, a grade level, and the two ways they write a date.
 */
import type { AthleteGender, Gender } from './sport-events/catalogue';

/** Whole words for a gender ("Girls", "Women's" without its apostrophe, "Boys", "Men", "Mixed"). */
export const GENDER_WORDS: Readonly<Record<string, Gender>> = {
  girls: 'female',
  girl: 'female',
  women: 'female',
  womens: 'female',
  woman: 'female',
  ladies: 'female',
  female: 'female',
  boys: 'male',
  boy: 'male',
  men: 'male',
  mens: 'male',
  man: 'male',
  male: 'male',
  mixed: 'mixed',
  coed: 'mixed',
};

/** Letters a gender column (or an event cell's first word) uses: never read inside a name ("100 m"). */
const GENDER_LETTERS: Readonly<Record<string, AthleteGender>> = { m: 'male', b: 'male', f: 'female', g: 'female', w: 'female' };

const genderOf = (word: string): Gender | null => {
  const k = word.trim().toLowerCase().replace(/['’]/g, '');
  return GENDER_WORDS[k] ?? GENDER_LETTERS[k] ?? null;
};

/** An athlete's gender as a cell writes it (a word or a letter); null when it names none (or "mixed"). */
export const readGenderCell = (cell: string): AthleteGender | null => {
  const g = genderOf(cell);
  return g === 'mixed' ? null : g;
};

/** "Girls 100m", "W 4x400" or "Mixed 4x400": the gender an event cell's first word names, and the rest of it. */
export const splitGenderPrefix = (cell: string): { gender: Gender | null; rest: string } => {
  const m = /^([A-Za-z'’]+)\s+(.+)$/.exec(cell.trim());
  const gender = m ? genderOf(m[1]!) : null;
  return gender ? { gender, rest: m![2]!.trim() } : { gender: null, rest: cell.trim() };
};

const GRADE_WORDS: Readonly<Record<string, number>> = {
  fr: 9,
  freshman: 9,
  so: 10,
  soph: 10,
  sophomore: 10,
  jr: 11,
  junior: 11,
  sr: 12,
  senior: 12,
};

/** A grade level: 1-12 ("9", "9th", "Fr.", "Senior"); null for an empty cell, 'bad' for anything else. */
export const readGradeCell = (cell: string): number | null | 'bad' => {
  const k = cell.trim().toLowerCase().replace(/[\s.]/g, '');
  if (!k) return null;
  if (GRADE_WORDS[k] !== undefined) return GRADE_WORDS[k];
  const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(k);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 12 ? n : 'bad';
};

/** A calendar date written 2009-04-17 or 4/17/2009 (as US spreadsheets do), as YYYY-MM-DD; null when it is neither or no such day. */
export const readDateCell = (cell: string): string | null => {
  const v = cell.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y || !m || !d) return null;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
};
