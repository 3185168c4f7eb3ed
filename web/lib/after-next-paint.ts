import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the next frame (a task after the frame's animation
 * callback), and returns what cancels it. For work the first paint should not wait for: a request
 * sent, or a component drawn, in the task that draws the page delays its paint (and on a phone,
 * Lighthouse counts every request that ends before it into the page's largest paint).
 */
export const afterNextPaint = (callback: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * False until the frame after this component's first commit has been painted, then true, in a
 * background render: a plain update from a timer is drawn at once, in the timer's task, together
 * with every effect of the first commit still waiting to run (one long task instead of several).
 */
export const useAfterFirstPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
};
