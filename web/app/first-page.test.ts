import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// the module keeps whether the first page is drawn: each test starts from a fresh copy
const fresh = async () => {
  vi.resetModules();
  return import('./first-page');
};

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('afterFirstPageDrawn', () => {
  it('waits for the first page, then runs each callback once, in a task after the one that marks it', async () => {
    const { afterFirstPageDrawn, markFirstPageDrawn } = await fresh();
    const first = vi.fn();
    const second = vi.fn();
    afterFirstPageDrawn(first);
    afterFirstPageDrawn(second);
    vi.runAllTimers();
    expect(first).not.toHaveBeenCalled();
    markFirstPageDrawn();
    expect(first).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    markFirstPageDrawn();
    vi.runAllTimers();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task when the first page is already drawn', async () => {
    const { afterFirstPageDrawn, markFirstPageDrawn } = await fresh();
    markFirstPageDrawn();
    const later = vi.fn();
    afterFirstPageDrawn(later);
    expect(later).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before the page is drawn, and between the mark and its task', async () => {
    const { afterFirstPageDrawn, markFirstPageDrawn } = await fresh();
    const early = vi.fn();
    const late = vi.fn();
    const kept = vi.fn();
    afterFirstPageDrawn(early)();
    const cancelLate = afterFirstPageDrawn(late);
    afterFirstPageDrawn(kept);
    markFirstPageDrawn();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
