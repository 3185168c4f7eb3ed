import { memo } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { TeamNotice } from '@core/api/join-requests';
import { displayName } from '@core/user-names';
import { paths } from '../../app/paths';
import { errorMessage } from '../../lib/api-error';
import { viewerMonthDayTime } from '../../lib/date-labels';
import { notify } from '../../lib/notify';
import { useDismissTeamNotice, useTeamNotices } from '../members';
import { HomeCard, LoadError } from './home-card';

const MEMBERS_SETTINGS = `${paths.settings}?tab=members`;

const when = (iso: string) => viewerMonthDayTime(new Date(iso));

const noticeText = (n: TeamNotice): string => {
  const name = displayName(n) || 'Someone';
  if (n.kind === 'joined') return `${name} joined with the invite link`;
  return n.pending ? `${name} asks to join` : `${name} asked to join (answered)`;
};

/**
 * For owners and admins: who joined or asked to join lately, newest first; a waiting request links
 * to Settings › Members to accept or decline it. Nothing when there is nothing to tell.
 */
export const TeamNoticesCard = memo(function TeamNoticesCard({ organizationId }: { organizationId: string }) {
  const notices = useTeamNotices(organizationId, true);
  const dismiss = useDismissTeamNotice(organizationId);
  if (notices.isError) {
    return (
      <HomeCard id="home-team-notices" title="New members">
        <LoadError error={notices.error} />
      </HomeCard>
    );
  }
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  const waiting = list.filter((n) => n.pending).length;
  return (
    <HomeCard
      id="home-team-notices"
      title="New members"
      action={
        <Anchor component={Link} to={MEMBERS_SETTINGS} size="sm">
          Members
        </Anchor>
      }
    >
      <Stack gap="xs" data-testid="team-notices">
        {waiting > 0 ? (
          <Text size="sm" fw={600}>
            {waiting === 1 ? '1 person waits' : `${waiting} people wait`} for you to accept or decline them.
          </Text>
        ) : null}
        {list.map((n) => (
          <Group key={n.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="team-notice">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={n.pending ? 600 : 400}>
                {noticeText(n)}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {when(n.createdAt)}
                </Text>
                {n.pending ? (
                  <Anchor component={Link} to={MEMBERS_SETTINGS} size="xs">
                    Review
                  </Anchor>
                ) : null}
              </Group>
            </div>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Dismiss: ${noticeText(n)}`}
              loading={dismiss.isPending && dismiss.variables === n.id}
              onClick={() => dismiss.mutate(n.id, { onError: (e) => notify.error(errorMessage(e), 'Could not dismiss') })}
            >
              <IconX size={ICON_SIZE} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </HomeCard>
  );
});
