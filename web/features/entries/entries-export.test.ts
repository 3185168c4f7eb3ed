import { describe, expect, it } from 'vitest';
import type { Entry, MeetDetail, MeetEvent } from '@core/api/meets';
import { entriesCsv, entriesFileName } from './entries-export';

const athlete = (firstName: string, lastName: string, grade: number | null) => ({
  id: `${lastName}-id`,
  firstName,
  lastName,
  gender: 'female' as const,
  grade,
});
const entry = (
  id: string,
  a: ReturnType<typeof athlete> | null,
  heat: number | null,
  display: string | null,
  extra: Partial<Entry> = {},
): Entry =>
  ({
    id,
    eventId: 'e1',
    athlete: a,
    relayName: null,
    legs: null,
    flags: null,
    result:
      display === null && heat === null
        ? null
        : ({ heat, display, asRun: { display: display ?? '', windAided: false } } as Entry['result']),
    ...extra,
  }) as Entry;

const event = (id: string, eventType: string, entries: Entry[]): MeetEvent =>
  ({ id, meetId: 'm', eventType, displayName: '', gender: 'female', kind: 'time', round: 'final', position: 0, entries }) as MeetEvent;

describe('entriesCsv', () => {
  it('writes a BOM, a header and one row per entry, by heat, then seed, then name, quoting commas and quotes', () => {
    const seed = (ms: number, display: string, source: 'season-best' | 'entered' = 'season-best') => ({
      seed: { mark: { kind: 'time' as const, ms, timing: 'fat' as const }, display, source },
    });
    const meet = {
      name: 'Harbor "Spring" Invitational',
      events: [
        event('e1', 'female-100m', [
          entry('a', athlete('Zoë', 'Müller', 11), 2, '12.41', seed(12_610, '12.61')),
          entry('b', athlete('Ana', 'Castellanos', 10), 1, null),
          entry('c', athlete('Lotte', 'Verhoeven', null), null, null, seed(12_900, '12.90', 'entered')),
          entry('d', athlete('Ada', 'Okafor', 12), 2, null, seed(12_480, '12.48')),
          entry('f', athlete('Bo', 'Adams', 9), null, null),
        ]),
        event('e2', 'female-4x100m-relay', [
          entry('r', null, null, null, {
            relayName: 'Relay A, Blue',
            legs: [1, 2, 3, 4].map((position) => ({
              athleteId: `${position}`,
              firstName: 'X',
              lastName: `L${position}`,
              position,
              alternate: false,
            })),
          } as Partial<Entry>),
        ]),
      ],
    } as MeetDetail;
    const csv = entriesCsv(meet, { handTimeConversion: true });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Event,Round,Heat or flight,Athlete or team,Grade,Legs,Seed,Seed from,Mark',
      'Girls 100m,final,1,"Castellanos, Ana",10,,,,',
      'Girls 100m,final,2,"Okafor, Ada",12,,12.48,season best,',
      'Girls 100m,final,2,"Müller, Zoë",11,,12.61,season best,12.41',
      'Girls 100m,final,,"Verhoeven, Lotte",,,12.90,entered,',
      'Girls 100m,final,,"Adams, Bo",9,,,,',
      'Girls 4x100m Relay,final,,"Relay A, Blue",,"L1, L2, L3, L4",,,',
      '',
    ]);
    expect(entriesFileName(meet)).toBe('harbor-spring-invitational-entries.csv');
  });

  it('writes an athlete or relay team named like a formula as text, never as a live formula', () => {
    const meet = {
      name: 'Opener',
      events: [
        event('e1', 'female-100m', [entry('a', athlete('Ann', '=HYPERLINK("http://evil.example/","x")', 11), null, null)]),
        event('e2', 'female-4x100m-relay', [entry('r', null, null, null, { relayName: '@SUM(1+1)*cmd|" /C calc"!A0', legs: [] })]),
      ],
    } as MeetDetail;
    expect(entriesCsv(meet, { handTimeConversion: true }).slice(1).split('\r\n')).toEqual([
      'Event,Round,Heat or flight,Athlete or team,Grade,Legs,Seed,Seed from,Mark',
      `Girls 100m,final,,"'=HYPERLINK(""http://evil.example/"",""x""), Ann",11,,,,`,
      `Girls 4x100m Relay,final,,"'@SUM(1+1)*cmd|"" /C calc""!A0",,,,,`,
      '',
    ]);
  });

  it('writes the mark that won, with its w, for a jump won by a wind-aided mark (not the wind-legal best)', () => {
    const won = { heat: null, display: '6.25m', asRun: { display: '6.30m', windAided: true } } as Entry['result'];
    const meet = {
      name: 'Opener',
      events: [event('e1', 'female-long-jump', [entry('a', athlete('Wendy', 'Wind', 11), null, null, { result: won })])],
    } as MeetDetail;
    expect(entriesCsv(meet, { handTimeConversion: true }).slice(1).split('\r\n')[1]).toBe(
      'Girls Long Jump,final,,"Wind, Wendy",11,,,,6.30m w',
    );
  });
});
