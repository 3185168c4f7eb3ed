import { describe, expect, it } from 'vitest';
import badLines from './fixtures/bad-lines.lif?raw';
import boys110h from './fixtures/boys-110h-heat2.lif?raw';
import girls100 from './fixtures/girls-100m-final.lif?raw';
import men8k from './fixtures/men-8k-xc.lif?raw';
import noHeader from './fixtures/no-header.lif?raw';
import textRound from './fixtures/boys-100m-heat-text-round.lif?raw';
import races from './fixtures/session-several-races.lif?raw';
import { fatTime, parseLif, roundOfLif } from './lif';

/** The fields a test compares: line, name, team, mark, wind, place, heat. */
const brief = (text: string) => parseLif(text).rows.map((r) => [r.line, `${r.first} ${r.last}`, r.team, r.mark, r.wind, r.place, r.heat]);

describe('parseLif: the event header', () => {
  it.each([
    [girls100, { eventNumber: '3', roundNumber: '1', heat: 1, eventName: 'Girls 100 Meter Dash', event: 'female-100m', wind: '+1.3' }],
    [boys110h, { eventNumber: '12', roundNumber: '2', heat: 2, eventName: 'Boys 110m Hurdles', event: 'male-110m-hurdles', wind: '-0.8' }],
    [men8k, { eventNumber: '7', roundNumber: '1', heat: 1, eventName: 'Men 8K', event: 'male-xc-8k', wind: '' }],
    [badLines, { eventNumber: '5', roundNumber: '1', heat: 1, eventName: 'Girls 400 Meter Dash', event: 'female-400m', wind: '' }],
    [
      '9,1,3,Open 4x400 Meter Relay,,,\n',
      { eventNumber: '9', roundNumber: '1', heat: 3, eventName: 'Open 4x400 Meter Relay', event: '4x400m-relay', wind: '' },
    ],
    ['4,1,1,Event Four,NWI,\n', { eventNumber: '4', roundNumber: '1', heat: 1, eventName: 'Event Four', event: null, wind: 'NWI' }],
  ])('reads header %#', (text, heading) => {
    expect(parseLif(text).heading).toEqual(heading);
  });

  it('refuses a file without the header, naming line 1', () => {
    const out = parseLif(noHeader);
    expect(out.rows).toEqual([]);
    expect(out.heading).toBeNull();
    expect(out.problems).toEqual([
      { line: 1, message: expect.stringMatching(/^The first line of a \.lif file is the event header/), name: '' },
    ]);
  });
});

describe('parseLif: finishers', () => {
  it('reads places, quoted names, thousandths, tenths as FAT, and DQ/DNF/DNS from the place column', () => {
    expect(brief(girls100)).toEqual([
      [2, 'Maya Okafor', 'Lincoln High School', '12.41', '+1.3', '1', '1'],
      [3, 'Dana Reyes', 'Roosevelt High School', '12.443', '+1.3', '2', '1'],
      [4, 'Sam Lee, Jr.', 'Lincoln High School', '12.50', '+1.3', '3', '1'],
      [5, 'Nour Haddad', 'Roosevelt High School', '13.02', '+1.3', '4', '1'],
      // a disqualified runner keeps no place and no wind, whatever time FinishLynx read
      [6, 'Ava Brennan', 'Lincoln High School', 'DQ', '', '', '1'],
      [7, 'Lucia Castillo', 'Roosevelt High School', 'DNF', '', '', '1'],
      [8, 'Iris Novak', 'Lincoln High School', 'DNS', '', '', '1'],
    ]);
    const rows = parseLif(girls100).rows;
    expect(new Set(rows.map((r) => [r.event, r.gender, r.round].join('|')))).toEqual(new Set(['female-100m|F|']));
    expect(parseLif(girls100).problems).toEqual([]);
  });

  it.each([
    [
      'heat 2 with a headwind, DSQ read as DQ',
      boys110h,
      [
        [2, 'Eli Stone', 'Lincoln High School', '15.12', '-0.8', '1', '2'],
        [3, 'Kofi Mensah', 'Roosevelt High School', '15.60', '-0.8', '2', '2'],
        [4, 'Jun Park', 'Lincoln High School', '16.07', '-0.8', '3', '2'],
        [5, 'Pavel Ivanov', 'Roosevelt High School', 'DQ', '', '', '2'],
      ],
    ],
    [
      'cross-country: minutes, hours and tenths, no lanes, no wind',
      men8k,
      [
        [2, 'Rory Linkletter', 'Oregon State University', '24:52.90', '', '1', '1'],
        [3, 'Aidan Tooker', 'Stanford University', '0:24:54.400', '', '2', '1'],
        [4, 'Conner Mantz', 'Oregon State University', '28:15.40', '', '3', '1'],
        [5, 'Chris Olley', 'Oregon State University', 'DNF', '', '', '1'],
      ],
    ],
  ])('%s', (_label, text, rows) => {
    expect(brief(text)).toEqual(rows);
  });

  it('names each bad line and keeps the good ones', () => {
    const out = parseLif(badLines);
    expect(out.rows.map((r) => [r.line, r.last, r.mark])).toEqual([
      [2, 'Okafor', '58.83'],
      [6, 'Novak', '1:02.300'],
    ]);
    expect(out.problems).toEqual([
      { line: 3, message: 'Line 3: expected place, ID, lane, last name, first name, affiliation and time, found 4 fields', name: 'Reyes' },
      { line: 4, message: 'Line 4: "1st?" is not a place (a number, or DNF, DNS, DQ, SCR)', name: 'Nour Haddad' },
      { line: 5, message: 'Line 5: Ava Brennan has neither a time nor DNF, DNS, DQ in the place column', name: 'Ava Brennan' },
    ]);
  });

  it('skips blank lines and keeps the line numbers of the file', () => {
    const out = parseLif('1,1,1,Girls 200 Meter Dash,+0.4\n\n1,1,4,Okafor,Maya,LINC,25.61\r\n\r\n2,2,5,Reyes,Dana,ROOS,25.9\n');
    expect(out.rows.map((r) => [r.line, r.mark, r.event])).toEqual([
      [3, '25.61', 'female-200m'],
      [5, '25.90', 'female-200m'],
    ]);
  });
});

describe('fatTime', () => {
  it.each([
    ['12.5', '12.50'],
    ['12', '12.00'],
    ['12.41', '12.41'],
    ['12.443', '12.443'],
    ['1:02', '1:02.00'],
    ['0:24:52.9', '0:24:52.90'],
    ['abc', 'abc'],
    ['', ''],
  ])('%s -> %s', (time, fat) => {
    expect(fatTime(time)).toBe(fat);
  });
});

describe('parseLif: files from the wild', () => {
  it('reads a text round and a lettered event number (027B, Heat) as a .lif, not as CSV', () => {
    const out = parseLif(textRound);
    expect(out.heading).toEqual({
      eventNumber: '027B',
      roundNumber: 'Heat',
      heat: 2,
      eventName: 'Boys 100 Meter Dash',
      event: 'male-100m',
      wind: '-0.4',
    });
    expect(out.rows.every((r) => r.round === 'heats' && r.heat === '2')).toBe(true);
  });

  it('imports a named line with neither place nor time as DNS, leaves out an empty lane and a finisher with no name, naming each', () => {
    const out = parseLif(textRound);
    expect(out.rows.map((r) => [r.line, `${r.first} ${r.last}`, r.mark, r.place, r.wind])).toEqual([
      [2, 'Eli Stone', '11.21', '1', '-0.4'],
      [4, 'Kofi Mensah', '11.40', '2', '-0.4'],
      [5, 'Jun Park', 'DNS', '', ''],
      [8, 'Pavel Ivanov', 'DQ', '', ''],
    ]);
    expect(out.problems).toEqual([]);
    expect(out.skipped).toEqual([
      { line: 6, reason: 'An empty lane: no name, place or time', name: '' },
      { line: 7, reason: expect.stringMatching(/^A finisher with no name \(place 3, 11\.92\)/), name: '' },
    ]);
  });

  it('keeps each race of a file with several races apart: its event, round, heat and wind', () => {
    const out = parseLif(races);
    expect(out.races.map((r) => [r.eventNumber, r.roundNumber, r.heat, r.event, r.wind])).toEqual([
      ['12', 'Semi', 1, 'female-200m', '+0.8'],
      ['12', 'Semi', 2, 'female-200m', '+1.1'],
      ['14', 'St. Final', 1, 'female-800m', ''],
    ]);
    expect(out.heading).toEqual(out.races[0]);
    expect(out.rows.map((r) => [r.line, r.last, r.event, r.round, r.heat, r.wind])).toEqual([
      [2, 'Okafor', 'female-200m', 'semi', '1', '+0.8'],
      [3, 'Reyes', 'female-200m', 'semi', '1', '+0.8'],
      [5, 'Lee, Jr.', 'female-200m', 'semi', '2', '+1.1'],
      [6, 'Haddad', 'female-200m', 'semi', '2', '+1.1'],
      [8, 'Novak', 'female-800m', 'final', '1', ''],
      [9, 'Castillo', 'female-800m', 'final', '1', ''],
    ]);
    expect(out.problems).toEqual([]);
  });

  it('does not take a competitor line with a blank first name for a race header', () => {
    const out = parseLif('3,1,1,Girls 100 Meter Dash,+1.3\n1,412,4,Okafor,,Lincoln High School,12.41\n');
    expect(out.races).toHaveLength(1);
    expect(out.rows.map((r) => [r.last, r.mark])).toEqual([['Okafor', '12.41']]);
  });
});

describe('roundOfLif', () => {
  it.each([
    ['Heat', 'heats'],
    ['Heats', 'heats'],
    ['Semi', 'semi'],
    ['Semi-Final', 'semi'],
    ['Final', 'final'],
    ['St. Final', 'final'],
    ['Prelims', 'prelim'],
    ['1', null],
    ['', null],
    ['Exhibition', null],
  ] as const)('%s -> %s', (round, read) => {
    expect(roundOfLif(round)).toBe(read);
  });
});
