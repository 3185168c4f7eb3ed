import { describe, expect, it } from 'vitest';
import { fileSlug, toCsv } from './csv';

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

describe('fileSlug', () => {
  it('keeps lower-case letters and digits, dashes between, the fallback when nothing is left', () => {
    expect(fileSlug('  Harbor Spring Invitational 2026! ', 'meet')).toBe('harbor-spring-invitational-2026');
    expect(fileSlug('Zoë’s Team', 'team')).toBe('zo-s-team');
    expect(fileSlug('***', 'team')).toBe('team');
  });
});
