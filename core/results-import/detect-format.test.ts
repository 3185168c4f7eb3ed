import { describe, expect, it } from 'vitest';
import boys110h from './fixtures/boys-110h-heat2.lif?raw';
import badLif from './fixtures/bad-lines.lif?raw';
import girls100 from './fixtures/girls-100m-final.lif?raw';
import noHeader from './fixtures/no-header.lif?raw';
import badHytek from './fixtures/bad-lines.txt?raw';
import invitational from './fixtures/spring-invitational.txt?raw';
import textRound from './fixtures/boys-100m-heat-text-round.lif?raw';
import races from './fixtures/session-several-races.lif?raw';
import tfrrs from './fixtures/tfrrs-copied.txt?raw';
import report from './fixtures/text-report-1600m.txt?raw';
import { detectImportFormat } from './detect-format';

describe('detectImportFormat', () => {
  it.each([
    ['FinishLynx final', girls100, 'lif'],
    ['FinishLynx heat', boys110h, 'lif'],
    ['FinishLynx with bad lines', badLif, 'lif'],
    ['header only', '3,1,1,Girls 100 Meter Dash,+1.3,m/s\n', 'lif'],
    ['Hy-Tek export', invitational, 'hytek'],
    ['Hy-Tek with bad lines', badHytek, 'hytek'],
    [
      'Hy-Tek without its H record',
      'E;T;1;;100;F;;;;F;12.41;M;1.2;1;1;1;;10;;0;Okafor;Maya;J;F;03/14/2008;LINC;Lincoln High School;17;11',
      'hytek',
    ],
    ['CSV with a header', 'Event,First,Last,Mark\n100m,Maya,Okafor,12.41', 'csv'],
    ['semicolon CSV', 'Event;First;Last;Mark\n100m;Maya;Okafor;12.41', 'csv'],
    ['spreadsheet paste', 'Event\tName\tTime\n100\tMaya Okafor\t12.41', 'csv'],
    // a .lif body without its header is not a .lif: the CSV reader names the missing columns
    ['lif lines without the header', noHeader, 'csv'],
    ['numbers first but a CSV row next', '1,2,3,Total\n4,5', 'csv'],
    ['empty', '', 'csv'],
  ])('%s -> %s', (_label, text, format) => {
    expect(detectImportFormat(text)).toBe(format);
  });
});

describe('detectImportFormat: real shapes', () => {
  it.each([
    ['a text round and a lettered event number', textRound, 'lif'],
    ['several races in one file', races, 'lif'],
    ['text copied from a TFRRS page', tfrrs, 'page'],
    ['a text results report', report, 'page'],
  ])('%s -> %s', (_label, text, format) => {
    expect(detectImportFormat(text)).toBe(format);
  });
});
