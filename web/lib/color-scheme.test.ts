import { describe, expect, it } from 'vitest';
import { resolveColorScheme } from './color-scheme';

describe('the colour scheme before the first paint', () => {
  it('auto follows the system; a stored choice wins over it', () => {
    expect(resolveColorScheme('auto', true)).toBe('dark');
    expect(resolveColorScheme('auto', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});
