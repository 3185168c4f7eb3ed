import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { errorMessage } from '../../lib/api-error';
import { useDeferredData } from '../../lib/use-deferred-data';
import { nextPracticesQueryOptions } from './api/next-practices';
import { itemWhen, KIND_COLORS, KIND_LABELS } from './schedule-labels';

const ROWS = 3;

/** A line of text's height holding a grey bar (the loading rows keep the real rows' height: no layout shift). */
function Line({ size, width }: { size?: 'sm'; width: string }) {
  return (
    <Text size={size} component="div" aria-hidden="true">
      <Skeleton height="0.8em" width={width} display="inline-block" style={{ verticalAlign: 'middle' }} />
    </Text>
  );
}

/** The home page's next practices and team events (not cancelled, not over), soonest first. */
export function NextPracticesCard({ orgId }: { orgId: string }) {
  // the moment the card mounted: what is "ahead" (a reload or a later visit moves it on)
  const [now] = useState(() => Date.now());
  const schedule = useDeferredData(useQuery({ ...nextPracticesQueryOptions(orgId, now), enabled: Boolean(orgId) }));
  const next = (schedule.data?.items ?? []).filter((i) => i.type === 'event' && !i.cancelled && Date.parse(i.end) > now).slice(0, ROWS);
  let body;
  if (schedule.pending)
    body = (
      // the rows a team in season shows (title, when, place), so the cards below stay put when they arrive
      <Stack gap="sm" role="status" aria-label="Loading next practices">
        {Array.from({ length: ROWS }, (_, i) => (
          <Stack key={i} gap={2}>
            <Line width="50%" />
            <Line size="sm" width="70%" />
            <Line size="sm" width="40%" />
          </Stack>
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
