import { describe, expect, it } from 'vitest';
import { readDateCell, readGenderCell, readGradeCell, splitGenderPrefix } from './sheet-cells';

describe('spreadsheet cells', () => {
  it('genders: words and letters, any case; "mixed" and the rest are none', () => {
    const cases: [string, 'male' | 'female' | null][] = [
      ['F', 'female'],
      [' girls ', 'female'],
      ["Women's", 'female'],
      ['g', 'female'],
      ['W', 'female'],
      ['M', 'male'],
      ['Boys', 'male'],
      ['b', 'male'],
      ['mens', 'male'],
      ['Mixed', null],
      ['x', null],
      ['', null],
    ];
    for (const [cell, gender] of cases) expect(readGenderCell(cell), cell).toBe(gender);
  });

  it("an event cell's first word names the gender when it is one", () => {
    expect(splitGenderPrefix('Girls 100m')).toEqual({ gender: 'female', rest: '100m' });
    expect(splitGenderPrefix("Men's  Long Jump ")).toEqual({ gender: 'male', rest: 'Long Jump' });
    expect(splitGenderPrefix('W 4x400')).toEqual({ gender: 'female', rest: '4x400' });
    expect(splitGenderPrefix('Mixed 4x400')).toEqual({ gender: 'mixed', rest: '4x400' });
    expect(splitGenderPrefix('Long Jump')).toEqual({ gender: null, rest: 'Long Jump' });
    expect(splitGenderPrefix('100m')).toEqual({ gender: null, rest: '100m' });
  });

  it('grade levels: 1-12, ordinals and class words; empty is none; anything else is bad', () => {
    const cases: [string, number | null | 'bad'][] = [
      ['9', 9],
      ['10th', 10],
      ['Fr.', 9],
      ['soph', 10],
      ['Junior', 11],
      [' SR ', 12],
      ['1st', 1],
      ['', null],
      ['13', 'bad'],
      ['0', 'bad'],
      ['grad', 'bad'],
    ];
    for (const [cell, grade] of cases) expect(readGradeCell(cell), cell).toBe(grade);
  });

  it('dates: ISO or M/D/YYYY, real days only', () => {
    expect(readDateCell('2009-04-17')).toBe('2009-04-17');
    expect(readDateCell('2009-4-7')).toBe('2009-04-07');
    expect(readDateCell(' 4/17/2009 ')).toBe('2009-04-17');
    expect(readDateCell('2/29/2024')).toBe('2024-02-29');
    expect(readDateCell('2/29/2023')).toBeNull();
    expect(readDateCell('2009-13-01')).toBeNull();
    expect(readDateCell('17/4/2009')).toBeNull();
    expect(readDateCell('April 17, 2009')).toBeNull();
    expect(readDateCell('')).toBeNull();
  });
});
