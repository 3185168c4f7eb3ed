import type { CSSProperties } from 'react';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PRIMARY_COLOR, TOAST_AUTO_CLOSE_MS } from '@core/constants';
import { accessibleShades } from '../app/color-contrast';
import { PANEL_BACKGROUNDS, THEME_COLORS } from '../app/theme-colors';
import { appStore } from './store/app-store';

/** White text on the toast's filled colour where it reads at 4.5:1, black where the colour is too light. */
const toastStyle = (color: string): CSSProperties => {
  const shades = THEME_COLORS[color] ?? THEME_COLORS[DEFAULT_PRIMARY_COLOR];
  const white = !shades || accessibleShades(shades, PANEL_BACKGROUNDS).filledText === 'white';
  return { '--splits-toast-text': white ? '#ffffff' : '#000000' } as CSSProperties;
};

const show = (message: string, title: string | undefined, color: string) =>
  notifications.show({ message, title, color, autoClose: TOAST_AUTO_CLOSE_MS, className: 'splits-toast', style: toastStyle(color) });

/** Toasts in the coloured theme (filled backgrounds, see styles/app.css), bottom centre, 5000 ms. */
export const notify = {
  // teal: its filled shade (9) is a deep green that carries white text; green's shades are all too light
  success: (message: string, title?: string) => show(message, title, 'teal'),
  error: (message: string, title?: string) => show(message, title, 'red'),
  info: (message: string, title?: string) => show(message, title, appStore.getState().organization?.primaryColor ?? DEFAULT_PRIMARY_COLOR),
};
