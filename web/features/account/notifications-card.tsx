import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { NOTICE_TOPICS, type NoticeTopic } from '@core/api/notifications';
import { useOrganization } from '../../lib/store/hooks';
import { notify } from '../../lib/notify';
import { currentPushSubscription, disablePush, enablePush, pushSupported } from '../../lib/pwa/push-subscription';
import { useNotificationPreferences, usePatchNotificationPreferences } from './api/notification-preferences';

const TOPIC_LABELS: Record<NoticeTopic, { label: string; description: string }> = {
  announcements: { label: 'Announcements', description: 'A new team announcement (by mail when no device is on)' },
  messages: { label: 'Messages', description: 'A new message in your channels and conversations (by mail when no device is on)' },
  schedule: { label: 'Schedule changes', description: 'A practice or team event changed or cancelled (by mail when no device is on)' },
  results: { label: 'Meet results', description: "A meet's results published (by mail when no device is on)" },
};

type DeviceState = 'checking' | 'on' | 'off' | 'denied' | 'unsupported';

const initialDeviceState = (): DeviceState => {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'checking';
};

/** Push on this device (a browser asks for permission once), and what the member is told of in the selected team. */
export function NotificationsCard() {
  const organization = useOrganization();
  const [device, setDevice] = useState<DeviceState>(initialDeviceState);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (device !== 'checking') return;
    currentPushSubscription().then(
      (s) => live && setDevice(s ? 'on' : 'off'),
      () => live && setDevice('off'),
    );
    return () => {
      live = false;
    };
    // once, on mount: later changes come from the button
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggleDevice = async () => {
    setBusy(true);
    try {
      if (device === 'on') {
        await disablePush();
        setDevice('off');
      } else {
        const outcome = await enablePush();
        setDevice(outcome === 'on' ? 'on' : outcome);
      }
    } catch {
      notify.error('Notifications could not be changed on this device. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="notifications-card">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Notifications
        </Title>
        <Group justify="space-between" wrap="nowrap" align="center">
          <Stack gap={2}>
            <Text fw={600}>On this device</Text>
            <Text size="sm" c="dimmed">
              {device === 'on'
                ? 'This device shows notifications, also when Splits is closed.'
                : device === 'denied'
                  ? 'Notifications are blocked for Splits in this browser’s settings.'
                  : device === 'unsupported'
                    ? 'This browser cannot show notifications. Install Splits on your phone (Share › Add to Home Screen) to get them; until then they come by mail.'
                    : 'Off: you are told by mail instead.'}
            </Text>
          </Stack>
          {device === 'checking' ? (
            <Loader size="sm" />
          ) : device === 'on' || device === 'off' ? (
            <Button variant={device === 'on' ? 'default' : 'filled'} loading={busy} onClick={() => void toggleDevice()}>
              {device === 'on' ? 'Turn off' : 'Turn on'}
            </Button>
          ) : null}
        </Group>
        {organization ? <TopicSwitches orgId={organization.id} teamName={organization.name} /> : null}
      </Stack>
    </Card>
  );
}

function TopicSwitches({ orgId, teamName }: { orgId: string; teamName: string }) {
  const preferences = useNotificationPreferences(orgId);
  const patch = usePatchNotificationPreferences(orgId);
  if (preferences.isError) return <Alert color="red">Your notification choices could not be loaded.</Alert>;
  if (!preferences.data) return <Loader size="sm" />;
  const data = preferences.data;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        Tell me about, in {teamName}
      </Text>
      {NOTICE_TOPICS.map((topic) => (
        <Switch
          key={topic}
          label={TOPIC_LABELS[topic].label}
          description={TOPIC_LABELS[topic].description}
          checked={data[topic]}
          disabled={patch.isPending}
          onChange={(event) =>
            patch.mutate({ [topic]: event.currentTarget.checked }, { onError: () => notify.error('Your choice was not saved. Try again.') })
          }
        />
      ))}
    </Stack>
  );
}
