/**
 * The service worker's cache of API answers (web/sw.ts): each read's last answer, served only when
 * the network fails. Signing out deletes it (lib/session.ts), so the next person on the device never
 * reads the previous one's team offline.
 */
export const API_CACHE = 'splits-api-v1';

/** API paths never cached: identity and tokens, sockets, file bytes and images, health and metrics. */
export const UNCACHED_API = /^\/api\/(auth|messaging\/socket|files|images|uploads|health|ready|metrics)(\/|$)/;

/** The header the worker puts on an answer it gives from API_CACHE: when that copy was saved (ms since epoch; empty when unknown). */
export const SAVED_AT_HEADER = 'x-splits-saved-at';
