/** Browser APIs Mantine and the app call that happy-dom does not have, as inert stand-ins. */

/** The width media queries answer for (px): a laptop's, unless a test sets a phone's (setScreenWidth). */
const LAPTOP_WIDTH = 1280;
let SCREEN_WIDTH = LAPTOP_WIDTH;

/** Media queries answer for this width (px) until the test ends (setup.ts puts the laptop back). */
export const setScreenWidth = (px: number = LAPTOP_WIDTH): void => {
  SCREEN_WIDTH = px;
};

const toPx = (value: string, unit: string) => Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);

/** `(min-width: 48em)`, `(max-width: 40em)` against the screen width; reduced motion always, so transitions take no time. */
const matches = (query: string): boolean => {
  if (query.includes('prefers-reduced-motion: reduce')) return true;
  const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  if (!min && !max) return false;
  return (!min || SCREEN_WIDTH >= toPx(min[1]!, min[2]!)) && (!max || SCREEN_WIDTH <= toPx(max[1]!, max[2]!));
};

export const installDomShims = (): void => {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  class InertObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
  // Mantine's autosize textarea listens for web fonts loading
  if (!('fonts' in document) || !document.fonts) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
  }
};
