import { Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarShare, IconRefresh } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { CopyTextButton } from '../../components/copy-text-button';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useRotateScheduleFeed, useScheduleFeed } from './api/feed';

/** Your private calendar feed: subscribe (webcal), copy the address, or replace it to revoke the old one. */
export function FeedModal({ orgId, onClose }: { orgId: string; onClose: () => void }) {
  const feed = useScheduleFeed(orgId, true);
  const rotate = useRotateScheduleFeed(orgId);
  return (
    <Modal opened onClose={onClose} title="Add the schedule to your calendar" size="lg">
      <Stack gap="md">
        <Text size="sm">
          Your phone&apos;s calendar, Google Calendar or Outlook subscribes to this private address and keeps the meets and the practices
          meant for you up to date. Anyone with the address can read your schedule: keep it to yourself.
        </Text>
        {feed.error ? <FormAlert message={errorMessage(feed.error)} /> : null}
        {feed.data ? (
          <>
            <Button component="a" href={feed.data.webcalUrl} leftSection={<IconCalendarShare size={ICON_SIZE} />}>
              Subscribe on this device
            </Button>
            <TextInput
              label="Feed address"
              description="Google Calendar: Other calendars, From URL, then paste it."
              value={feed.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group justify="space-between" align="flex-start">
              <CopyTextButton value={feed.data.url} label="Copy address" what="the feed address above" />
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconRefresh size={ICON_SIZE} />}
                loading={rotate.isPending}
                onClick={() =>
                  rotate.mutate(undefined, {
                    onSuccess: () => notify.success('New address made; the old one no longer works'),
                    onError: (error) => notify.error(errorMessage(error)),
                  })
                }
              >
                Replace the address
              </Button>
            </Group>
          </>
        ) : feed.isPending ? (
          <Skeleton height={90} />
        ) : null}
      </Stack>
    </Modal>
  );
}
