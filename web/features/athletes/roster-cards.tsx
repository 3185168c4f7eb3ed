import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { RosterAthlete } from '@core/api/athletes';
import { paths } from '../../app/paths';
import { AthleteRowActions, type AthleteActionHandlers } from './athlete-row-actions';
import { AthleteAvatar } from './athlete-photo';
import { GENDER_LABELS, GROUP_LABELS, STATUS_COLORS, STATUS_LABELS, gradeText } from './athlete-labels';
import { KeyPrs } from './key-prs';

/** The roster on a phone: one card per athlete, with their photo (or initials). */
export function RosterCards({
  orgId,
  athletes,
  canWrite,
  onEdit,
  onDelete,
}: { orgId: string; athletes: RosterAthlete[]; canWrite: boolean } & AthleteActionHandlers) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label="Roster">
      {athletes.map((a) => (
        <Paper key={a.id} component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <AthleteAvatar athlete={a} size={40} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={paths.athleteDetail(a.id)}
                  fw={600}
                  c="var(--mantine-color-text)"
                  underline="hover"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {a.lastName}, {a.firstName}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {GENDER_LABELS[a.gender]} · {gradeText(a)}
                  {a.eventGroups.length ? ` · ${a.eventGroups.map((g) => GROUP_LABELS[g]).join(', ')}` : ''}
                </Text>
              </Stack>
            </Group>
            {/* never shrinks: the name wraps instead, so the status badge is never cut off on a phone */}
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Badge variant="light" color={STATUS_COLORS[a.status]} style={{ flexShrink: 0, overflow: 'visible' }}>
                {STATUS_LABELS[a.status]}
              </Badge>
              {canWrite ? <AthleteRowActions orgId={orgId} athlete={a} onEdit={onEdit} onDelete={onDelete} /> : null}
            </Group>
          </Group>
          {a.keyPrs.length ? (
            <Group mt={6} gap={6}>
              <Text size="xs" c="dimmed">
                PRs
              </Text>
              <KeyPrs prs={a.keyPrs} />
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
