import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFlag, IconPlus } from '@tabler/icons-react';
import type { Meet } from '@core/api/meets';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { meetDates, STATUS_COLORS, STATUS_LABELS } from '../../lib/meet-labels';
import { HomeCard, LoadError } from './home-card';
import { dateTile } from './home-labels';
import { NextMeetsSkeleton } from './home-skeletons';
import { MeetLocation } from '../meets';

function DateTile({ iso }: { iso: string }) {
  const { month, day } = dateTile(iso);
  return (
    <Paper withBorder radius="md" w={48} py={4} ta="center" aria-hidden="true" style={{ flexShrink: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
        {month}
      </Text>
      <Text fw={700} fz="lg" lh={1.2}>
        {day}
      </Text>
    </Paper>
  );
}

function NextMeet({ meet }: { meet: Meet }) {
  return (
    <Group component="li" gap="md" wrap="nowrap" align="flex-start" data-testid="next-meet" style={{ listStyle: 'none' }}>
      <DateTile iso={meet.startDate} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={paths.meetDetail(meet.id)} fw={600} c="var(--mantine-color-text)" underline="hover">
          {meet.name}
        </Anchor>
        <Group gap={8} wrap="wrap">
          <Text size="sm">{meetDates(meet)}</Text>
          <Badge variant="light" color={STATUS_COLORS[meet.status]} size="sm">
            {STATUS_LABELS[meet.status]}
          </Badge>
        </Group>
        <MeetLocation location={meet.location} />
      </Stack>
    </Group>
  );
}

/** The demo season and a team mid-season have two or three meets ahead; two rows keep the usual card's height. */
const SKELETON_ROWS = 2;

interface Props {
  meets: Meet[] | undefined;
  loading: boolean;
  error: unknown;
  /** team:write: may create a meet */
  canWrite: boolean;
}

/** The next meets on the schedule (soonest first) with date, place and status; "Create a meet" when there is none. */
export function NextMeetsCard({ meets, loading, error, canWrite }: Props) {
  const all = (
    <Anchor component={Link} to={paths.meets} size="sm">
      All meets
    </Anchor>
  );
  let body;
  if (loading) body = <NextMeetsSkeleton rows={SKELETON_ROWS} />;
  else if (error) body = <LoadError error={error} />;
  else if (!meets?.length)
    body = (
      <EmptyState
        icon={<IconFlag size={22} />}
        title="No meets ahead"
        description="Meets on the schedule show here with their date, place and status."
      >
        {canWrite ? (
          <Button component={Link} to={paths.meetCreate} leftSection={<IconPlus size={ICON_SIZE} />}>
            Create a meet
          </Button>
        ) : (
          <Button component={Link} to={paths.meets} variant="default">
            See the meets
          </Button>
        )}
      </EmptyState>
    );
  else
    body = (
      <Stack component="ul" gap="md" p={0} m={0}>
        {meets.map((meet) => (
          <NextMeet key={meet.id} meet={meet} />
        ))}
      </Stack>
    );
  return (
    <HomeCard id="next-meets-title" title="Next meets" action={all}>
      {body}
    </HomeCard>
  );
}
