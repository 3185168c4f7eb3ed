import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Group, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { JoiningAs } from '@core/api/members';
import { IconUsersGroup } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { appActions } from '../../lib/store/app-store';
import { useUser } from '../../lib/store/hooks';
import { PictureAvatar } from '../../layouts/app-shell/picture-avatar';
import { useJoinOrganization } from '../members';
import { fetchOrganization, useInviteOffer } from '../organizations';
import { PersonalInviteCard } from '../invites';
import { clearPendingInvite, type PendingInvite } from './pending-invite';

const NO_LONGER_VALID = 'This invite link is no longer valid. Ask your coach for a new one.';

const joinFailure = (error: unknown): string => {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) return NO_LONGER_VALID;
  return errorMessage(error);
};

const TEAM_LOGO_SIZE = 36;

/** Who joins: an athlete is put on the roster at once (matched by email or name, or added); decision 052. */
const JOINING_AS_CHOICES = [
  { value: 'athlete', label: 'An athlete' },
  { value: 'parent', label: 'A parent or guardian' },
  { value: 'other', label: 'A coach or volunteer' },
] as const;
type JoiningChoice = (typeof JOINING_AS_CHOICES)[number]['value'];

interface JoinInviteCardProps {
  invite: PendingInvite;
  onDismiss?: () => void;
  /** the team approves its joiners: the caller now waits (the waiting screen takes over) */
  onPending: () => void;
}

/** The saved invite's card: a personal invite (decision 057) joins with its role; the team's link as below. */
export function JoinInviteCard(props: JoinInviteCardProps) {
  const navigate = useNavigate();
  if (!props.invite.personal) return <TeamInviteCard {...props} />;
  const dismiss = () => {
    clearPendingInvite();
    props.onDismiss?.();
  };
  return (
    <PersonalInviteCard
      token={props.invite.token}
      onDismiss={dismiss}
      onAccepted={(organizationId, teamName) => {
        clearPendingInvite();
        notify.success(`You joined ${teamName}.`);
        void fetchOrganization(organizationId)
          .then((organization) => appActions.selectOrganization(organization))
          .catch(() => undefined)
          .finally(() => void navigate(paths.dashboard, { replace: true }));
      }}
    />
  );
}

/**
 * "Join <team>": names the team of a saved invite (GET /api/organization/invite/get), then joins it
 * as an invitee, selects it and opens the dashboard; or, when the team approves its joiners, hands
 * over to the waiting screen. A link that no longer works says so up front.
 */
function TeamInviteCard({ invite, onDismiss, onPending }: JoinInviteCardProps) {
  const navigate = useNavigate();
  const join = useJoinOrganization();
  const offer = useInviteOffer(invite);
  const [error, setError] = useState<string | null>(null);
  const user = useUser();
  // the profile step asked athletes (only) for their grade, gender and events
  const [joiningAs, setJoiningAs] = useState<JoiningChoice>(user?.gradeLevel || user?.sportEvents.length ? 'athlete' : 'other');
  // only the server's verdict on the link counts: a lookup that failed otherwise still lets the join try
  const invalid = offer.error instanceof ApiRequestError && offer.error.code === 'invalid-invite';
  const team = offer.data;

  const onJoin = () => {
    setError(null);
    join.mutate(
      { orgId: invite.orgId, token: invite.token, joiningAs: joiningAs === 'other' ? undefined : (joiningAs satisfies JoiningAs) },
      {
        onSuccess: (outcome) => {
          clearPendingInvite();
          if (outcome.kind === 'pending') {
            onPending();
            return;
          }
          notify.success(`You joined ${outcome.organization.name}.`);
          void navigate(paths.dashboard, { replace: true });
        },
        onError: async (e) => {
          // already a member: open that team instead
          if (e instanceof ApiRequestError && e.status === 409) {
            try {
              appActions.selectOrganization(await fetchOrganization(invite.orgId));
              clearPendingInvite();
              void navigate(paths.dashboard, { replace: true });
              return;
            } catch {
              // fall through to the message
            }
          }
          setError(joinFailure(e));
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="join-invite">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          {team?.logo ? (
            <PictureAvatar size={TEAM_LOGO_SIZE} radius="xl" photo={team.logo} initials={[...team.name][0] ?? ''} />
          ) : (
            <ThemeIcon size={TEAM_LOGO_SIZE} radius="xl" variant="light" aria-hidden="true">
              <IconUsersGroup size={ICON_SIZE + 4} />
            </ThemeIcon>
          )}
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" data-testid="join-invite-title" style={{ overflowWrap: 'anywhere' }}>
              {invalid ? 'This invite link no longer works' : team ? `Join ${team.name}` : 'Join your team'}
            </Title>
            <Text size="sm" c="dimmed">
              {invalid
                ? 'Ask your coach for a new one, or dismiss it to carry on.'
                : "You opened your team's invite link. Join to see the roster, meets, records and schedule."}
            </Text>
          </div>
        </Group>
        {invalid ? null : (
          <Radio.Group label="I join as" value={joiningAs} onChange={(v) => setJoiningAs(v as JoiningChoice)}>
            <Group gap="md" mt={4}>
              {JOINING_AS_CHOICES.map((c) => (
                <Radio key={c.value} value={c.value} label={c.label} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          {onDismiss ? (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                clearPendingInvite();
                onDismiss();
              }}
            >
              Dismiss
            </Button>
          ) : null}
          {invalid ? null : (
            <Button onClick={onJoin} loading={join.isPending}>
              Join team
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
