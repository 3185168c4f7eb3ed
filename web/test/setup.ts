/**
 * Setup of the web project's tests. Node unit tests (*.test.ts) get nothing; component tests
 * (*.test.tsx, in happy-dom) get the browser APIs Mantine uses and happy-dom lacks
 * (web/test/dom-shims.ts), the stub network (web/test/network.ts) and a clean app between tests:
 * no rendered tree, no cached query, nobody signed in. React's warning about two siblings with one
 * key fails the test: React then keeps stale elements on screen (a channel's messages stayed in the
 * next channel's conversation).
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

// zod as the app has it: made jitless first (web/main.tsx's first import), then the contract's zod
// loaded as the app loads it (web/build/lazy-contract.ts rewrites the contract here too, as in the
// build and the dev server: one module graph)
await import('../lib/zod-jitless');
const { loadZod } = await import('../lib/late-zod');
await loadZod();

const FAILS_A_TEST = [/Encountered two children with the same key/, /Each child in a list should have a unique "key"/];

if (typeof document !== 'undefined') {
  const { installDomShims, setScreenWidth } = await import('./dom-shims');
  const { network } = await import('./network');
  const { cleanup } = await import('@testing-library/react');
  const { queryClient } = await import('../lib/query-client');
  const { appActions } = await import('../lib/store/app-store');
  const { notifications } = await import('@mantine/notifications');

  installDomShims();
  const reactWarnings: string[] = [];
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (FAILS_A_TEST.some((pattern) => pattern.test(text))) reactWarnings.push(text);
    consoleError(...args);
  };

  beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    // the toasts' store outlives a test (and a file: the worker keeps its modules, vitest.config.ts)
    notifications.clean();
    notifications.cleanQueue();
    setScreenWidth();
    queryClient.clear();
    appActions.signedOut();
    network.resetHandlers();
    const warnings = reactWarnings.splice(0);
    expect(warnings, 'React warned about keys').toEqual([]);
  });
  afterAll(() => network.close());
}
