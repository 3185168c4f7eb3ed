import { Link } from 'react-router';
import { Loader, Menu, Text } from '@mantine/core';
import { IconBuildingCommunity, IconCheck } from '@tabler/icons-react';
import type { Organization } from '@core/api/organizations';
import type { UserMode } from '@core/roles';
import { ICON_SIZE } from '@core/constants';
import { focusOnMount } from './focus-on-mount';
import { paths } from '../../app/paths';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { useSwitchOrganization } from '../../features/organizations/use-switch-organization';
import { OrgSwitcherButton } from './org-switcher-button';

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

interface OrgSwitcherDropdownProps {
  organization: Organization | null;
  mode: UserMode;
}

/** The team switcher with its Mantine Menu: loaded after the first page (org-switcher.tsx). @public the default export is loaded lazily */
export default function OrgSwitcherDropdown({ organization, mode }: OrgSwitcherDropdownProps) {
  const { switchTo, switching } = useSwitchOrganization();
  return (
    <Menu position="bottom-start" width={280} withinPortal shadow="md" defaultOpened>
      <Menu.Target>
        <OrgSwitcherButton organization={organization} ref={focusOnMount} />
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
