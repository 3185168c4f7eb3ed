import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { addDays } from '@core/schedule/zoned-time';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { errorMessage } from '../../lib/api-error';
import { useSchedule } from './api/get-schedule';
import { itemWhen, KIND_COLORS, KIND_LABELS } from './schedule-labels';

const ROWS = 3;
const DAYS_AHEAD = 60;

const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The home page's next practices and team events (not cancelled, not over), soonest first. */
export function NextPracticesCard({ orgId }: { orgId: string }) {
  // the moment the card mounted: what is "ahead" (a reload or a later visit moves it on)
  const [now] = useState(() => Date.now());
  const today = localDay(now);
  const schedule = useSchedule(orgId, { from: addDays(today, -1), to: addDays(today, DAYS_AHEAD) });
  const next = (schedule.data?.items ?? []).filter((i) => i.type === 'event' && !i.cancelled && Date.parse(i.end) > now).slice(0, ROWS);
  let body;
  if (schedule.isPending)
    body = (
      <Stack gap="md">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Stack>
    );
  else if (schedule.error)
    body = (
      <Text size="sm" c="red" role="alert">
        {errorMessage(schedule.error)}
      </Text>
    );
  else if (next.length === 0)
    body = (
      <EmptyState
        icon={<IconCalendarEvent size={22} />}
        title="No practices ahead"
        description="Practices and team events of the next two months show here."
      />
    );
  else
    body = (
      <Stack component="ul" gap="sm" p={0} m={0}>
        {next.map((item) => (
          <Stack key={item.key} component="li" gap={2} style={{ listStyle: 'none' }} data-testid="next-practice">
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} truncate>
                {item.title}
              </Text>
              <Badge size="sm" variant="light" color={KIND_COLORS[item.kind]}>
                {KIND_LABELS[item.kind]}
              </Badge>
            </Group>
            <Text size="sm">{itemWhen(item)}</Text>
            {item.location ? (
              <Text size="sm" c="dimmed" truncate>
                {item.location}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="next-practices-title">
      <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap" mb="md">
        <Text component="h2" fz="h3" fw={700} id="next-practices-title" m={0}>
          Next practices
        </Text>
        <Anchor component={Link} to={paths.schedule} size="sm">
          Schedule
        </Anchor>
      </Group>
      {body}
    </Card>
  );
}
