/**
 * Coverage against real exports: every event name of the NRCD 2023-24 cross-country data set
 * (../shared/data/nrcd-xc-2023-24, see its README) and the names TFRRS and timing systems write
 * map to a catalogue event. The data set's events are kept in fixtures/ (running_event.csv as it
 * is, and the distinct running_event_id of result.csv), so the test runs without the data set.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTimingEvent } from '@core/results-import/event-names';
import { findCatalogueEvent } from '@core/sport-events/sport-events';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const csvRows = (file: string): Record<string, string>[] => {
  const [header, ...lines] = readFileSync(new URL(file, FIXTURES), 'utf8').trim().split(/\r?\n/);
  const keys = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i]!, v])));
};

describe('the NRCD cross-country data set', () => {
  const events = csvRows('nrcd-running-events.csv');
  const usedIds = new Set(csvRows('nrcd-result-event-ids.csv').map((r) => r['running_event_id']));

  it('names the events of its results in running_event.csv', () => {
    expect(events.length).toBeGreaterThan(0);
    for (const id of usedIds)
      expect(
        events.some((e) => e['running_event_id'] === id),
        `event ${id}`,
      ).toBe(true);
  });

  it('maps every event name to a cross-country event of the catalogue (4 and 5 mile included)', () => {
    for (const { event_name: name } of events) {
      const read = readTimingEvent(name!, { crossCountry: true });
      expect(read.kind, name).toBe('event');
      const slug = read.kind === 'event' ? read.event : '';
      expect(findCatalogueEvent(slug)?.category, `${name} -> ${slug}`).toBe('cross-country');
    }
  });
});

describe('TFRRS and timing-system names', () => {
  it.each([
    ['800 Meters', '800m'],
    ['110 Hurdles', '110m-hurdles'],
    ['60 Hurdles', 'indoor-60m-hurdles'],
    ['4 x 400 Relay', '4x400m-relay'],
    ['8k', 'xc-8k'],
    ['3000 Steeplechase', '3000m-steeplechase'],
    ['Weight Throw', 'weight-throw'],
    ['Mile', 'mile'],
    ['4 Mile', 'xc-4mile'],
    ['5 Mile', 'xc-5mile'],
  ])('%s is %s, a catalogue event', (name, slug) => {
    expect(readTimingEvent(name)).toMatchObject({ kind: 'event', event: slug });
    expect(findCatalogueEvent(slug)).toBeDefined();
  });
});
