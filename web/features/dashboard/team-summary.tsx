import { Link } from 'react-router';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Member } from '@core/api/members';
import { ROLES } from '@core/roles';
import { displayName } from '@core/user-names';
import { paths } from '../../app/paths';
import { PictureAvatar } from '../../layouts/app-shell/picture-avatar';
import { errorMessage } from '../../lib/api-error';
import { TeamSkeleton } from './home-skeletons';
import { newestMembers } from './home-labels';

/** The newest members shown (and the rows the loading state keeps for them). */
const NEWEST_SHOWN = 5;

/** How many people are on the team, by role, and the newest members; a link to manage them for owners and admins. */
export function TeamSummary({
  members,
  loading,
  error,
  canManage,
}: {
  members: Member[] | undefined;
  loading: boolean;
  error: unknown;
  /** members:manage (owners, admins): the card links to Settings › Members */
  canManage: boolean;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="team-title">
      <Title order={2} fz="h3" id="team-title" mb="xs">
        Team
      </Title>
      {loading ? <TeamSkeleton rows={NEWEST_SHOWN} /> : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(error)}
        </Text>
      ) : null}
      {members ? (
        <Stack gap="sm">
          <Text data-testid="member-count">
            <Text span fw={700} fz="xl">
              {members.length}
            </Text>{' '}
            {members.length === 1 ? 'member' : 'members'}
          </Text>
          <Group gap="xs">
            {ROLES.map((role) => {
              const n = members.filter((m) => m.roleName === role).length;
              return n ? (
                <Text key={role} size="sm" c="dimmed">
                  {n} {role}
                  {n === 1 ? '' : 's'}
                </Text>
              ) : null;
            })}
          </Group>
          <Stack gap={6}>
            {newestMembers(members, NEWEST_SHOWN).map((m) => (
              <Group key={m.id} gap="xs" wrap="nowrap">
                <PictureAvatar size={24} radius="xl" photo={m.profilePhoto} initials={[...m.firstName][0] ?? '?'} />
                <Text size="sm" truncate>
                  {displayName(m) || m.email}
                </Text>
              </Group>
            ))}
          </Stack>
          {canManage ? (
            <Anchor component={Link} to={`${paths.settings}?tab=members`} size="sm">
              Manage members
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}
