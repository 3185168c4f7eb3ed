import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Meet } from '@core/api/meets';
import { paths } from '../../app/paths';
import { meetDates, seasonLabel, STATUS_COLORS, STATUS_LABELS } from '../../lib/meet-labels';
import { MeetLocation } from './meet-location';

/** One meet in the list: name (link), dates, place, season, status, how many events and results. */
export function MeetListItem({ meet }: { meet: Meet }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Anchor component={Link} to={paths.meetDetail(meet.id)} fw={600} size="lg" c="var(--mantine-color-text)" underline="hover">
            {meet.name}
          </Anchor>
          <Text size="sm">{meetDates(meet)}</Text>
          <MeetLocation location={meet.location} />
        </Stack>
        <Stack gap={6} align="flex-end" style={{ marginLeft: 'auto' }}>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {seasonLabel(meet)}
            </Badge>
            <Badge variant="light" color={STATUS_COLORS[meet.status]}>
              {STATUS_LABELS[meet.status]}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {meet.eventCount} {meet.eventCount === 1 ? 'event' : 'events'} · {meet.resultCount}{' '}
            {meet.resultCount === 1 ? 'result' : 'results'}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
