import './styles/base.css';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

boot(container);
