import { describe, expect, it } from 'vitest';
import { markInputMode } from './mark-input-mode';

describe('markInputMode', () => {
  it('gives the keyboard with : to races that can run a minute or more', () => {
    expect(markInputMode('female-1600m', 'metric')).toBe('text');
    expect(markInputMode('male-800m', 'imperial')).toBe('text');
    expect(markInputMode('male-400m', 'metric')).toBe('text');
    expect(markInputMode('female-4x400m-relay', 'metric')).toBe('text');
    expect(markInputMode('female-xc-5k', 'metric')).toBe('text');
  });

  it('keeps the decimal keypad for sprints', () => {
    expect(markInputMode('female-100m', 'imperial')).toBe('decimal');
    expect(markInputMode('male-200m', 'metric')).toBe('decimal');
  });

  it('gives the keyboard with - to feet-inches, the decimal keypad to metres', () => {
    expect(markInputMode('male-long-jump', 'imperial')).toBe('text');
    expect(markInputMode('female-shot-put', 'imperial')).toBe('text');
    expect(markInputMode('male-long-jump', 'metric')).toBe('decimal');
  });
});
