/**
 * The Hy-Tek semicolon entries file, checked record by record and field by field against the layout
 * Meet Manager for Track & Field publishes ("Import Entries from a Semi-Colon Delimited File", TFMM
 * user guide; the same table is in docs/meet-files.md). The layout is written out here as data,
 * independently of the writer, and every record the writer makes is read back against it.
 *
 * I record (athlete information): 1 I | 2 Last Name (20, required) | 3 First Name (20, required) |
 *   4 Initial (1) | 5 Gender M/F (required) | 6 Birth Date MM/DD/YYYY | 7 Team Code (4, required) |
 *   8 Team Name (30, required) | 9 Age (3) | 10 School Year (2) | 11 Address 1 | 12 Address 2 |
 *   13 City | 14 State | 15 Zip | 16 Country | 17 Citizen | 18 Home Phone | 19 Office Phone |
 *   20 Fax | 21 Shirt Size | 22 Registration # | 23 Competitor # (5) | 24 E-mail | 25 Disabled class.
 * D record (individual entry): 1 D | 2-10 as the I record | 11 Event Code (10) | 12 Entry Mark (11) |
 *   13 Event measure M/E (required) | 14 Event Division (2) | 15 Competitor # (5) | 16 Finish Place |
 *   17 Declaration Status | 18 Entry Note | 20 Alternate.
 * R record (relay entry): 1 R | 2 Team Code (4) | 3 Team Name (30) | 4 Relay Letter (1) |
 *   5 Relay Gender M/F/X | 6 Relay Age (3) | 7 Event Code (10) | 8 Entry Time (10) | 9 Event measure |
 *   10 Event Division or Finish Place | then 7 fields per runner (up to 8): Last Name (20), First
 *   Name (20), Initial (1), Gender, Birth Date, Age or Comp # (5), School Year (2).
 * Rules: a blank field keeps its semicolon; each record ends with CR LF; trailing blank fields may
 * be left off; I, D and E records of one athlete share fields 2-8.
 */
import { describe, expect, it } from 'vitest';
import { hytekEventCode } from './event-codes';
import { hytekDate, hytekMark, hytekMeasure, teamCodeOf, writeHytekEntries, type HytekAthlete } from './hytek-entries';

type FieldRule = { n: number; name: string; max: number; pattern?: RegExp; required?: boolean };

const ATHLETE_RULES: FieldRule[] = [
  { n: 2, name: 'Last Name', max: 20, required: true },
  { n: 3, name: 'First Name', max: 20, required: true },
  { n: 4, name: 'Initial', max: 1 },
  { n: 5, name: 'Gender', max: 1, pattern: /^[MF]$/, required: true },
  { n: 6, name: 'Birth Date', max: 10, pattern: /^(\d{2}\/\d{2}\/\d{4})?$/ },
  { n: 7, name: 'Team Code', max: 4, required: true },
  { n: 8, name: 'Team Name', max: 30, required: true },
  { n: 9, name: 'Age', max: 3, pattern: /^\d*$/ },
  { n: 10, name: 'School Year', max: 2 },
];
const LAYOUT: Record<'I' | 'D' | 'R', { fields: number; rules: FieldRule[] }> = {
  I: {
    fields: 25,
    rules: [
      ...ATHLETE_RULES,
      ...[11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25].map((n) => ({ n, name: `unused ${n}`, max: 0 })),
      { n: 23, name: 'Competitor #', max: 5 },
    ],
  },
  D: {
    fields: 20,
    rules: [
      ...ATHLETE_RULES,
      {
        n: 11,
        name: 'Event Code',
        max: 10,
        pattern: /^(\d+(H|S|W)?|1MILE|2MILE|HJ|PV|LJ|TJ|SP|DT|HT|JT|WT|DEC|HEP|IPENT)$/,
        required: true,
      },
      { n: 12, name: 'Entry Mark', max: 11, pattern: /^((\d+:)?(\d+:)?\d+(\.\d+)?h?|\d+-\d{2}(\.\d{2})?)?$/ },
      { n: 13, name: 'Event measure', max: 1, pattern: /^[ME]$/, required: true },
      { n: 14, name: 'Event Division', max: 2 },
      { n: 15, name: 'Competitor #', max: 5 },
      { n: 16, name: 'Finish Place', max: 0 },
      { n: 17, name: 'Declaration Status', max: 0 },
    ],
  },
  R: {
    fields: 10 + 8 * 7,
    rules: [
      { n: 2, name: 'Team Code', max: 4, required: true },
      { n: 3, name: 'Team Name', max: 30, required: true },
      { n: 4, name: 'Relay Letter', max: 1, pattern: /^[A-Z]$/ },
      { n: 5, name: 'Relay Gender', max: 1, pattern: /^[MFX]$/, required: true },
      { n: 6, name: 'Relay Age', max: 3 },
      { n: 7, name: 'Event Code', max: 10, pattern: /^\d+[SD]?$/, required: true },
      { n: 8, name: 'Entry Time', max: 10, pattern: /^((\d+:)?\d+\.\d+h?)?$/ },
      { n: 9, name: 'Event measure', max: 1, pattern: /^[ME]$/, required: true },
      { n: 10, name: 'Event Division', max: 2 },
    ],
  },
};

/** Every record of a file checked against the layout; returns the records as field arrays (1-based: fields[1] is field 1). */
const checkFile = (text: string): string[][] => {
  expect(text.endsWith('\r\n')).toBe(true);
  const records = text.slice(0, -2).split('\r\n');
  return records.map((rec) => {
    expect(rec).not.toMatch(/[\r\n]/);
    const fields = ['', ...rec.split(';')];
    const type = fields[1] as 'I' | 'D' | 'R';
    const layout = LAYOUT[type];
    expect(layout, `record type ${type}`).toBeDefined();
    expect(fields.length - 1).toBeLessThanOrEqual(layout.fields);
    for (const rule of layout.rules) {
      const value = fields[rule.n] ?? '';
      expect(value.length, `${type} field ${rule.n} ${rule.name}: "${value}"`).toBeLessThanOrEqual(rule.max);
      if (rule.required) expect(value, `${type} field ${rule.n} ${rule.name}`).not.toBe('');
      if (rule.pattern && value !== '') expect(value, `${type} field ${rule.n} ${rule.name}`).toMatch(rule.pattern);
    }
    if (type === 'R') {
      const runners = fields.slice(11);
      for (let i = 0; i < runners.length; i += 7) {
        const [last = '', first = '', initial = '', gender = '', birth = '', comp = '', year = ''] = runners.slice(i, i + 7);
        const at = `R runner ${i / 7 + 1}`;
        expect(last.length, at).toBeLessThanOrEqual(20);
        expect(first.length, at).toBeLessThanOrEqual(20);
        expect(initial.length, at).toBeLessThanOrEqual(1);
        if (last) expect(gender, at).toMatch(/^[MF]$/);
        expect(birth, at).toMatch(/^(\d{2}\/\d{2}\/\d{4})?$/);
        expect(comp.length, at).toBeLessThanOrEqual(5);
        expect(year.length, at).toBeLessThanOrEqual(2);
      }
    }
    return fields;
  });
};

const ana: HytekAthlete = { lastName: 'Lopez', firstName: 'Ana', gender: 'female', birthdate: '2008-03-09', grade: 11, bib: '101' };
const bea: HytekAthlete = {
  lastName: "O'Neil; Smith",
  firstName: 'Beatrice-Alexandra Maria',
  gender: 'female',
  birthdate: null,
  grade: null,
  bib: null,
};
const cy: HytekAthlete = { lastName: 'Ng', firstName: 'Cy', gender: 'female', birthdate: '2009-12-01', grade: 10, bib: '103' };
const di: HytekAthlete = { lastName: 'Diaz', firstName: 'Di', gender: 'female', birthdate: null, grade: 9, bib: '104' };

const file = writeHytekEntries({
  team: { code: 'CHS', name: 'Central High School Track and Field Club' },
  athletes: [ana, bea, cy, di],
  entries: [
    { athlete: ana, eventCode: '100H', mark: '15.21', measure: 'M' },
    { athlete: ana, eventCode: 'LJ', mark: '17-04.50', measure: 'E' },
    { athlete: bea, eventCode: '1600', mark: '', measure: 'M' },
  ],
  relays: [{ letter: 'A', gender: 'F', eventCode: '400', mark: '50.12', measure: 'M', runners: [ana, bea, cy, di] }],
});

describe('Hy-Tek semicolon entries file', () => {
  const records = checkFile(file);

  it('writes one I record per athlete, one D record per individual entry and one R record per relay, each ended by CR LF', () => {
    expect(records.map((r) => r[1])).toEqual(['I', 'I', 'I', 'I', 'D', 'D', 'D', 'R']);
  });

  it('fills the I record: names, gender, birth date MM/DD/YYYY, team code and name (cut to 30), school year, competitor # in field 23', () => {
    const i = records[0]!;
    expect(i.slice(1, 11)).toEqual(['I', 'Lopez', 'Ana', '', 'F', '03/09/2008', 'CHS', 'Central High School Track and', '', '11']);
    expect(i.slice(11, 23).every((f) => f === '')).toBe(true);
    expect(i[23]).toBe('101');
    expect(i).toHaveLength(24);
  });

  it('keeps fields 2-8 of one athlete the same in the I and D records', () => {
    const anaD = records.filter((r) => r[1] === 'D' && r[2] === 'Lopez');
    for (const d of anaD) expect(d.slice(2, 9)).toEqual(records[0]!.slice(2, 9));
  });

  it('fills the D record: event code, entry mark, measure, competitor # in field 15', () => {
    const [hurdles, lj, mile] = records.filter((r) => r[1] === 'D');
    expect(hurdles!.slice(11)).toEqual(['100H', '15.21', 'M', '', '101']);
    expect(lj!.slice(11)).toEqual(['LJ', '17-04.50', 'E', '', '101']);
    // no seed and no bib: the mark is blank and the record ends at the measure (trailing blanks left off)
    expect(mile!.slice(11)).toEqual(['1600', '', 'M']);
  });

  it('never lets a name break the record: a semicolon becomes a space, names are cut to 20', () => {
    const b = records[1]!;
    expect(b[2]).toBe("O'Neil Smith");
    expect(b[3]).toBe('Beatrice-Alexandra M');
  });

  it('fills the R record: team, letter, gender, event code, entry time, measure, then 7 fields per runner with the bib as comp #', () => {
    const r = records[7]!;
    expect(r.slice(1, 11)).toEqual(['R', 'CHS', 'Central High School Track and', 'A', 'F', '', '400', '50.12', 'M', '']);
    expect(r.slice(11, 18)).toEqual(['Lopez', 'Ana', '', 'F', '03/09/2008', '101', '11']);
    expect(r.slice(18, 25)).toEqual(["O'Neil Smith", 'Beatrice-Alexandra M', '', 'F', '', '', '']);
    expect(r.slice(32, 39)).toEqual(['Diaz', 'Di', '', 'F', '', '104', '9']);
    expect(r).toHaveLength(39);
  });
});

describe('Hy-Tek field values', () => {
  it('writes marks as the format shows them', () => {
    expect(hytekMark('female-100m', { kind: 'time', ms: 12480, timing: 'fat' }, 'metric')).toBe('12.48');
    expect(hytekMark('female-100m', { kind: 'time', ms: 12400, timing: 'hand' }, 'metric')).toBe('12.4h');
    expect(hytekMark('male-1600m', { kind: 'time', ms: 259140, timing: 'fat' }, 'metric')).toBe('4:19.14');
    expect(hytekMark('male-shot-put', { kind: 'length', mm: 12337 }, 'metric')).toBe('12.33');
    // 21 ft 2 in = 6.4516 m
    expect(hytekMark('male-long-jump', { kind: 'length', mm: 6452, quarterInches: 254 * 4 }, 'imperial')).toBe('21-02.00');
    expect(hytekMark('male-decathlon', { kind: 'points', points: 5586 }, 'metric')).toBe('5586');
    expect(hytekMark('male-100m', null, 'metric')).toBe('');
  });

  it('measures runs in metres and field events in the team units', () => {
    expect(hytekMeasure('male-100m', 'imperial')).toBe('M');
    expect(hytekMeasure('male-shot-put', 'imperial')).toBe('E');
    expect(hytekMeasure('male-shot-put', 'metric')).toBe('M');
  });

  it('writes dates MM/DD/YYYY and team codes of at most 4 characters', () => {
    expect(hytekDate('2008-03-09')).toBe('03/09/2008');
    expect(hytekDate(null)).toBe('');
    expect(teamCodeOf('Central High School')).toBe('CHS');
    expect(teamCodeOf('Riverside Valley North East Academy')).toBe('RVNE');
    expect(teamCodeOf('Hurricanes')).toBe('HURR');
    expect(teamCodeOf('Zoë Åberg Club')).toBe('ZAC');
    expect(teamCodeOf('!!!')).toBe('UNA');
  });
});

/**
 * Combined events in the entries file. The published import has no record of its own for them (its
 * records are I, D, E, Q and R; the "M" of Hy-Tek's semicolon *results* export, an overall
 * combined-event result, is not an entries record): an athlete entered in a decathlon, heptathlon or
 * pentathlon is one D record with the combined event's code, the points as entry mark ("Combined-event:
 * 5586 (points)") and measure M (a multi-event's measure is irrelevant: its marks are points), and
 * Meet Manager enters them in the sub-events itself. Each combined event of the catalogue goes through
 * the same functions as the server's file (event code, mark, measure) and is read back field by field.
 */
describe('Hy-Tek combined-event entries', () => {
  const EXPECTED: { type: string; code: string; points: number; athlete: HytekAthlete }[] = [
    { type: 'male-decathlon', code: 'DEC', points: 7012, athlete: { ...cy, gender: 'male', firstName: 'Cal', lastName: 'Dec' } },
    { type: 'female-heptathlon', code: 'HEP', points: 4520, athlete: ana },
    { type: 'male-indoor-heptathlon', code: 'HEP', points: 5105, athlete: { ...di, gender: 'male', firstName: 'Hal', lastName: 'Hep' } },
    { type: 'female-indoor-pentathlon', code: 'IPENT', points: 3390, athlete: cy },
  ];

  it.each(['metric', 'imperial'] as const)('writes each as one D record: code, points, measure M (%s team)', (units) => {
    const text = writeHytekEntries({
      team: { code: 'CHS', name: 'Central High School' },
      athletes: [],
      entries: EXPECTED.map((e) => ({
        athlete: e.athlete,
        eventCode: hytekEventCode(e.type)!,
        mark: hytekMark(e.type, { kind: 'points', points: e.points }, units),
        measure: hytekMeasure(e.type, units),
      })),
      relays: [],
    });
    const records = checkFile(text);
    expect(records).toHaveLength(EXPECTED.length);
    for (const [i, e] of EXPECTED.entries()) {
      const d = records[i]!;
      const gender = e.athlete.gender === 'male' ? 'M' : 'F';
      // fields 1-10 as for any athlete, then 11 event code, 12 entry mark (the points), 13 measure, 14 division, 15 competitor #
      expect(d.slice(1, 11), e.type).toEqual([
        'D',
        e.athlete.lastName,
        e.athlete.firstName,
        '',
        gender,
        e.athlete.birthdate ? hytekDate(e.athlete.birthdate) : '',
        'CHS',
        'Central High School',
        '',
        e.athlete.grade === null ? '' : String(e.athlete.grade),
      ]);
      expect(d.slice(11), e.type).toEqual([e.code, String(e.points), 'M', '', e.athlete.bib ?? '']);
    }
  });

  it('leaves the entry mark blank without a seed, never writing points as a time or a length', () => {
    expect(hytekMark('female-heptathlon', null, 'imperial')).toBe('');
    const [d] = checkFile(
      writeHytekEntries({
        team: { code: 'CHS', name: 'Central High School' },
        athletes: [],
        entries: [
          {
            athlete: bea,
            eventCode: hytekEventCode('female-heptathlon')!,
            mark: '',
            measure: hytekMeasure('female-heptathlon', 'imperial'),
          },
        ],
        relays: [],
      }),
    );
    expect(d!.slice(11)).toEqual(['HEP', '', 'M']);
  });
});
