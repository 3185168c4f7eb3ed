import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@core/constants';

/** Toasts: bottom centre, closing after 5000 ms (seed sections 8 and 9); loaded after the first page. */
export default function Toasts() {
  return <Notifications position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />;
}
