import { Link } from 'react-router';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLayoutDashboard, IconSettings } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { fullName } from '@core/user-names';
import { paths } from '../../app/paths';
import { useOrganization, useRole, useSession } from '../../lib/store/hooks';
import { BrandLink } from '../../components/brand-link';
import { PictureAvatar } from '../../layouts/app-shell/picture-avatar';
import { SignOutButton } from '../auth';
import { NotificationsCard } from './notifications-card';

/** /account: who is signed in, in which team and role, with links to settings and sign out. */
export default function AccountPage() {
  const { user, userMode } = useSession();
  const organization = useOrganization();
  const role = useRole();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <BrandLink to={paths.dashboard} />
      <Title order={1} fz="h2">
        Your account
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <Group wrap="nowrap" align="flex-start">
          <PictureAvatar
            size={56}
            radius="xl"
            color="black"
            photo={user.profilePhoto}
            initials={`${[...user.firstName][0] ?? ''}${[...user.lastName][0] ?? ''}`.toUpperCase()}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" data-testid="account-name">
              {fullName(user)}
            </Text>
            <Text c="dimmed" size="sm" style={{ wordBreak: 'break-all' }}>
              {user.email}
            </Text>
            <Group gap="xs" mt={4}>
              {organization ? <Text size="sm">{organization.name}</Text> : <Text size="sm">No team selected</Text>}
              {role ? (
                <Badge variant="light" color="gray">
                  {role}
                </Badge>
              ) : null}
              {userMode === 'admin' ? <Badge color="red">admin mode</Badge> : null}
            </Group>
          </Stack>
        </Group>
      </Card>
      <Group>
        <Button component={Link} to={paths.dashboard} leftSection={<IconLayoutDashboard size={ICON_SIZE} />}>
          Dashboard
        </Button>
        <Button component={Link} to={paths.settings} variant="default" leftSection={<IconSettings size={ICON_SIZE} />}>
          Settings
        </Button>
        <SignOutButton variant="default" />
      </Group>
      <NotificationsCard />
      <Text size="sm" c="dimmed">
        Change your profile, leave a team or delete your account in{' '}
        <Anchor component={Link} to={`${paths.settings}?tab=account`} size="sm">
          Settings › Account
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
