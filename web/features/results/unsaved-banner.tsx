import { useSyncExternalStore } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowsDiff, IconCloudOff } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { useStore } from '../../lib/store/hooks';
import { retryMeet } from './results-sync';
import { inConflict, unsavedResultsStore, waitingForNetwork } from './unsaved-results';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * "n unsaved results — will retry": shown while saves wait for the network (they are kept on this
 * device); once online, the results changed elsewhere that wait for the coach's choice.
 */
export function UnsavedBanner({ meetId }: { meetId: string }) {
  const rows = useStore(unsavedResultsStore(meetId), (s) => s);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const waiting = waitingForNetwork(rows).length;
  const conflicts = inConflict(rows).length;
  if (waiting === 0 && conflicts === 0 && online) return null;
  if (waiting === 0 && conflicts > 0 && online) {
    return (
      <Alert color="yellow" variant="light" icon={<IconArrowsDiff size={ICON_SIZE} />} role="status" data-testid="conflict-banner">
        <Text size="sm">
          {conflicts === 1
            ? '1 result was changed by someone else while you typed it: choose which to keep on its row.'
            : `${conflicts} results were changed by someone else while you typed them: choose which to keep on their rows.`}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconCloudOff size={ICON_SIZE} />} role="status" data-testid="unsaved-banner">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {waiting > 0
            ? `${waiting} unsaved ${waiting === 1 ? 'result' : 'results'} — will retry when the connection returns. They are kept on this device.`
            : 'You are offline. Results you type are kept on this device and saved when the connection returns.'}
        </Text>
        {waiting > 0 ? (
          <Button size="xs" variant="default" onClick={() => void retryMeet(meetId)}>
            Retry now
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
