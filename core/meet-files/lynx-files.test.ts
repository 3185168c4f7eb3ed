/**
 * FinishLynx start-list files, built from the layouts of the FinishLynx manual ("Database Files"):
 * lynx.ppl  ID, last name, first name, affiliation
 * lynx.evt  event number, round number, heat number, event name
 *           <tab, space or comma>ID, lane, last name, first name, affiliation
 * lynx.sch  ";" comment lines; event number, round number, heat number
 * Comma-delimited; a field holding a comma is double-quoted.
 */
import { describe, expect, it } from 'vitest';
import { parseLif } from '../results-import/lif';
import { LYNX_RACES_ONLY_NOTE, lynxField, writeLynxEvt, writeLynxPpl, writeLynxSch } from './lynx-files';

describe('FinishLynx files', () => {
  it('writes lynx.ppl: bib, last, first, team; a name with a comma in quotes', () => {
    const text = writeLynxPpl([
      { bib: '101', lastName: 'Jones, Jr.', firstName: 'Steve', team: 'Central' },
      { bib: '102', lastName: 'Ng', firstName: 'Cy', team: 'Central' },
    ]);
    expect(text).toBe('101,"Jones, Jr.",Steve,Central\r\n102,Ng,Cy,Central\r\n');
  });

  it('writes lynx.evt: a race line, then a line per competitor starting with a comma', () => {
    const text = writeLynxEvt([
      {
        eventNumber: 3,
        roundNumber: 1,
        heat: 2,
        eventName: 'Girls 100m',
        competitors: [
          { bib: '101', lane: 4, lastName: 'Lopez', firstName: 'Ana', team: 'Central' },
          { bib: null, lane: 5, lastName: 'Say "Hi"', firstName: 'Bo', team: 'Central' },
        ],
      },
    ]);
    expect(text).toBe('3,1,2,Girls 100m\r\n,101,4,Lopez,Ana,Central\r\n,,5,Say Hi,Bo,Central\r\n');
    const lines = text.split('\r\n');
    expect(lines[0]!.split(',')).toHaveLength(4);
    for (const l of lines.slice(1, 3)) expect(l.split(',')).toHaveLength(6);
  });

  it('writes lynx.sch: comment lines, then event, round, heat in running order', () => {
    expect(
      writeLynxSch(
        [
          { eventNumber: 2, roundNumber: 1, heat: 1 },
          { eventNumber: 1, roundNumber: 1, heat: 2 },
        ],
        'Home Dual',
      ),
    ).toBe('; lynx.sch: the schedule of Home Dual\r\n; event number, round number, heat number\r\n2,1,1\r\n1,1,2\r\n');
  });

  it('names in lynx.sch comment lines the events left out (field and combined events are not timed), the races alone as data', () => {
    const text = writeLynxSch([{ eventNumber: 1, roundNumber: 1, heat: 1 }], 'Home Dual', [
      { eventNumber: 2, eventName: 'Girls Shot Put' },
      { eventNumber: 4, eventName: 'Girls Heptathlon' },
    ]);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.filter((l) => !l.startsWith(';'))).toEqual(['1,1,1']);
    expect(lines.filter((l) => l.startsWith('; not timed'))).toEqual([
      '; not timed: event 2, Girls Shot Put',
      '; not timed: event 4, Girls Heptathlon',
    ]);
    expect(lines).toContain(`; ${LYNX_RACES_ONLY_NOTE}`);
    // nothing left out: no note
    expect(writeLynxSch([{ eventNumber: 1, roundNumber: 1, heat: 1 }], 'Home Dual')).not.toContain('not timed');
  });

  it('keeps the event number, heat and name so a .lif FinishLynx writes for the race reads back', () => {
    const evt = writeLynxEvt([{ eventNumber: 7, roundNumber: 1, heat: 2, eventName: 'Girls 100m Hurdles', competitors: [] }]);
    const header = evt.split('\r\n')[0]!;
    const lif = `${header},+1.2,m/s\r\n1,101,4,Lopez,Ana,Central,15.21\r\n`;
    const parsed = parseLif(lif);
    expect(parsed.heading).toMatchObject({ eventNumber: '7', heat: 2, event: 'female-100m-hurdles', wind: '+1.2' });
    expect(parsed.rows[0]).toMatchObject({ first: 'Ana', last: 'Lopez', mark: '15.21', place: '1', heat: '2' });
  });

  it('quotes only a field with a comma', () => {
    expect(lynxField('a,b')).toBe('"a,b"');
    expect(lynxField('ab')).toBe('ab');
    expect(lynxField('a\nb')).toBe('a b');
  });
});
