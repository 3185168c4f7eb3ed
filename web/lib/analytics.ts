import { useEffect } from 'react';
import { config } from './config';
import { isAllowedExternal } from '../app/guards/route-rules';

let loaded = false;

/**
 * Web analytics only when configured (VITE_ANALYTICS_SRC): added once as an external script element
 * (never inline: the CSP allows scripts from allowed origins only), and only when its origin is the
 * app's own or on the allow-list (VITE_ALLOWED_ORIGINS). Unset: nothing is loaded.
 */
export const useAnalytics = (): void => {
  useEffect(() => {
    const src = config.analyticsSrc;
    if (loaded || !src) return;
    const absolute = new URL(src, window.location.origin).toString();
    if (!isAllowedExternal(absolute, config.allowedOrigins)) {
      console.warn(`Analytics script ${absolute} is not on the allowed origins; not loaded.`);
      return;
    }
    loaded = true;
    const script = document.createElement('script');
    script.src = absolute;
    script.async = true;
    script.defer = true;
    script.dataset.analytics = 'true';
    document.head.appendChild(script);
  }, []);
};
