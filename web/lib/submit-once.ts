import { useRef } from 'react';

/**
 * A form's submit handler that runs once at a time: a second submit while the first is still
 * saving (Enter twice, a double click before the button shows it is busy) is ignored, so one
 * submit creates one record. The guard is a ref, set in the same task as the first submit, not
 * state that a render would have to show first.
 */
export const useSubmitOnce = <A extends unknown[]>(submit: (...args: A) => Promise<void>): ((...args: A) => Promise<void>) => {
  const running = useRef(false);
  return async (...args: A) => {
    if (running.current) return;
    running.current = true;
    try {
      await submit(...args);
    } finally {
      running.current = false;
    }
  };
};
