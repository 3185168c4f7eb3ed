import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, unmask } from './input-mask';

const PHONE = '(###) ###-####';
const DATE = '##/##/####';
const GRADE = 'X';
const CODE = 'AAA-###';

describe('applyMask', () => {
  it.each([
    [PHONE, '', ''],
    [PHONE, '5', '(5'],
    [PHONE, '555', '(555'],
    [PHONE, '5551', '(555) 1'],
    [PHONE, '5551234567', '(555) 123-4567'],
    [PHONE, '55512345678', '(555) 123-4567'],
    [PHONE, '(555) 123-4567', '(555) 123-4567'],
    [PHONE, '555-123-4567', '(555) 123-4567'],
    [PHONE, '555.123.4567', '(555) 123-4567'],
    [PHONE, 'abc555', '(555'],
    [PHONE, '(555', '(555'],
    [DATE, '12', '12'],
    [DATE, '123', '12/3'],
    [DATE, '12/', '12/'],
    [DATE, '12/3', '12/3'],
    [DATE, '12252024', '12/25/2024'],
    [DATE, '12/25/2024', '12/25/2024'],
    [DATE, '1a2b', '12'],
    [GRADE, '9', '9'],
    [GRADE, 'K', 'K'],
    [GRADE, '12', '1'],
    [GRADE, '-', ''],
    [CODE, 'abc123', 'ABC-123'],
    [CODE, 'ABC-123', 'ABC-123'],
    [CODE, 'a1b2c3', 'ABC-3'],
    [CODE, 'abc', 'ABC'],
    [DATE, '12b', '12'],
    [CODE, 'AB', 'AB'],
    [CODE, 'ABC', 'ABC'],
    [CODE, 'ABC1', 'ABC-1'],
    [CODE, 'ABC-1234', 'ABC-123'],
    ['SS', 'é1z', 'éz'],
    ['aa', 'ÉZ', 'éz'],
    ['A', 'ß', ''],
    ['XX', 'ü7', 'ü7'],
  ])('mask %s with %j gives %j', (mask, raw, expected) => {
    expect(applyMask(mask, raw)).toBe(expected);
  });

  it('is idempotent: masking a masked value changes nothing', () => {
    for (const [mask, raw] of [
      [PHONE, '5551234'],
      [DATE, '0101'],
      [CODE, 'xy'],
    ] as const) {
      const once = applyMask(mask, raw);
      expect(applyMask(mask, once)).toBe(once);
    }
  });
});

describe('isMaskComplete', () => {
  it.each([
    [PHONE, '(555) 123-4567', true],
    [PHONE, '(555) 123-456', false],
    [PHONE, '555 123 4567 ', false],
    [PHONE, '(555)-123-4567', false],
    [DATE, '12/25/2024', true],
    [DATE, '12-25-2024', false],
    [DATE, '1/25/2024', false],
    [GRADE, 'K', true],
    [GRADE, '9', true],
    [GRADE, '', false],
    [GRADE, '?', false],
    [CODE, 'ABC-123', true],
    [CODE, 'abc-123', false],
    [CODE, 'ABC-12', false],
    ['aa', 'xy', true],
    ['aa', 'Xy', false],
  ])('mask %s, value %j: %s', (mask, value, expected) => {
    expect(isMaskComplete(mask, value)).toBe(expected);
  });
});

describe('unmask', () => {
  it.each([
    [PHONE, '(555) 123-4567', '5551234567'],
    [PHONE, '(555) 1', '5551'],
    [PHONE, '', ''],
    [DATE, '12/25/2024', '12252024'],
    [GRADE, 'K', 'K'],
    [CODE, 'ABC-123', 'ABC123'],
    [CODE, 'abc-123', 'ABC123'],
  ])('mask %s, value %j gives %j', (mask, value, expected) => {
    expect(unmask(mask, value)).toBe(expected);
  });

  it('round-trips: masking the unmasked value gives the masked value back', () => {
    const masked = applyMask(PHONE, '5551234567');
    expect(applyMask(PHONE, unmask(PHONE, masked))).toBe(masked);
  });
});
