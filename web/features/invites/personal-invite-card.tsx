import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { INVITE_MESSAGES, INVITE_ROLE_LABELS, type InviteOffer } from '@core/api/invites';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { useUser } from '../../lib/store/hooks';
import { useAcceptInvite, useInviteOffer } from './api/invites';

const joinsAs = (offer: InviteOffer): string => {
  const as = INVITE_ROLE_LABELS[offer.role].toLowerCase();
  const of = offer.role === 'parent' && offer.athletes.length ? ` of ${offer.athletes.join(', ')}` : '';
  const sentence = `as ${offer.role === 'athlete' ? 'an' : 'a'} ${as}${of}`;
  // "… of Sam R." ends the sentence already
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
};

/**
 * A personal invite (decision 057) opened while signed in: names the team, the role and the address
 * it is for, and joins in one step. A used, expired or withdrawn link, or another signed-in address,
 * says so instead of offering the join.
 */
export function PersonalInviteCard({
  token,
  onAccepted,
  onDismiss,
}: {
  token: string;
  /** joined: the caller opens the team */
  onAccepted: (organizationId: string, teamName: string) => void;
  onDismiss: () => void;
}) {
  const offer = useInviteOffer(token);
  const accept = useAcceptInvite();
  const user = useUser();
  const data = offer.data;
  const signedInAs = user?.email?.trim().toLowerCase();
  const wrongEmail = data && signedInAs && signedInAs !== data.email ? INVITE_MESSAGES.wrongEmail(data.email, signedInAs) : null;
  // the server's word on the link (used, expired, withdrawn, unknown); a failed lookup still lets the join try
  const linkProblem =
    offer.error instanceof ApiRequestError && (offer.error.status === 404 || offer.error.status === 410) ? offer.error.message : null;
  const problem = linkProblem ?? wrongEmail ?? (accept.error ? errorMessage(accept.error) : null);
  const usable = !linkProblem && !wrongEmail;

  const onJoin = () =>
    accept.mutate(token, {
      onSuccess: (member) => onAccepted(member.organizationId, data?.teamName ?? 'your team'),
    });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="personal-invite">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" data-testid="personal-invite-title" style={{ overflowWrap: 'anywhere' }}>
            {linkProblem ? 'This invite link no longer works' : data ? `Join ${data.teamName}` : 'Join your team'}
          </Title>
          {data && !linkProblem ? (
            <Text size="sm" c="dimmed">
              {data.invitedBy ? `${data.invitedBy} invited` : 'You are invited'} {data.email} {joinsAs(data)}
            </Text>
          ) : null}
        </div>
        {problem ? (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onDismiss}>
            Dismiss
          </Button>
          {usable ? (
            <Button onClick={onJoin} loading={accept.isPending} disabled={offer.isPending}>
              Join team
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
