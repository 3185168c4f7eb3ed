import { afterEach, vi } from 'vitest';

// A test fails on any unexpected console.error: errors must be asserted, not printed.
const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});
