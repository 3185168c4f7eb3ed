import { TOKEN_REFRESH_MARGIN_MS } from '@core/constants';
import { appActions, appStore } from './store/app-store';
import { tokenIsFresh, tokenIsValid } from './store/app-state';
import { fetchToken, TokenUnavailableError, type IssuedToken } from './fetch-token';

let inFlight: Promise<IssuedToken> | null = null;

/** Fetches a new token from the identity session and stores it; concurrent callers share one request. */
export const refreshToken = (): Promise<IssuedToken> => {
  inFlight ??= fetchToken()
    .then((issued) => {
      appActions.setToken(issued.token, issued.expiresAt);
      return issued;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
};

/** The bearer token, refreshed first when fewer than 5 minutes remain (seed section 9). */
export const getFreshToken = async (now = Date.now()): Promise<string> => {
  const { auth } = appStore.getState();
  if (auth.token && tokenIsFresh(auth, now, TOKEN_REFRESH_MARGIN_MS)) return auth.token;
  try {
    return (await refreshToken()).token;
  } catch (error) {
    // a refresh that failed for a passing reason must not throw away a token that still works
    const current = appStore.getState().auth;
    if (current.token && tokenIsValid(current, Date.now()) && !(error instanceof TokenUnavailableError)) return current.token;
    throw error;
  }
};
