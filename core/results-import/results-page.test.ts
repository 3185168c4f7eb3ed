import { describe, expect, it } from 'vitest';
import tfrrs from './fixtures/tfrrs-copied.txt?raw';
import report from './fixtures/text-report-1600m.txt?raw';
import { parseResultsPage } from './results-page';

const brief = (text: string) =>
  parseResultsPage(text).rows.map((r) => [r.line, r.event, `${r.first} ${r.last}`, r.team, r.mark, r.wind, r.place, r.round]);

describe('parseResultsPage', () => {
  it('reads text copied from a TFRRS page: each event, its finishers, a combined total; team scores left out', () => {
    expect(brief(tfrrs)).toEqual([
      [6, 'male-100m', 'Eli Stone', 'Lincoln High School', '10.91', '+1.2', '1', 'final'],
      [7, 'male-100m', 'Kofi Mensah', 'Roosevelt High School', '11.05', '+1.2', '2', 'final'],
      [8, 'male-100m', 'Jun Park', 'Lincoln High School', 'DNF', '', '', 'final'],
      [12, 'female-long-jump', 'Maya Okafor', 'Lincoln High School', '5.62', '+0.4', '1', 'final'],
      [13, 'female-long-jump', 'Nour Haddad', 'Roosevelt High School', '5.40', 'NWI', '2', 'final'],
      [16, 'decathlon', 'Eli Stone', 'Lincoln High School', '6296', '', '1', null],
      [19, 'male-xc-8k', 'Jun Park', 'Lincoln High School', '25:41.3', '', '1', null],
      [20, 'male-xc-8k', 'Pavel Ivanov', 'Roosevelt High School', '25:58.9', '', '2', null],
    ]);
    const out = parseResultsPage(tfrrs);
    expect(out.problems).toEqual([]);
    expect(out.skipped).toEqual([{ line: 21, reason: 'Team scores are not results of athletes: left out', name: '' }]);
  });

  it('reads a space-aligned text report, naming the line without a mark', () => {
    expect(brief(report)).toEqual([
      [8, 'female-1600m', 'Iris Novak', 'Lincoln High School', '5:12.33', '', '1', null],
      [9, 'female-1600m', 'Lucia Castillo', 'Roosevelt High School', '5:14.80', '', '2', null],
      [10, 'female-1600m', 'Ava Brennan', 'Lincoln High School', 'DNS', '', '', null],
    ]);
    expect(parseResultsPage(report).problems).toEqual([
      { line: 11, message: 'Line 11: no time or mark found for Grace Kim', name: 'Grace Kim' },
    ]);
  });

  it('reads a cross-country race at the distance its course has as that race (decision 058)', () => {
    const page = [
      'Women 5.2 Mile',
      'PL\tNAME\tYEAR\tTEAM\tTIME\tSCORE',
      '1\tOkafor, Maya\tJR-3\tLincoln High School\t31:05.4\t1',
      'Men 8.05k',
      '1\tPark, Jun\tSO-2\tLincoln High School\t25:41.3\t1',
    ].join('\n');
    expect(brief(page)).toEqual([
      [3, 'female-xc-5.2mile', 'Maya Okafor', 'Lincoln High School', '31:05.4', '', '1', null],
      [5, 'male-xc-8.05k', 'Jun Park', 'Lincoln High School', '25:41.3', '', '1', null],
    ]);
  });

  it('leaves out the finishers of an event Splits does not keep, with the reason', () => {
    const out = parseResultsPage('Boys 4x1600 Meter Relay\n1\tLincoln High School\t17:55.20\n');
    expect(out.rows).toEqual([]);
    expect(out.skipped).toEqual([{ line: 2, reason: 'Boys 4x1600 Meter Relay is not an event Splits keeps', name: 'Lincoln High School' }]);
  });
});
