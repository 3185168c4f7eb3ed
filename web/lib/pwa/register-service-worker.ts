/**
 * Registers the service worker (web/sw.ts, built into /sw.js) once the page has loaded, so its
 * precaching never competes with the first page. Built app only: the dev server has no worker.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
