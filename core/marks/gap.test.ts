import { describe, expect, it } from 'vitest';
import { formatMarkGap } from './gap';

describe('formatMarkGap', () => {
  it('shows a sprint gap in seconds, not percent', () => {
    expect(formatMarkGap('female-100m', 380)).toBe('0.38 s');
    expect(formatMarkGap('male-1600m', 4210)).toBe('4.21 s');
  });

  it("shows a field gap in the team's units", () => {
    expect(formatMarkGap('female-long-jump', 250, 'metric')).toBe('0.25 m');
    expect(formatMarkGap('female-long-jump', 254, 'imperial')).toBe('10.00 in');
    expect(formatMarkGap('male-shot-put', 356, 'imperial')).toBe('1 ft 2.25 in');
  });
});
