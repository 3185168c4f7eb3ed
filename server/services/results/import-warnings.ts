/** What a coach should check before importing, without stopping the import: the file's event against the chosen one, the file's meet. */
import { findSportEvent, genderDisplay } from '@core/sport-events/sport-events';
import type { MeetEventRow, MeetRow } from '../../db/schema';
import { foldName } from '../athletes/names';
import type { ImportSource } from './import-source';

const title = (type: string): string => {
  const e = findSportEvent(type);
  return e ? `${genderDisplay(e.gender)} ${e.displayName}` : type;
};

/** True when the .lif header's event (a type, or a slug when the name gives no gender) is the chosen meet event's. */
const sameEvent = (fromFile: string, chosenType: string): boolean => {
  const chosen = findSportEvent(chosenType);
  return fromFile === chosenType || fromFile === chosen?.event;
};

/** A .lif holding races of more than one event (a session's races joined in one file): no single meet event takes them all. */
export const severalEvents = (source: Pick<ImportSource, 'races'>): boolean =>
  new Set(source.races.map((r) => r.event ?? r.eventName)).size > 1;

export const importWarnings = (source: ImportSource, meet: Pick<MeetRow, 'name'>, chosen: MeetEventRow | undefined): string[] => {
  const warnings: string[] = [];
  const heading = source.heading;
  if (source.format === 'lif' && severalEvents(source)) {
    const names = [...new Set(source.races.map((r) => r.eventName))].join(', ');
    warnings.push(
      `The file holds ${source.races.length} races of several events (${names}): each race goes to the event and round its header names${chosen ? `; the races Splits cannot read go to ${title(chosen.eventType)}` : ''}.`,
    );
  } else if (source.format === 'lif' && heading) {
    const named = `"${heading.eventName}"`;
    if (!chosen) {
      warnings.push(`No meet event chosen: the results go to the event the file names (${named}). Choose the meet event to be sure.`);
    } else if (heading.event === null) {
      warnings.push(
        `The file names ${named}, which is not an event Splits can read: check these are the results of ${title(chosen.eventType)}.`,
      );
    } else if (!sameEvent(heading.event, chosen.eventType)) {
      warnings.push(`The file is the result of ${named}, but you chose ${title(chosen.eventType)}: check the event before importing.`);
    }
  }
  if (source.format === 'hytek' && source.meetName && foldName(source.meetName) !== foldName(meet.name)) {
    warnings.push(`The file was exported from "${source.meetName}"; this meet is "${meet.name}".`);
  }
  return warnings;
};
