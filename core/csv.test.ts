import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('defuses every text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example/","x")')).toBe(`"'=HYPERLINK(""http://evil.example/"",""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('treats a signed text as text, as the roster export did, and leaves a number a number', () => {
    expect(csvCell('-0.35')).toBe("'-0.35");
    expect(csvCell('+1.2')).toBe("'+1.2");
    expect(csvCell(-0.35)).toBe('-0.35');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('leaves plain text alone, quotes commas, semicolons, quotes and line breaks, writes null as empty', () => {
    expect(csvCell('Zoë Müller')).toBe('Zoë Müller');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Spring, Opener')).toBe('"Spring, Opener"');
    expect(csvCell('100m 12.41; Long Jump 5.10m')).toBe('"100m 12.41; Long Jump 5.10m"');
    expect(csvCell('Ann "Flash" Ahn')).toBe('"Ann ""Flash"" Ahn"');
    expect(csvCell('x\ny')).toBe('"x\ny"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('writes a byte-order mark, then the header and each row as CRLF-ended lines', () => {
    expect(
      toCsv(
        ['Athlete', 'Mark', 'Meet'],
        [
          ['=cmd|"/c calc"!A1', '12.40', 'Spring, Opener'],
          ['Bea', null, 'x\ny'],
        ],
      ),
    ).toBe(`${CSV_BOM}Athlete,Mark,Meet\r\n"'=cmd|""/c calc""!A1",12.40,"Spring, Opener"\r\nBea,,"x\ny"\r\n`);
  });
});
