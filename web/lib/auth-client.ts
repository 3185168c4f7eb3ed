import { createAuthClient } from 'better-auth/react';
import { jwtClient } from 'better-auth/client/plugins';

/** better-auth on the same origin, mounted at /api/auth (session cookie, sign-in, sign-up, reset, delete). */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? undefined : window.location.origin,
  basePath: '/api/auth',
  plugins: [jwtClient()],
});
