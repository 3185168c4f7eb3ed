import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@core/api/organizations';
import type { JoinRequest } from '@core/api/join-requests';
import { displayName } from '@core/user-names';
import { errorMessage } from '../../lib/api-error';
import { viewerMonthDayTime } from '../../lib/date-labels';
import { notify } from '../../lib/notify';
import { useAnswerJoinRequest, useJoinRequests } from '../members';

const when = (iso: string) => viewerMonthDayTime(new Date(iso));

/**
 * People waiting to join (the team approves its joiners), for owners and admins: accept (they become
 * invitees) or decline. Shown while any wait, even after approval was switched off.
 */
export function JoinRequestsCard({ organization }: { organization: Organization }) {
  const manages = organization.capabilities.includes('members:manage');
  const requests = useJoinRequests(organization.id, manages);
  const answer = useAnswerJoinRequest(organization.id);
  if (!manages || requests.isPending) return null;
  if (requests.isError) {
    return (
      <Text c="red" role="alert">
        {errorMessage(requests.error)}
      </Text>
    );
  }
  const waiting = requests.data ?? [];
  if (waiting.length === 0) {
    return organization.joinApproval ? (
      <Text size="sm" c="dimmed" data-testid="join-requests-empty">
        Nobody is waiting to join. New members wait here for an owner or admin to accept them.
      </Text>
    ) : null;
  }

  const onAnswer = (r: JoinRequest, accept: boolean) => {
    const name = displayName(r) || r.email;
    answer.mutate(
      { userId: r.userId, accept },
      {
        onSuccess: () => notify.success(accept ? `${name} joined the team.` : `${name}'s request was declined.`),
        onError: (e) => notify.error(errorMessage(e), accept ? 'Could not accept' : 'Could not decline'),
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="join-requests">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            Waiting to join ({waiting.length})
          </Title>
          <Text size="sm" c="dimmed">
            They opened the invite link and see nothing of the team until you accept them. Accepted people join as athletes or parents.
          </Text>
        </div>
        {waiting.map((r) => {
          const name = displayName(r) || r.email;
          return (
            <Group key={r.id} justify="space-between" gap="xs" data-testid="join-request-row">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {r.firstName} {r.lastName}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {r.email} · asked {when(r.requestedAt)}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Decline ${name}`}
                  disabled={answer.isPending}
                  onClick={() => onAnswer(r, false)}
                >
                  Decline
                </Button>
                <Button size="xs" aria-label={`Accept ${name}`} disabled={answer.isPending} onClick={() => onAnswer(r, true)}>
                  Accept
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
