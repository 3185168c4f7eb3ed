import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@core/constants';

/** Toasts in the coloured theme (filled backgrounds, see styles/app.css), bottom centre, 5000 ms. */
export const notify = {
  success: (message: string, title?: string) =>
    notifications.show({ message, title, color: 'green', autoClose: TOAST_AUTO_CLOSE_MS, className: 'splits-toast' }),
  error: (message: string, title?: string) =>
    notifications.show({ message, title, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS, className: 'splits-toast' }),
  info: (message: string, title?: string) =>
    notifications.show({ message, title, autoClose: TOAST_AUTO_CLOSE_MS, className: 'splits-toast' }),
};
