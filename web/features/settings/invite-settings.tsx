import { Card, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@core/api/organizations';
import { InviteLinkPanel } from '../organizations';

/** The invite link: copy (owner, admin, coach), rotate with confirmation (owner, admin). */
export function InviteSettings({ organization }: { organization: Organization }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Invite link
        </Title>
        <Text size="sm" c="dimmed">
          Send this link to coaches, athletes and parents. They create an account and join {organization.name} as invitees; you can give
          them another role under Members.
        </Text>
        <InviteLinkPanel
          organizationId={organization.id}
          canRead={organization.capabilities.includes('invite:read')}
          canRotate={organization.capabilities.includes('invite:rotate')}
        />
      </Stack>
    </Card>
  );
}
