import { describe, expect, it } from 'vitest';
import { eventForGender, eventTextOf, readTimingEvent } from './event-names';

describe('readTimingEvent', () => {
  it.each([
    // FinishLynx / meet software names
    ['Girls 100 Meter Dash', { kind: 'event', event: '100m', gender: 'female' }],
    ['Boys 110m Hurdles Heat 2', { kind: 'event', event: '110m-hurdles', gender: 'male' }],
    ["Women's 100 Metre Hurdles", { kind: 'event', event: '100m-hurdles', gender: 'female' }],
    ['Event 14 Boys 300 Meter Intermediate Hurdles', { kind: 'event', event: '300m-hurdles', gender: 'male' }],
    ['Men 1600 Meter Run', { kind: 'event', event: '1600m', gender: 'male' }],
    ['3200 Meters', { kind: 'event', event: '3200m', gender: null }],
    ['Girls 4x400 Meter Relay', { kind: 'event', event: '4x400m-relay', gender: 'female' }],
    ['Mixed 4 x 400m Relay', { kind: 'event', event: '4x400m-relay', gender: 'mixed' }],
    ['Girls 55 Meter Dash', { kind: 'event', event: 'indoor-55m', gender: 'female' }],
    ['Boys 60m Hurdles', { kind: 'event', event: 'indoor-60m-hurdles', gender: 'male' }],
    ['Men 8K', { kind: 'event', event: 'xc-8k', gender: 'male' }],
    ['Girls 5 km Championship', { kind: 'event', event: 'xc-5k', gender: 'female' }],
    ['Boys 2 Mile', { kind: 'event', event: 'xc-2mile', gender: 'male' }],
    ['Girls Long Jump', { kind: 'event', event: 'long-jump', gender: 'female' }],
    ['Boys Shot Put Flight 2', { kind: 'event', event: 'shot-put', gender: 'male' }],
    // Hy-Tek codes
    ['100', { kind: 'event', event: '100m', gender: null }],
    ['110H', { kind: 'event', event: '110m-hurdles', gender: null }],
    ['HJ', { kind: 'event', event: 'high-jump', gender: null }],
    ['PV', { kind: 'event', event: 'pole-vault', gender: null }],
    ['DT', { kind: 'event', event: 'discus', gender: null }],
    // TFRRS and timing-system names
    ['800 Meters', { kind: 'event', event: '800m', gender: null }],
    ['Men 110 Hurdles', { kind: 'event', event: '110m-hurdles', gender: 'male' }],
    ['Women 60 Hurdles', { kind: 'event', event: 'indoor-60m-hurdles', gender: 'female' }],
    ['4 x 400 Relay', { kind: 'event', event: '4x400m-relay', gender: null }],
    ['Women 4 x 200 Relay', { kind: 'event', event: '4x200m-relay', gender: 'female' }],
    ['8k', { kind: 'event', event: 'xc-8k', gender: null }],
    ['3000 Steeplechase', { kind: 'event', event: '3000m-steeplechase', gender: null }],
    ['Women 2000m Steeple', { kind: 'event', event: '2000m-steeplechase', gender: 'female' }],
    ['3000S', { kind: 'event', event: '3000m-steeplechase', gender: null }],
    ['Weight Throw', { kind: 'event', event: 'weight-throw', gender: null }],
    ['Men 10,000 Meters', { kind: 'event', event: '10000m', gender: 'male' }],
    ['Boys 1500 Meter Run', { kind: 'event', event: '1500m', gender: 'male' }],
    ['Girls Mile Run', { kind: 'event', event: 'mile', gender: 'female' }],
    ['400H', { kind: 'event', event: '400m-hurdles', gender: null }],
    ['JT', { kind: 'event', event: 'javelin', gender: null }],
    ['Women Hammer Throw', { kind: 'event', event: 'hammer', gender: 'female' }],
    ['Girls 600 Meter Run', { kind: 'event', event: 'indoor-600m', gender: 'female' }],
    ['Boys 4 Mile', { kind: 'event', event: 'xc-4mile', gender: 'male' }],
    ['5 Mile', { kind: 'event', event: 'xc-5mile', gender: null }],
    ['5000m', { kind: 'event', event: '5000m', gender: null }],
    // catalogue slugs as they are
    ['110m-hurdles', { kind: 'event', event: '110m-hurdles', gender: null }],
    ['Girls xc-8.05k', { kind: 'event', event: 'xc-8.05k', gender: 'female' }],
    ['indoor-heptathlon', { kind: 'event', event: 'indoor-heptathlon', gender: null }],
    // real events the catalogue does not keep
    ['5000W', { kind: 'outside', gender: null }],
    ['Boys 4x1600 Meter Relay', { kind: 'outside', gender: 'male' }],
    ['1500 Steeplechase', { kind: 'outside', gender: null }],
    // not an event at all
    ['Awards Ceremony', { kind: 'unknown', gender: null }],
    ['Girls', { kind: 'unknown', gender: 'female' }],
  ])('%s', (name, read) => {
    expect(readTimingEvent(name)).toEqual(read);
  });
});

describe('readTimingEvent at a cross-country meet', () => {
  it.each([
    ['5000m', 'xc-5k'],
    ['6000m', 'xc-6k'],
    ['8000m', 'xc-8k'],
    ['Men 10000 Meters', 'xc-10k'],
    ['4 Mile', 'xc-4mile'],
    ['8k', 'xc-8k'],
  ])('%s is %s', (name, event) => {
    expect(readTimingEvent(name, { crossCountry: true })).toMatchObject({ kind: 'event', event });
  });
});

describe('readTimingEvent: cross-country races at the distance a course has', () => {
  it.each([
    ['5.2 Mile', 'xc-5.2mile', false],
    ['Men 4.97 Mile', 'xc-4.97mile', false],
    ['8.05k', 'xc-8.05k', false],
    ["Women's 6.4K", 'xc-6.4k', false],
    ['2.5 Mile', 'xc-2.5mile', false],
    ['Girls 3.1 Mile Run', 'xc-3.1mile', false],
    ['Boys 6.2 km Championship', 'xc-6.2k', false],
    // in metres: the measured race at a cross-country meet only
    ['8050m', 'xc-8.05k', true],
    ['Women 6220 Meters', 'xc-6.22k', true],
    ['3000m', 'xc-3k', true],
    // a standard distance written with decimals is the standard race
    ['8.0k', 'xc-8k', false],
    ['5.0 Mile', 'xc-5mile', false],
  ])('%s is %s', (name, event, crossCountry) => {
    expect(readTimingEvent(name, { crossCountry })).toMatchObject({ kind: 'event', event });
  });

  it('reads metres on a track as the track race, and a distance no cross-country race has as outside', () => {
    expect(readTimingEvent('3000m')).toMatchObject({ kind: 'event', event: '3000m' });
    expect(readTimingEvent('8050m')).toMatchObject({ kind: 'outside' });
    expect(readTimingEvent('50k')).toMatchObject({ kind: 'outside' });
    expect(readTimingEvent('800m', { crossCountry: true })).toMatchObject({ kind: 'event', event: '800m' });
  });

  it('gives the type for the gender of the name', () => {
    expect(eventTextOf(readTimingEvent('Women 8.05k'), 'Women 8.05k')).toBe('female-xc-8.05k');
    expect(eventTextOf(readTimingEvent('5.2 Mile'), '5.2 Mile', 'male')).toBe('male-xc-5.2mile');
  });
});

describe('eventTextOf', () => {
  it.each([
    ['Girls 100 Meter Dash', null, 'female-100m'],
    ['100 Meter Dash', null, '100m'],
    ['100 Meter Dash', 'male', 'male-100m'],
    // the name's gender wins over the hint
    ['Girls 100 Meter Dash', 'male', 'female-100m'],
    // no female 110m hurdles in the catalogue: the slug, and the check names the athlete
    ['Girls 110m Hurdles', null, '110m-hurdles'],
    ['Mixed 4x400 Relay', null, 'mixed-4x400m-relay'],
    ['Awards Ceremony', 'female', 'Awards Ceremony'],
  ] as const)('%s (%s) -> %s', (name, gender, text) => {
    expect(eventTextOf(readTimingEvent(name), name, gender)).toBe(text);
  });
});

describe('readTimingEvent: gender letters, age groups, combined events', () => {
  it.each([
    ['4x100m M U14', { kind: 'event', event: '4x100m-relay', gender: 'male' }],
    ['Women 800', { kind: 'event', event: '800m', gender: 'female' }],
    ['Girls 1600', { kind: 'event', event: '1600m', gender: 'female' }],
    ['W 800', { kind: 'event', event: '800m', gender: 'female' }],
    ['M 1500', { kind: 'event', event: '1500m', gender: 'male' }],
    ['800m W', { kind: 'event', event: '800m', gender: 'female' }],
    ['Boys U14 100 Meter Dash', { kind: 'event', event: '100m', gender: 'male' }],
    ['Girls 14U Long Jump', { kind: 'event', event: 'long-jump', gender: 'female' }],
    // a unit after a number is no gender
    ['100 m', { kind: 'event', event: '100m', gender: null }],
    ['Decathlon', { kind: 'event', event: 'decathlon', gender: null }],
    ['Men Heptathlon', { kind: 'event', event: 'heptathlon', gender: 'male' }],
    ['Women Pentathlon', { kind: 'event', event: 'indoor-pentathlon', gender: 'female' }],
    ['500 Meters', { kind: 'event', event: 'indoor-500m', gender: null }],
    ['600 Meters', { kind: 'event', event: 'indoor-600m', gender: null }],
    ['1000 Meters', { kind: 'event', event: 'indoor-1000m', gender: null }],
  ])('%s', (name, read) => {
    expect(readTimingEvent(name)).toEqual(read);
  });

  it("gives the men's heptathlon as the indoor one, the catalogue's only men's heptathlon", () => {
    expect(eventTextOf(readTimingEvent('Men Heptathlon'), 'Men Heptathlon')).toBe('male-indoor-heptathlon');
    expect(eventTextOf(readTimingEvent('Women Heptathlon'), 'Women Heptathlon')).toBe('female-heptathlon');
    expect(eventForGender('heptathlon', 'male')).toBe('indoor-heptathlon');
    expect(eventForGender('110m-hurdles', 'female')).toBeNull();
  });
});

describe('readTimingEvent never guesses', () => {
  // names with a distance or an event word in them that are no event: each must stay unknown
  it.each([
    'Underwater Basket 300',
    'Underwater Basket Weaving 300',
    'Hot Dog Eating 100',
    'Parking Lot 200',
    'Bus Leaves 400',
    'Lunch Break 1500',
    'Egg and Spoon 100 Meter',
    'Sack Race 60m',
    'Dodgeball Long Jump Contest Raffle',
    'Tug of War 8k',
    'Fun Run 2 Mile Pancake',
    'Awards 110 Hurdles Ceremony',
    'Photo Booth 800',
    'Pizza 5000',
    '300 Hurdles of Doom',
    'Egg and Spoon 100',
    'Sack Race',
    'Three Legged 200',
    'Wheelbarrow 400m',
    'Mystery 5.2 Mile Bus',
    'Donut 8.05k Dash',
  ])('%s is unknown', (name) => {
    expect(readTimingEvent(name).kind).toBe('unknown');
    expect(readTimingEvent(name, { crossCountry: true }).kind).toBe('unknown');
  });
});
