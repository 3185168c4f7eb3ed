import { describe, expect, it } from 'vitest';
import badLines from './fixtures/bad-lines.txt?raw';
import invitational from './fixtures/spring-invitational.txt?raw';
import { parseHytek } from './hytek';

describe('parseHytek: a meet export', () => {
  const out = parseHytek(invitational);

  it('reads the meet name from the H record', () => {
    expect(out.format).toBe('hytek');
    expect(out.meetName).toBe('Lincoln Spring Invitational');
  });

  it('reads each E record: event and gender, round, mark as written, wind, overall place, heat, athlete, team', () => {
    expect(
      out.rows.map((r) => [r.line, r.event, r.round, `${r.first} ${r.last}`, r.gender, r.team, r.mark, r.wind, r.place, r.heat]),
    ).toEqual([
      [2, 'female-100m', 'prelim', 'Maya Okafor', 'F', 'Lincoln High School', '12.52', '0.4', '3', '2'],
      [3, 'female-100m', 'final', 'Maya Okafor', 'F', 'Lincoln High School', '12.41', '1.2', '1', '1'],
      [4, 'male-110m-hurdles', 'final', 'Eli Stone', 'M', 'Lincoln High School', '15.12', '-0.8', '2', '1'],
      // a hand time keeps its "h"; the mark engine reads it as hand
      [5, 'male-3200m', 'final', 'Jun Park', 'M', 'Lincoln High School', '10:45.3h', '', '4', '1'],
      [6, 'female-1600m', 'final', 'Iris Novak', 'F', 'Lincoln High School', 'DNF', '', '', '1'],
      // Hy-Tek's DSQ is the engine's DQ
      [7, 'female-400m', 'final', 'Ava Brennan', 'F', 'Lincoln High School', 'DQ', '', '', '2'],
      // English marks as written; wind on a horizontal jump
      [8, 'male-long-jump', 'final', 'Eli Stone', 'M', 'Lincoln High School', "21'10.25", '2.6', '1', ''],
      [9, 'female-shot-put', 'final', 'Nia Thompson', 'F', 'Lincoln High School', '12.33', '', '2', ''],
      [10, 'female-high-jump', 'final', 'Grace Kim', 'F', 'Lincoln High School', 'NH', '', '', ''],
      [11, 'female-100m', 'final', 'Lucia Castillo', 'F', 'Roosevelt High School', '12.44', '1.2', '2', '1'],
      // the 400 m hurdles joined the catalogue
      [12, 'male-400m-hurdles', 'final', 'Kofi Mensah', 'M', 'Roosevelt High School', '58.90', '', '3', '1'],
    ]);
    expect(out.problems).toEqual([]);
  });

  it('skips what the catalogue does not keep, saying why', () => {
    expect(out.skipped).toEqual([
      { line: 13, reason: 'Combined events (decathlon, heptathlon, pentathlon) are not kept', name: 'Pavel Ivanov' },
      { line: 14, reason: 'Relay results are entered on the meet page, with their legs', name: '4x100 relay' },
    ]);
  });
});

describe('parseHytek: bad lines', () => {
  it('names every bad line, keeps the others', () => {
    const out = parseHytek(badLines);
    expect(out.rows.map((r) => [r.line, r.last, r.mark, r.place])).toEqual([
      [2, 'Okafor', '12.60', '1'],
      // a place that is not a number goes on to the import's check, which names it
      [6, 'Novak', '5:40.1', 'first'],
    ]);
    expect(out.problems).toEqual([
      { line: 3, message: 'Line 3: "X" is not a Hy-Tek result record (H, E or R)', name: '' },
      { line: 4, message: 'Line 4: an E record has at least 22 fields (up to the first name), this one has 16', name: '' },
      { line: 5, message: 'Line 5: "Z" is not a round (P, Q, S or F)', name: 'Iris Novak' },
    ]);
  });

  it.each([
    ['mixed event: the athlete gender decides', 'E;T;1;;400;X;;;;F;58.10;M;;1;1;1;;;;0;Okafor;Maya;;F;;LINC;Lincoln;;', 'female-400m'],
    ['no event gender: the athlete gender', 'E;T;1;;800;;;;;F;2:20.15;M;;1;1;1;;;;0;Stone;Eli;;M;;LINC;Lincoln;;', 'male-800m'],
    ['no gender at all: the catalogue slug', 'E;F;1;;TJ;;;;;F;11.02;M;+1.1;1;;;;;;0;Stone;Eli;;;;LINC;Lincoln;;', 'triple-jump'],
    ['an unknown code stays as written', 'E;T;1;;ZZ9;F;;;;F;1:00.00;M;;1;1;1;;;;0;Stone;Eli;;F;;LINC;Lincoln;;', 'ZZ9'],
    ['indoor hurdles', 'E;T;1;;55H;F;;;;F;8.45;M;;1;1;1;;;;0;Okafor;Maya;;F;;LINC;Lincoln;;', 'female-indoor-55m-hurdles'],
  ])('%s', (_label, line, event) => {
    expect(parseHytek(line).rows.map((r) => r.event)).toEqual([event]);
  });

  it('reads a distance in metres as the cross-country race at a cross-country meet', () => {
    const line = 'E;T;1;;5000;F;;;;F;18:40.00;M;;1;1;1;;;;0;Okafor;Maya;;F;;LINC;Lincoln;;';
    expect(parseHytek(line).rows.map((r) => r.event)).toEqual(['female-5000m']);
    expect(parseHytek(line, { crossCountry: true }).rows.map((r) => r.event)).toEqual(['female-xc-5k']);
  });

  it('reads a record cut short after the athlete, with zero places and heats as none', () => {
    const [row] = parseHytek('E;T;1;;200;M;;;;F;23.10;M;-1.0;0;0;0;;;;0;Stone;Eli').rows;
    expect(row).toMatchObject({ first: 'Eli', last: 'Stone', gender: '', team: '', place: '', heat: '', wind: '-1.0', round: 'final' });
  });
});
