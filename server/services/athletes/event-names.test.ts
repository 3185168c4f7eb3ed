import { describe, expect, it } from 'vitest';
import { readEventToken } from './event-names';

describe('readEventToken', () => {
  it.each([
    ['100m', 'female', { type: 'female-100m', group: 'sprints' }],
    ['100m Hurdles', 'female', { type: 'female-100m-hurdles', group: 'hurdles' }],
    ['110H', 'male', { type: 'male-110m-hurdles', group: 'hurdles' }],
    ['LJ', 'male', { type: 'male-long-jump', group: 'jumps' }],
    ['Shot Put', 'female', { type: 'female-shot-put', group: 'throws' }],
    ['1600', 'male', { type: 'male-1600m', group: 'distance' }],
    ['5K (XC)', 'female', { type: 'female-xc-5k', group: 'distance' }],
    ['indoor-60m-hurdles', 'male', { type: 'male-indoor-60m-hurdles', group: 'hurdles' }],
    ['male-discus', 'male', { type: 'male-discus', group: 'throws' }],
    ['Sprints', 'male', { group: 'sprints' }],
  ] as const)('%s for a %s athlete', (token, gender, expected) => {
    expect(readEventToken(token, gender)).toEqual(expected);
  });

  it('says why a token does not fit', () => {
    expect(readEventToken('Underwater Hockey', 'male')).toEqual({ error: 'Unknown event "Underwater Hockey"' });
    expect(readEventToken('Javelin', 'male')).toEqual({ type: 'male-javelin', group: 'throws' });
    expect(readEventToken('JT', 'female')).toEqual({ type: 'female-javelin', group: 'throws' });
    expect(readEventToken('600m (Indoor)', 'female')).toEqual({ type: 'female-indoor-600m', group: 'distance' });
    expect(readEventToken('110m Hurdles', 'female')).toEqual({ error: '110m Hurdles is not an event for a female athlete' });
    expect(readEventToken('female-100m', 'male')).toEqual({ error: 'female-100m is not an event for a male athlete' });
  });
});
