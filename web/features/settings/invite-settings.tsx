import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import type { Organization } from '@core/api/organizations';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { InviteLinkPanel, usePatchOrganization } from '../organizations';

/** Whether joiners by the link wait for an owner or admin (owners and admins switch it; others read it). */
function JoinApprovalSwitch({ organization }: { organization: Organization }) {
  const patch = usePatchOrganization(organization.id);
  const canEdit = organization.capabilities.includes('organization:edit');
  const onChange = (joinApproval: boolean) =>
    patch.mutate(
      { joinApproval },
      {
        onSuccess: () =>
          notify.success(
            joinApproval ? 'New members now wait for an owner or admin to accept them.' : 'People who open the link now join at once.',
          ),
        onError: (e) => notify.error(errorMessage(e), 'Could not change the setting'),
      },
    );
  return (
    <Switch
      checked={organization.joinApproval}
      disabled={!canEdit || patch.isPending}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label="Approve new members before they join"
      description={
        canEdit
          ? 'People who open the link wait until an owner or admin accepts them under Members; until then they see nothing of the team. Owners and admins are told on the dashboard and by email.'
          : 'Only the owner and admins can change this.'
      }
    />
  );
}

/** The invite link: copy (owner, admin, coach), rotate with confirmation (owner, admin), and whether joiners wait for approval. */
export function InviteSettings({ organization }: { organization: Organization }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Invite link
        </Title>
        <Text size="sm" c="dimmed">
          Send this link to coaches, athletes and parents. They create an account and join {organization.name} as athletes or parents
          {organization.joinApproval ? ' once an owner or admin accepts them' : ''}; give a coach their role under Members, or invite them
          by email with their role.
        </Text>
        <InviteLinkPanel
          organizationId={organization.id}
          canRead={organization.capabilities.includes('invite:read')}
          canRotate={organization.capabilities.includes('invite:rotate')}
        />
        <JoinApprovalSwitch organization={organization} />
        <Text size="sm" c="dimmed">
          To invite one person by email as an athlete, a parent of athletes or a coach, use Members › Invite a person.
        </Text>
      </Stack>
    </Card>
  );
}
