import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { INVITE_VALID_DAYS } from '@core/api/invites';
import type { RoleName } from '@core/roles';
import { InvitePersonForm } from './invite-person-form';
import { PendingInvites } from './pending-invites';

/** Members tab: invite one person by email (decision 057), and the invites still waiting. */
export function InvitePeopleCard({ orgId, actor }: { orgId: string; actor: RoleName | null }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="invite-people">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            Invite a person
          </Title>
          <Text size="sm" c="dimmed">
            We mail them a link that works once, for {INVITE_VALID_DAYS} days. They join with the role you choose; a parent is linked to
            their athletes at once.
          </Text>
        </div>
        <InvitePersonForm orgId={orgId} actor={actor} />
        <Divider label="Waiting to join" labelPosition="left" />
        <PendingInvites orgId={orgId} actor={actor} />
      </Stack>
    </Card>
  );
}
