import type { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { getUser } from '@core/api/user';
import { createUser } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';
import { asyncStorages, ownAsyncStorage, withAsyncContexts } from './async-contexts';

/** Node 20 keeps whether a storage (and so the process's promise hook) is on in this field. */
const enabled = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

describe('async contexts are switched off between the calls that use them', () => {
  it('a call keeps its context while another ends; after the last one, a continuation left behind reads none', async () => {
    const storage = ownAsyncStorage<number>();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let seenInside: number | undefined;
    const long = withAsyncContexts(() =>
      storage.run(1, async () => {
        await gate;
        seenInside = storage.getStore();
      }),
    );
    await withAsyncContexts(async () => {});
    release();
    await long;
    expect(seenInside).toBe(1);

    // a timer started inside the context fires after the call ended: the storage is off by then
    let seenLater: number | undefined = -1;
    await withAsyncContexts(() =>
      storage.run(2, async () => {
        setTimeout(() => (seenLater = storage.getStore()), 20);
      }),
    );
    expect(enabled(storage)).toBe(false);
    await sleep(50);
    expect(seenLater).toBeUndefined();
  });

  describe('better-auth', () => {
    const t = useTestApp();

    it("after sign-up, sign-in and a token, better-auth's storages are off; its calls still work", async () => {
      const u = await createUser(t);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: u.email, password: u.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const storages = asyncStorages();
      // better-auth made its storages (request state, endpoint, adapter): found on its global
      expect(storages.length).toBeGreaterThanOrEqual(2);
      for (const storage of storages) expect(enabled(storage)).toBe(false);
      expect((await call(t.app, getUser, { as: u, query: { userId: u.uid } })).statusCode).toBe(200);
    });
  });
});
