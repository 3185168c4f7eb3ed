import { useEffect } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { offlineStore } from '../lib/offline-state';
import { queryClient } from '../lib/query-client';
import { useStore } from '../lib/store/hooks';
import { getFreshToken } from '../lib/token';

/** "14:05" for a time of today, else with its day ("Nov 27, 14:05"), in the device's language. */
export const savedAtLabel = (savedAt: number, now = Date.now()): string => {
  const at = new Date(savedAt);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === new Date(now).toDateString()
    ? time
    : `${at.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}, ${time}`;
};

/** Back online: the session's token first (its hour may have passed), then every page's data again. */
const reconnect = async () => {
  await getFreshToken().catch(() => undefined);
  await queryClient.invalidateQueries();
};

/**
 * "Offline: showing what was saved at HH:MM" while the pages show the service worker's saved copies
 * (decision 053). When the browser is online again it refreshes the session and the pages' data, and
 * the notice goes with the first answer from the network. Results typed meanwhile queue and sync on
 * their own (the results grid).
 */
export function OfflineNotice() {
  const { showingSaved, savedAt } = useStore(offlineStore, (s) => s);
  useEffect(() => {
    if (!showingSaved) return;
    const online = () => void reconnect();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [showingSaved]);
  if (!showingSaved) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconCloudOff size={ICON_SIZE} />} role="status" data-testid="offline-notice" mb="md">
      <Text size="sm">
        Offline: showing what was saved {savedAt === null ? 'earlier' : `at ${savedAtLabel(savedAt)}`}. It updates when the network returns.
      </Text>
    </Alert>
  );
}
