import { describe, expect, it } from 'vitest';
import { parseMark } from './mark';
import type { Mark } from './types';

const metric = (mm: number): Mark => ({ kind: 'length', mm });
const imperial = (mm: number, quarterInches: number): Mark => ({ kind: 'length', mm, quarterInches });

describe('parseMark: lengths in metres', () => {
  it.each([
    ['long-jump', '6.45', metric(6450)],
    ['long-jump', '6.45m', metric(6450)],
    ['long-jump', '6.45 m', metric(6450)],
    ['long-jump', '6.45M', metric(6450)],
    ['long-jump', '6,45', metric(6450)],
    ['long-jump', ' 6.45 ', metric(6450)],
    ['long-jump', '6.5', metric(6500)],
    ['long-jump', '7', metric(7000)],
    ['long-jump', '6.455', metric(6455)],
    ['high-jump', '1.78', metric(1780)],
    ['pole-vault', '4.10m', metric(4100)],
    ['shot-put', '12.96', metric(12960)],
    ['discus', '45.72', metric(45720)],
  ])('%s %j', (event, input, expected) => {
    expect(parseMark(event, input)).toEqual({ ok: true, mark: expected });
  });
});

describe('parseMark: lengths in feet-inches (1 in = 25.4 mm, millimetres rounded down)', () => {
  it.each([
    // 42 ft 6.5 in = 510.5 in = 12966.7 mm -> 12966
    ['shot-put', '42-06.50', imperial(12966, 2042)],
    ['shot-put', '42-6.5', imperial(12966, 2042)],
    ['shot-put', '42 - 6.5', imperial(12966, 2042)],
    ['shot-put', '42-6,5', imperial(12966, 2042)],
    ['shot-put', `42' 6.5"`, imperial(12966, 2042)],
    ['shot-put', `42'6.5"`, imperial(12966, 2042)],
    ['shot-put', '42’ 6.5”', imperial(12966, 2042)],
    ['shot-put', `42' 6.5''`, imperial(12966, 2042)],
    ['shot-put', '42 ft 6.5 in', imperial(12966, 2042)],
    // 42 ft 6.25 in = 510.25 in = 12960.35 mm -> 12960
    ['shot-put', `42'6.25"`, imperial(12960, 2041)],
    // 42 ft = 504 in = 12801.6 mm -> 12801
    ['shot-put', `42'`, imperial(12801, 2016)],
    ['shot-put', '42-00', imperial(12801, 2016)],
    // 42 ft 11.75 in = 515.75 in = 13100.05 mm -> 13100
    ['shot-put', '42-11.75', imperial(13100, 2063)],
    // 5 ft 10 in = 70 in = 1778 mm exactly
    ['high-jump', '5-10', imperial(1778, 280)],
    // 5 ft 10.75 in = 70.75 in = 1797.05 mm -> 1797
    ['high-jump', '5-10.75', imperial(1797, 283)],
    // 20 ft 10 in = 250 in = 6350 mm exactly
    ['long-jump', '20-10', imperial(6350, 1000)],
    ['discus', '120-06', imperial(36728, 5784)],
  ])('%s %j', (event, input, expected) => {
    expect(parseMark(event, input)).toEqual({ ok: true, mark: expected });
  });
});

describe('parseMark: lengths refused', () => {
  it.each([
    ['shot-put', '42-06.30', '42-06.30: inches go in quarter inches (.00, .25, .50 or .75)'],
    ['shot-put', '42-6.1', 'quarter inches'],
    ['shot-put', '42-6.125', 'quarter inches'],
    ['shot-put', '42-12', '42-12: inches must be less than 12'],
    ['shot-put', '42-12.25', 'inches must be less than 12'],
    ['shot-put', `42' 13"`, 'inches must be less than 12'],
    ['long-jump', '6.4567', '6.4567 has too many decimals: metres go to the millimetre (6.455)'],
    ['long-jump', 'far', 'far is not a length: use metres (6.45) or feet-inches (21-01.75)'],
    ['long-jump', '6.45cm', 'is not a length'],
    ['long-jump', '-6.45', 'is not a length'],
    ['long-jump', '6-', 'is not a length'],
    ['long-jump', '6.45.1', 'is not a length'],
    ['long-jump', '0', 'A mark must be more than zero'],
    ['long-jump', '0.00m', 'A mark must be more than zero'],
    ['long-jump', '0-00', 'A mark must be more than zero'],
    ['long-jump', '', 'Enter a mark'],
    ['high-jump', '1:58.23', 'is not a length'],
  ])('%s %j', (event, input, message) => {
    const r = parseMark(event, input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});
