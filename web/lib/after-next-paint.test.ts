import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** A browser's frame loop in miniature: frame callbacks run when a frame is drawn, timers after. */
const frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;
const drawFrame = () => {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});

afterEach(() => {
  frames.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not before it is drawn and not inside it', () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled(); // no frame drawn yet
    drawFrame();
    expect(callback).not.toHaveBeenCalled(); // the frame's own callbacks come before its paint
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    drawFrame();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before the frame and between the frame and the task', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    drawFrame();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    drawFrame();
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
