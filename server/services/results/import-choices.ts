/**
 * The coach's picks for event names a results import could not read with certainty (decision 058):
 * a name is never guessed; its rows go to the event the coach chose in the preview, or are left out
 * with the reason. A pick holds for every row that gives the name (spaces and case aside).
 */
import type { EventChoice } from '@core/api/results';
import { eventTextOf, readTimingEvent, type ReadOptions } from '@core/results-import/event-names';
import type { ResultSourceRow, SkippedLine } from '@core/results-import/types';
import { findCatalogueEvent } from '@core/sport-events/sport-events';

/** The key a name is picked by: "Underwater  basket 300" and "underwater Basket 300" are one name. */
export const choiceKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export interface ChosenRows {
  /** the rows, a picked name replaced by the chosen event (for the row's gender, when its name gives one) */
  rows: ResultSourceRow[];
  /** the rows of a name the coach chose to leave out */
  skipped: SkippedLine[];
  /** the name each picked row gave, by line: it stays listed among the names to pick */
  picked: Map<number, string>;
}

export const applyEventChoices = (source: ResultSourceRow[], choices: readonly EventChoice[], options: ReadOptions): ChosenRows => {
  const byName = new Map(choices.map((c) => [choiceKey(c.name), c.event]));
  const rows: ResultSourceRow[] = [];
  const skipped: SkippedLine[] = [];
  const picked = new Map<number, string>();
  for (const r of source) {
    const key = choiceKey(r.event);
    const event = byName.get(key);
    if (event === undefined) {
      rows.push(r);
      continue;
    }
    const name = r.event.trim();
    picked.set(r.line, name);
    if (event === null) {
      skipped.push({ line: r.line, name: `${r.first} ${r.last}`.trim(), reason: `You chose to leave out the rows of "${name}"` });
      continue;
    }
    // the chosen event for the gender the name gives ("Girls Underwater 300"), else the athlete's
    const read = { kind: 'event' as const, event, gender: readTimingEvent(name, options).gender };
    rows.push({ ...r, event: findCatalogueEvent(event) ? eventTextOf(read, name) : name });
  }
  return { rows, skipped, picked };
};
