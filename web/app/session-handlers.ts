import type { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/unauthorized';
import { clearSession } from '../lib/session';
import { paths } from './paths';
import { guardsRunning } from './guards/run-guards';
import { isAuthPath } from './guards/route-rules';

type Router = ReturnType<typeof createBrowserRouter>;

/** Any 401 from a call signs out (seed section 7): state cleared, then /auth (the guards redirect themselves). */
export const installSessionHandlers = (router: Router): void => {
  setUnauthorizedHandler(() => {
    clearSession();
    if (guardsRunning()) return;
    if (!isAuthPath(router.state.location.pathname)) void router.navigate(paths.auth, { replace: true });
  });
};
