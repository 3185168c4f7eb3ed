// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { network } from '../test/network';
import { renderWithApp } from '../test/render';
import { noteAnswer, offlineStore } from '../lib/offline-state';
import { appActions, appStore } from '../lib/store/app-store';
import { OfflineNotice, savedAtLabel } from './offline-notice';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ sub: 'u1', exp })).replace(/=+$/, '')}.s`;

afterEach(() => offlineStore.reset());

describe('the offline notice', () => {
  it('says when the copies shown were saved, refreshes the session when the network returns, and goes with the first live answer', async () => {
    const saved = new Date();
    saved.setHours(14, 5, 0, 0);
    renderWithApp(<OfflineNotice />, { role: 'coach' });
    expect(screen.queryByTestId('offline-notice')).toBeNull();

    act(() => {
      noteAnswer(saved.getTime() + 60_000);
      noteAnswer(saved.getTime()); // the oldest copy on screen counts
    });
    const notice = await screen.findByTestId('offline-notice');
    expect(notice.textContent).toContain(`Offline: showing what was saved at ${savedAtLabel(saved.getTime())}.`);
    expect(savedAtLabel(saved.getTime())).toMatch(/14:05|2:05/);

    // the token's hour passed while offline: back online, the session is refreshed first
    appActions.setToken('old-token', Date.now() - 60_000);
    const fresh = jwt(Math.floor(Date.now() / 1000) + 3600);
    network.use(http.get('/api/auth/token', () => HttpResponse.json({ token: fresh })));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(appStore.getState().auth.token).toBe(fresh));

    act(() => noteAnswer(undefined));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
  });

  it('names the day of a copy saved before today', () => {
    const now = Date.parse('2026-11-28T12:00:00');
    expect(savedAtLabel(Date.parse('2026-11-27T14:05:00'), now)).toMatch(/^Nov 27, /);
    expect(savedAtLabel(Date.parse('2026-11-28T09:30:00'), now)).not.toMatch(/Nov/);
  });
});
