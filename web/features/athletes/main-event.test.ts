import { describe, expect, it } from 'vitest';
import { mainEventKey } from './main-event';

const run = (eventType: string, date: string) => ({ eventType, date });

describe('mainEventKey', () => {
  it('opens on the individual event with the most results, never a relay with more', () => {
    const series = new Map([
      [
        'female-4x100m-relay|outdoor',
        [run('female-4x100m-relay', '2026-04-01'), run('female-4x100m-relay', '2026-04-08'), run('female-4x100m-relay', '2026-04-15')],
      ],
      ['female-200m|outdoor', [run('female-200m', '2026-04-01')]],
      ['female-100m|outdoor', [run('female-100m', '2026-04-01'), run('female-100m', '2026-04-08')]],
    ]);
    expect(mainEventKey(series)).toBe('female-100m|outdoor');
  });

  it('breaks a tie by the most recent result', () => {
    const series = new Map([
      ['female-100m|outdoor', [run('female-100m', '2026-04-01'), run('female-100m', '2026-04-08')]],
      ['female-long-jump|outdoor', [run('female-long-jump', '2026-04-02'), run('female-long-jump', '2026-04-20')]],
    ]);
    expect(mainEventKey(series)).toBe('female-long-jump|outdoor');
  });

  it('opens on a relay only when the athlete has only relays', () => {
    const series = new Map([['female-4x400m-relay|outdoor', [run('female-4x400m-relay', '2026-04-01')]]]);
    expect(mainEventKey(series)).toBe('female-4x400m-relay|outdoor');
    expect(mainEventKey(new Map())).toBeNull();
  });
});
