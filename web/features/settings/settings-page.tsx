import { useSearchParams } from 'react-router';
import { Space, Stack, Tabs, Title } from '@mantine/core';
import { IconBuildingCommunity, IconFiles, IconLink, IconUser, IconUserCog, IconUsers } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { useOrganization } from '../../lib/store/hooks';
import { ProfileSettings } from './profile-settings';
import { OrganizationSettings } from './organization-settings';
import { MembersSettings } from './members-settings';
import { InviteSettings } from './invite-settings';
import { PublicPageSettings } from '../public-pages';
import { AccountSettings } from './account-settings';
import { FilesSection } from '../files';

const TABS = ['profile', 'organization', 'members', 'invite', 'files', 'account'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/** /dashboard/settings: profile, team, members, invite link, account (tabs kept in ?tab=). */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const organization = useOrganization();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  if (!organization) return null;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Settings
      </Title>
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'profile' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="profile" leftSection={<IconUser size={ICON_SIZE} />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="organization" leftSection={<IconBuildingCommunity size={ICON_SIZE} />}>
            Team
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconUsers size={ICON_SIZE} />}>
            Members
          </Tabs.Tab>
          <Tabs.Tab value="invite" leftSection={<IconLink size={ICON_SIZE} />}>
            Invite
          </Tabs.Tab>
          <Tabs.Tab value="files" leftSection={<IconFiles size={ICON_SIZE} />}>
            Files
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconUserCog size={ICON_SIZE} />}>
            Account
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <ProfileSettings />
        </Tabs.Panel>
        <Tabs.Panel value="organization" pt="lg">
          <OrganizationSettings organization={organization} />
          <Space h="lg" />
          <PublicPageSettings organization={organization} />
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="lg">
          <MembersSettings organization={organization} />
        </Tabs.Panel>
        <Tabs.Panel value="invite" pt="lg">
          <InviteSettings organization={organization} />
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="lg">
          <FilesSection organization={organization} />
        </Tabs.Panel>
        <Tabs.Panel value="account" pt="lg">
          <AccountSettings organization={organization} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
