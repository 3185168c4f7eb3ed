import { describe, expect, it } from 'vitest';
import type { Result } from '@core/api/results';
import { entryName, relayLegsText } from '../../lib/entry-label';
import { savedValues } from './saved-values';

const result = (over: Partial<Result>): Result => ({ display: '10.85', wind: 1.8, place: 2, heat: null, splits: [], ...over }) as Result;

describe('saved values', () => {
  it('shows a saved result as the cells hold it', () => {
    expect(savedValues('male-100m', result({}))).toEqual({ mark: '10.85', wind: '+1.8', place: '2', heat: '', splits: '' });
    expect(savedValues('male-100m', result({ wind: null }))).toMatchObject({ wind: '' });
    // no wind cell outside wind events
    expect(savedValues('male-800m', result({ display: '1:58.23', wind: 0.4 }))).toMatchObject({ wind: '' });
    expect(savedValues('male-100m', null)).toEqual({ mark: '', wind: '', place: '', heat: '', splits: '' });
    expect(
      savedValues(
        'male-800m',
        result({
          display: '1:58.23',
          heat: 2,
          splits: [
            { label: null, ms: 28100 },
            { label: null, ms: 57430 },
          ],
        }),
      ),
    ).toMatchObject({
      heat: '2',
      splits: '28.1, 57.43',
    });
  });

  it('names an athlete by last name, a relay by its team and legs in running order', () => {
    expect(entryName({ athlete: { id: 'a', firstName: 'Dana', lastName: 'Reyes', gender: 'female', grade: 11 }, relayName: null })).toBe(
      'Reyes, Dana',
    );
    const legs = [
      { athleteId: 'b', firstName: 'B', lastName: 'Second', position: 2, alternate: false },
      { athleteId: 'a', firstName: 'A', lastName: 'First', position: 1, alternate: false },
      { athleteId: 'e', firstName: 'E', lastName: 'Spare', position: 5, alternate: true },
    ];
    expect(entryName({ athlete: null, relayName: null })).toBe('Relay team');
    expect(relayLegsText({ legs })).toBe('First, Second (alt. Spare)');
  });
});

describe('saved values of a series', () => {
  it('shows the series as typed in the mark cell, no wind or place cell (the series holds them), the flight', () => {
    expect(
      savedValues('female-long-jump', result({ display: '5.20m', wind: 1.1, place: 1, heat: 2, seriesDisplay: '5.30/+2.4 5.20/+1.1 -' })),
    ).toEqual({ mark: '5.30/+2.4 5.20/+1.1 -', wind: '', place: '', heat: '2', splits: '' });
  });
});
