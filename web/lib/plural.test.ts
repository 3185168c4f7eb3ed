import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('counts with the right noun', () => {
    expect(plural(1, 'event')).toBe('1 event');
    expect(plural(0, 'event')).toBe('0 events');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
  });
});
