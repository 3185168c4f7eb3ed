// @vitest-environment happy-dom
/**
 * The installed app offline after the access token's hour (decision 053): the identity session does
 * not answer, so the stored token goes as it is and the service worker's saved copy answers; the
 * app notes when that copy was saved, stays signed in, and keeps its team when the role check is
 * unanswered. A session that has really ended still signs out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getMyFamily } from '@core/api/family';
import { getMember } from '@core/api/members';
import { answer, apiError, network } from '../test/network';
import { testUser } from '../test/render';
import { refreshRole } from '../app/guards/guard-effects';
import { callApi } from './api-client';
import { offlineStore } from './offline-state';
import { markSavedCopy } from './pwa/saved-copy';
import { appActions, appStore } from './store/app-store';
import { testOrganization } from './test-organization';
import { setUnauthorizedHandler } from './unauthorized';

const ORG = testOrganization().id;
const SAVED = Date.parse('Sat, 28 Nov 2026 14:05:00 GMT');

/** Signed in on this device, the token's hour over. */
const signedInLongAgo = () => {
  appActions.setUser(testUser({ roleName: 'coach' }));
  appActions.selectOrganization(testOrganization(), 'coach');
  appActions.setToken('old-token', Date.now() - 60_000);
};
const identityUnreachable = () => http.get('/api/auth/token', () => HttpResponse.error());
/** What the worker answers from its cache when the network fails: the saved copy, marked. */
const savedCopy = (body: unknown) =>
  markSavedCopy(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', date: new Date(SAVED).toUTCString() } }),
  );

afterEach(() => {
  offlineStore.reset();
  setUnauthorizedHandler(() => undefined);
});

describe('offline with an expired token', () => {
  it("answers from the worker's saved copy, sent with the stored token, and notes when it was saved", async () => {
    signedInLongAgo();
    const tokens: (string | null)[] = [];
    network.use(
      identityUnreachable(),
      http.get(getMyFamily.path, ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return savedCopy([]);
      }),
    );
    await expect(callApi(getMyFamily, { query: { orgId: ORG } })).resolves.toEqual([]);
    expect(tokens).toEqual(['Bearer old-token']);
    expect(offlineStore.getState()).toEqual({ showingSaved: true, savedAt: SAVED });
    expect(appStore.getState().session.loggedIn).toBe(true);

    // the network again: a live answer ends the notice
    network.use(answer(getMyFamily, () => []));
    await callApi(getMyFamily, { query: { orgId: ORG } });
    expect(offlineStore.getState().showingSaved).toBe(false);
  });

  it('takes a 401 to the stale token for no answer, not a sign-out', async () => {
    signedInLongAgo();
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    network.use(
      identityUnreachable(),
      answer(getMyFamily, () => apiError(401, 'Token expired')),
    );
    await expect(callApi(getMyFamily, { query: { orgId: ORG } })).rejects.toMatchObject({ status: 0 });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('still signs out when the identity session answers that it has ended', async () => {
    signedInLongAgo();
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    network.use(http.get('/api/auth/token', () => HttpResponse.json({ message: 'No session' }, { status: 401 })));
    await expect(callApi(getMyFamily, { query: { orgId: ORG } })).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('keeps the team and role when the role check gets no answer; a refusal is still a failure', async () => {
    signedInLongAgo();
    network.use(
      identityUnreachable(),
      http.get(getMember.path, () => HttpResponse.error()),
    );
    expect(await refreshRole()).toBe('unreachable');
    expect(appStore.getState().organization?.id).toBe(ORG);

    network.use(answer(getMember, () => apiError(404, 'Not a member')));
    expect(await refreshRole()).toBe('failed');
  });
});
