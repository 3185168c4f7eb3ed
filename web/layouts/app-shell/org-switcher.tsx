import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, Loader, Menu, Text } from '@mantine/core';
import { IconBuildingCommunity, IconCheck, IconSelector } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { useOrganization, useUserMode } from '../../lib/store/hooks';
import { organizationsQueryOptions, useOrganizations } from '../../features/organizations/api/get-organizations';
import { queryClient } from '../../lib/query-client';
import { useSwitchOrganization } from '../../features/organizations/use-switch-organization';
import { PictureAvatar } from './picture-avatar';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');

/** The user's teams in the open menu; picking one opens its dashboard. */
function TeamItems({ selectedId, switchTo, switching }: { selectedId: string | undefined } & ReturnType<typeof useSwitchOrganization>) {
  const organizations = useOrganizations();
  return (
    <>
      {organizations.isPending ? (
        <Menu.Item disabled leftSection={<Loader size={ICON_SIZE} />}>
          Loading teams
        </Menu.Item>
      ) : null}
      {organizations.data?.map((o) => (
        <Menu.Item
          key={o.id}
          onClick={() => void switchTo(o.id)}
          leftSection={
            switching === o.id ? (
              <Loader size={ICON_SIZE} />
            ) : o.id === selectedId ? (
              <IconCheck size={ICON_SIZE} />
            ) : (
              <span style={{ width: ICON_SIZE, display: 'inline-block' }} />
            )
          }
          rightSection={
            <Text size="xs" c="dimmed">
              {o.roleName}
            </Text>
          }
        >
          <Text size="sm" truncate maw={170}>
            {o.name}
          </Text>
        </Menu.Item>
      ))}
    </>
  );
}

/** The selected team, and a menu listing the user's other teams to switch to. */
export function OrgSwitcher() {
  const organization = useOrganization();
  const mode = useUserMode();
  const { switchTo, switching } = useSwitchOrganization();
  const name = organization?.name ?? 'No team selected';
  // fetched with the page, read when the menu opens: its answer does not re-render the header
  useEffect(() => {
    void queryClient.prefetchQuery(organizationsQueryOptions());
  }, []);

  return (
    <Menu position="bottom-start" width={280} withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          miw={0}
          rightSection={<IconSelector size={ICON_SIZE} />}
          leftSection={
            <PictureAvatar
              size={26}
              radius="sm"
              color={organization?.primaryColor ?? 'black'}
              variant="filled"
              photo={organization?.logo ?? null}
              initials={initials(name)}
            />
          }
          aria-label={`Team: ${name}. Switch team`}
          data-testid="org-switcher"
          styles={{ label: { overflow: 'hidden' } }}
        >
          <Text fw={600} size="sm" truncate maw={{ base: 120, xs: 200, sm: 260 }} c="var(--mantine-color-text)">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your teams</Menu.Label>
        <TeamItems selectedId={organization?.id} switchTo={switchTo} switching={switching} />
        {mode === 'admin' ? (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to={paths.adminOrganizations} leftSection={<IconBuildingCommunity size={ICON_SIZE} />}>
              All organizations
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
