import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes cells with commas, quotes or line breaks, and writes empty cells for null', () => {
    expect(
      toCsv(
        ['Athlete', 'Mark', 'Meet'],
        [
          ['Ann "Flash" Ahn', '12.40', 'Spring, Opener'],
          ['Bea', null, 'x\ny'],
        ],
      ),
    ).toBe('Athlete,Mark,Meet\r\n"Ann ""Flash"" Ahn",12.40,"Spring, Opener"\r\nBea,,"x\ny"');
  });
});
