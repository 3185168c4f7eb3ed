import { beforeEach, describe, expect, it, vi } from 'vitest';

const zod = vi.hoisted(() => ({ loaded: false, calls: 0 }));
vi.mock('../lib/late-zod', () => ({
  loadZod: vi.fn(async () => {
    zod.calls += 1;
    await Promise.resolve();
    zod.loaded = true;
  }),
}));

const fresh = async () => {
  vi.resetModules();
  const [route, firstPage] = await Promise.all([import('./lazy-route'), import('./first-page')]);
  return { ...route, ...firstPage };
};

beforeEach(() => {
  zod.loaded = false;
  zod.calls = 0;
  vi.useFakeTimers();
});

describe('lazyRoute and zod', () => {
  it("runs a page's module once zod has loaded", async () => {
    const { lazyRoute } = await fresh();
    const Page = () => null;
    let zodAtImport: boolean | null = null;
    const route = lazyRoute(async () => {
      zodAtImport = zod.loaded;
      return { default: Page };
    });
    await expect(route()).resolves.toEqual({ Component: Page });
    expect(zodAtImport).toBe(true);
  });

  it("does not wait for zod for the dashboard's home (withoutZod)", async () => {
    const { lazyRoute } = await fresh();
    const Page = () => null;
    await expect(lazyRoute(async () => ({ default: Page }), { withoutZod: true })()).resolves.toEqual({ Component: Page });
    expect(zod.calls).toBe(0);
  });
});

describe('startZod', () => {
  it("loads zod once the dashboard's home is drawn, not before", async () => {
    const { startZod, markFirstPageDrawn } = await fresh();
    startZod('/dashboard/');
    vi.runAllTimers();
    expect(zod.calls).toBe(0);
    markFirstPageDrawn();
    vi.runAllTimers();
    expect(zod.calls).toBe(1);
  });

  it('loads zod at once for any other first page', async () => {
    const { startZod } = await fresh();
    startZod('/dashboard/athletes');
    expect(zod.calls).toBe(1);
  });
});
