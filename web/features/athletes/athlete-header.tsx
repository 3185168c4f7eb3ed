import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { AthleteProfile } from '@core/api/athletes';
import { paths } from '../../app/paths';
import { notify } from '../../lib/notify';
import { useMembers } from '../members';
import { useDeleteAthlete } from './api/delete-athlete';
import { AthleteFormDrawer } from './athlete-form-drawer';
import { GENDER_LABELS, GROUP_LABELS, STATUS_COLORS, STATUS_LABELS, fullName, gradeText } from './athlete-labels';
import { AthletePhoto } from './athlete-photo';
import { ConfirmModal } from '../../components/confirm-modal';
import { eventShortName } from './key-prs';

const date = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Photo (or initials), name, status, details, event groups and events, the member account; photo, edit and delete for staff. */
export function AthleteHeader({ orgId, athlete, canWrite }: { orgId: string; athlete: AthleteProfile; canWrite: boolean }) {
  const navigate = useNavigate();
  const [editing, edit] = useDisclosure(false);
  const [deleting, del] = useDisclosure(false);
  const remove = useDeleteAthlete(orgId);
  const members = useMembers(athlete.userId ? orgId : undefined);
  const member = members.data?.find((m) => m.userId === athlete.userId);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <AthletePhoto orgId={orgId} athlete={athlete} canWrite={canWrite} />
        <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Group gap="xs">
                <Title order={1} size="h2">
                  {fullName(athlete)}
                </Title>
                <Badge variant="light" color={STATUS_COLORS[athlete.status]}>
                  {STATUS_LABELS[athlete.status]}
                </Badge>
              </Group>
              <Text c="dimmed" size="sm">
                {GENDER_LABELS[athlete.gender]} · {gradeText(athlete)}
                {athlete.gradYear && athlete.grade !== null ? ` · Class of ${athlete.gradYear}` : ''}
              </Text>
            </div>
            {canWrite ? (
              <Group gap="xs">
                <Button size="xs" variant="default" leftSection={<IconEdit size={ICON_SIZE} />} onClick={edit.open}>
                  Edit
                </Button>
                <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={ICON_SIZE} />} onClick={del.open}>
                  Delete
                </Button>
              </Group>
            ) : null}
          </Group>
          <Group gap="xl" align="flex-start">
            <Detail label="Event groups">{athlete.eventGroups.map((g) => GROUP_LABELS[g]).join(', ') || '–'}</Detail>
            <Detail label="Events">{athlete.preferredEvents.map(eventShortName).join(', ') || '–'}</Detail>
            {athlete.birthdate ? <Detail label="Birthdate">{date(athlete.birthdate)}</Detail> : null}
            {athlete.email ? (
              <Detail label="Email">
                <Anchor href={`mailto:${athlete.email}`} size="sm">
                  {athlete.email}
                </Anchor>
              </Detail>
            ) : null}
            {athlete.userId ? (
              <Detail label="Member account">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconUserCircle size={ICON_SIZE} aria-hidden="true" />
                  {member ? (
                    <span>
                      {member.firstName} {member.lastName} ·{' '}
                      <Anchor component={Link} to={`${paths.settings}?tab=members`} size="sm">
                        {member.email}
                      </Anchor>
                    </span>
                  ) : (
                    <span>Linked to a team member</span>
                  )}
                </Group>
              </Detail>
            ) : null}
          </Group>
          {athlete.notes ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {athlete.notes}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {canWrite ? (
        <>
          {editing ? <AthleteFormDrawer orgId={orgId} athlete={athlete} opened={editing} onClose={edit.close} /> : null}
          <ConfirmModal
            opened={deleting}
            onClose={del.close}
            title={`Delete ${fullName(athlete)}?`}
            confirmLabel="Delete athlete"
            onConfirm={async () => {
              await remove.mutateAsync(athlete.id);
              notify.success(`${fullName(athlete)} deleted`);
              void navigate(paths.athletes);
            }}
          >
            The athlete goes from the roster with {athlete.results.length} results and every PR. To keep them, set the status to inactive or
            alumni instead. This cannot be undone.
          </ConfirmModal>
        </>
      ) : null}
    </Paper>
  );
}
