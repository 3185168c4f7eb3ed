import { deletePushSubscription, getPushKey, postPushSubscription, type PushSubscriptionInput } from '@core/api/notifications';
import { callApi } from '../api-client';

/** Whether this browser can receive web push at all (a service worker, the Push API, notifications). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const readyRegistration = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? navigator.serviceWorker.ready : null;
};

/** This browser's current push subscription, if any. */
export const currentPushSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await readyRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
};

const asInput = (subscription: PushSubscription): PushSubscriptionInput => {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

export type PushOutcome = 'on' | 'denied' | 'unsupported';

/**
 * Asks for permission, subscribes this browser with the server's VAPID key and hands the
 * subscription to the server. A subscription made with another key (the server's keys changed) is
 * replaced.
 */
export const enablePush = async (): Promise<PushOutcome> => {
  const registration = await readyRegistration();
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const { publicKey } = await callApi(getPushKey);
  let subscription = await registration.pushManager.getSubscription();
  const key = subscription?.options.applicationServerKey;
  if (subscription && key && btoaUrl(key) !== publicKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  await callApi(postPushSubscription, { body: asInput(subscription) });
  return 'on';
};

/** Stops push on this browser: the server forgets it, the browser drops it. */
export const disablePush = async (): Promise<void> => {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await callApi(deletePushSubscription, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
};

/** Signing out: this browser stops receiving the previous person's notices (the server drops it at its next 410). */
export const dropPushSubscription = async (): Promise<void> => {
  const subscription = await currentPushSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => undefined);
};

const btoaUrl = (buffer: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
