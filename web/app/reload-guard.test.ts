import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_TTL_MS } from '@core/constants';
import { shouldReload } from './reload-guard';

describe('shouldReload (chunk failure reload guard)', () => {
  it('reloads when no reload was recorded', () => {
    expect(shouldReload(null, 5_000)).toBe(true);
  });
  it('does not reload again within 10 seconds', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(shouldReload(1_000, 1_000)).toBe(false);
    expect(shouldReload(1_000, 11_000)).toBe(false);
    expect(shouldReload(1_000, 11_001)).toBe(true);
  });
  it('treats garbage or a clock moved back as no record', () => {
    expect(shouldReload(Number.NaN, 1)).toBe(true);
    expect(shouldReload(50_000, 1_000)).toBe(true);
  });
});
