// first: zod must never try eval (CSP), before any schema parses
import './lib/zod-jitless';
import './styles/base.css';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

boot(container);
