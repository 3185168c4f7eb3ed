import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/**
 * Whether a browser's subscription endpoint is at an allowed push service (PUSH_SERVICES): https on
 * a listed host or under it, or exactly a listed origin (a self-hosted or test push service). The
 * server POSTs to whatever a subscription names, so any other address is refused (no requests to
 * the server's own network on a member's say-so).
 */
export const isAllowedPushEndpoint = (endpoint: string, services: readonly string[]): boolean => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return services.some((service) => {
    if (service.includes('://')) return url.origin === new URL(service).origin;
    return url.protocol === 'https:' && (url.hostname === service || url.hostname.endsWith(`.${service}`));
  });
};

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: delivered, gone (404/410: the subscription is dead), or failed otherwise. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted message (RFC 8291 aes128gcm, VAPID RFC 8292) with web-push's request details,
 * over fetch: web-push's own sender speaks https only, and a self-hosted push service may not.
 */
export const sendPush = async (target: PushTarget, payload: string, keys: VapidKeys, subject: string): Promise<PushOutcome> => {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.ok ? 'sent' : 'failed';
};
