// first: zod must never try eval (CSP), before any schema parses
import './lib/zod-jitless';
import './styles/base.css';
import { boot } from './app/boot';
import { applyColorScheme } from './lib/color-scheme';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

// the stored or the system's colour scheme on <html> before the first paint (no inline script: CSP)
applyColorScheme();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

boot(container);
registerServiceWorker();
