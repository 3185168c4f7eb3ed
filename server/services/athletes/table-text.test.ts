import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { headerKey, parseTable } from './table-text';

describe('parseTable', () => {
  it.each([
    [
      'comma CSV with quotes, "" and a newline inside quotes',
      'First,Last\n"Lee, Jr.","O""Brien"\n"Multi\nLine",X',
      [
        ['Lee, Jr.', 'O"Brien'],
        ['Multi\nLine', 'X'],
      ],
    ],
    ['a spreadsheet paste (tabs), commas kept in cells', 'First\tLast\nAnn, B\tCole', [['Ann, B', 'Cole']]],
    ['semicolons (European spreadsheets)', 'First;Last\nAnn;Cole', [['Ann', 'Cole']]],
    ['CRLF, a BOM and spaces around cells', '\uFEFFFirst , Last\r\n Ann , Cole \r\n', [['Ann', 'Cole']]],
  ])('%s', (_, text, cells) => {
    expect(parseTable(text).rows.map((r) => r.cells)).toEqual(cells);
  });

  it('numbers rows as a spreadsheet does, blank rows counted but skipped', () => {
    const t = parseTable('A,B\n1,2\n\n,\n3,4');
    expect(t.header).toEqual(['A', 'B']);
    expect(t.rows.map((r) => r.row)).toEqual([2, 5]);
  });

  it('refuses text without a header or without rows, naming body.text', () => {
    for (const text of ['', '\n \n', 'A,B\n\n']) {
      try {
        parseTable(text);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(HttpError);
        expect((e as HttpError).field).toBe('body.text');
      }
    }
  });

  it('compares headers loosely', () => {
    expect(['First Name', 'first_name', 'FIRSTNAME'].map(headerKey)).toEqual(['firstname', 'firstname', 'firstname']);
  });
});
