/**
 * A name read with no certainty is never guessed (issue 29 item 11): each nonsense name below stays
 * unread on an import row, at a track and at a cross-country meet, so the coach is asked; every real
 * name (the NRCD data set's, read from ../shared/data when it is there, and those the server's import
 * tests and fixtures use) is still read as its event.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTimingEvent } from '@core/results-import/event-names';
import type { ResultSourceRow } from '@core/results-import/types';
import { teamSettingsOf } from '../organizations/team-settings';
import { checkResultRows, rosterEntry } from './import-rows';

const NONSENSE = [
  'Underwater Basket 300',
  'Underwater Basket Weaving 300',
  'Egg and Spoon 100',
  'Egg and Spoon 100 Meter',
  '300 Hurdles of Doom',
  'Sack Race',
  'Sack Race 60m',
  'Three Legged 200',
  'Wheelbarrow 400m',
  'Hot Dog Eating 100',
  'Parking Lot 200',
  'Bus Leaves 400',
  'Lunch Break 1500',
  'Tug of War 8k',
  'Fun Run 2 Mile Pancake',
  'Awards 110 Hurdles Ceremony',
  'Photo Booth 800',
  'Pizza 5000',
  'Mystery 5.2 Mile Bus',
  'Donut 8.05k Dash',
  'Dodgeball Long Jump Contest Raffle',
];

/** The data set's running_event.csv, where the shared data sits beside the checkout; else the copy in fixtures/. */
const dataSetEventNames = (): string[] => {
  const candidates = ['../../../../shared/data', '../../../../../shared/data'].map(
    (dir) => new URL(`${dir}/nrcd-xc-2023-24/running_event.csv`, import.meta.url),
  );
  const file = candidates.find((url) => existsSync(url)) ?? new URL('./fixtures/nrcd-running-events.csv', import.meta.url);
  const [, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  return lines.map((line) => line.split(',')[1]!.trim());
};

// names the server's import tests and the core fixtures use, with the event each is
const REAL: readonly (readonly [string, string])[] = [
  ['400 Meters', '400m'],
  ['100 Meters', '100m'],
  ['800 Meters', '800m'],
  ['500 Meters', 'indoor-500m'],
  ['600 Meters', 'indoor-600m'],
  ['1000 Meters', 'indoor-1000m'],
  ['Girls 100 Meter Dash', '100m'],
  ['Boys 100 Meter Dash', '100m'],
  ['Girls 200 Meter Dash', '200m'],
  ['Girls 1600 Meter Run', '1600m'],
  ['Boys 110m Hurdles', '110m-hurdles'],
  ['Men 110 Hurdles', '110m-hurdles'],
  ['110 Hurdles', '110m-hurdles'],
  ['Men 100 Meters', '100m'],
  ['4 x 400 Relay', '4x400m-relay'],
  ['Men 4 x 400 Relay', '4x400m-relay'],
  ['Women 4 x 400 Relay', '4x400m-relay'],
  ['Long Jump', 'long-jump'],
  ['Women Long Jump', 'long-jump'],
  ['Weight Throw', 'weight-throw'],
  ['Men 8k', 'xc-8k'],
  ['Men Heptathlon', 'heptathlon'],
  ['Decathlon', 'decathlon'],
  ['Men 8.05k', 'xc-8.05k'],
  ['Women 5.2 Mile', 'xc-5.2mile'],
  ['4.97 Mile', 'xc-4.97mile'],
  ['6.4k', 'xc-6.4k'],
  ['2.5 Mile', 'xc-2.5mile'],
  ['3.1 Mile', 'xc-3.1mile'],
];

const SETTINGS = teamSettingsOf({ handTimeConversion: true, handTimeRule: 'nfhs', units: 'metric', timezone: 'UTC' });
const roster = [rosterEntry({ id: 'a1', firstName: 'Jun', lastName: 'Park', gender: 'male' })];
const row = (event: string): ResultSourceRow => ({
  line: 2,
  event,
  first: 'Jun',
  last: 'Park',
  gender: '',
  team: '',
  mark: '25:40.0',
  wind: '',
  place: '',
  heat: '',
  round: null,
});

describe('names read with no certainty are never guessed', () => {
  it('holds at least 15 nonsense names', () => {
    expect(new Set(NONSENSE).size).toBeGreaterThanOrEqual(15);
  });

  it.each(NONSENSE)('%s is not read, and its import row asks the coach', (name) => {
    for (const crossCountry of [false, true]) {
      expect(readTimingEvent(name, { crossCountry }).kind).toBe('unknown');
      const [checked] = checkResultRows([row(name)], roster, SETTINGS, undefined, { crossCountry });
      expect(checked).toMatchObject({ eventType: null, eventUnread: true });
      expect(checked!.errors.map((e) => e.field)).toContain('Event');
    }
  });
});

describe('real names are still read', () => {
  it.each(dataSetEventNames())('the data set name %s is a cross-country race at a cross-country meet', (name) => {
    const read = readTimingEvent(name, { crossCountry: true });
    expect(read.kind).toBe('event');
    const [checked] = checkResultRows([row(name)], roster, SETTINGS, undefined, { crossCountry: true });
    expect(checked!.eventType).toMatch(/^male-xc-/);
    expect(checked!.eventUnread).toBeUndefined();
  });

  it.each(REAL)('%s is %s', (name, event) => {
    expect(readTimingEvent(name)).toMatchObject({ kind: 'event', event });
  });
});
