/**
 * Build-time configuration of the web app (Vite env, read from the repository's .env files or the
 * environment at build time). Nothing here is secret: it ends up in the bundle.
 *
 * VITE_ALLOWED_ORIGINS  comma-separated origins (https://example.org) that route-rule redirects and
 *                       the analytics script may point to, besides the app's own origin.
 * VITE_ANALYTICS_SRC    URL of a web-analytics script; loaded as an external script element only when
 *                       set and its origin is the app's own or on VITE_ALLOWED_ORIGINS.
 */
const env = import.meta.env as Record<string, string | undefined>;

const parseOrigins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .flatMap((v) => {
      try {
        return [new URL(v).origin];
      } catch {
        return [];
      }
    });

const ownOrigin = typeof window === 'undefined' ? [] : [window.location.origin];

export const config = {
  allowedOrigins: [...ownOrigin, ...parseOrigins(env.VITE_ALLOWED_ORIGINS)],
  analyticsSrc: env.VITE_ANALYTICS_SRC?.trim() || null,
} as const;
