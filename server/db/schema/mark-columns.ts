import { sql, type SQL } from 'drizzle-orm';
import { integer, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The canonical columns of a time or length mark (decision 009), shared by every table that keeps
 * one (results, other teams' finishers, combined-event marks, historical records, standards): a
 * time in ms with its timing (fat, hand), or a length in mm with the quarter inches it was typed in.
 */
export const performanceMarkColumns = () => ({
  markKind: text('mark_kind').notNull(),
  ms: integer('ms'),
  timing: text('timing'),
  mm: integer('mm'),
  quarterInches: integer('quarter_inches'),
});

interface MarkCheckColumns {
  markKind: AnyPgColumn;
  ms: AnyPgColumn;
  timing: AnyPgColumn;
  mm: AnyPgColumn;
  nonMark: AnyPgColumn;
  points?: AnyPgColumn;
}

/** A stored mark is whole: a positive time with its timing, a positive length, points (where kept) or a non-mark code. */
export const markCheck = (t: MarkCheckColumns): SQL =>
  t.points
    ? sql`(${t.markKind} = 'time' and ${t.ms} > 0 and ${t.timing} in ('fat', 'hand'))
        or (${t.markKind} = 'length' and ${t.mm} > 0)
        or (${t.markKind} = 'points' and ${t.points} >= 0)
        or (${t.markKind} = 'non-mark' and ${t.nonMark} is not null)`
    : sql`(${t.markKind} = 'time' and ${t.ms} > 0 and ${t.timing} in ('fat', 'hand'))
        or (${t.markKind} = 'length' and ${t.mm} > 0)
        or (${t.markKind} = 'non-mark' and ${t.nonMark} is not null)`;
