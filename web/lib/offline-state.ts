/**
 * Whether the pages show the service worker's saved copies (offline, decision 053), and the oldest
 * copy's time: the API client notes every answer (lib/api-client.ts), the app shell shows the notice
 * (components/offline-notice.tsx). Memory only: a reload asks again.
 */
import { createPersistedStore } from './store/persisted-store';

export interface OfflineState {
  /** an answer of this page came from the worker's cache and no network answer came since */
  showingSaved: boolean;
  /** when the oldest of those copies was saved (ms); null when unknown */
  savedAt: number | null;
}

const LIVE: OfflineState = { showingSaved: false, savedAt: null };

/** After one answer: `savedAt` undefined is the network's (back online), else a saved copy's time. */
export const afterAnswer = (state: OfflineState, savedAt: number | null | undefined): OfflineState => {
  if (savedAt === undefined) return state.showingSaved ? LIVE : state;
  if (!state.showingSaved) return { showingSaved: true, savedAt };
  if (savedAt === null || (state.savedAt !== null && state.savedAt <= savedAt)) return state;
  return { showingSaved: true, savedAt };
};

export const offlineStore = createPersistedStore<OfflineState>({
  key: 'splits.offline',
  storage: () => undefined,
  initial: LIVE,
  revive: () => undefined,
});

export const noteAnswer = (savedAt: number | null | undefined): void => offlineStore.setState((s) => afterAnswer(s, savedAt));
