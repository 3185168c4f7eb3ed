import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { AVAILABILITY_ANSWERS, type AvailabilityAnswer, type CalendarItem } from '@core/api/schedule';
import type { FamilyAthlete } from '@core/api/family';
import { paths } from '../../app/paths';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { ANSWER_COLORS, ANSWER_LABELS, KIND_LABELS, itemWhen } from '../schedule';
import { useFamilyAnswer, useFamilySchedule } from './api/family';

const SHOWN = 5;

const targetOf = (item: CalendarItem) =>
  item.type === 'meet' ? { meetId: item.meetId! } : { eventId: item.eventId!, occurrence: item.occurrence! };

/** One of the parent's athletes: what is ahead for them, each with going / maybe / not going for them. */
export function FamilyAthleteSchedule({ orgId, athlete, today }: { orgId: string; athlete: FamilyAthlete; today: string }) {
  const schedule = useFamilySchedule(orgId, athlete.athleteId, today);
  const answer = useFamilyAnswer(orgId, athlete.athleteId);
  const name = `${athlete.firstName} ${athlete.lastName}`;
  const items = (schedule.data?.items ?? []).filter((i) => !i.cancelled).slice(0, SHOWN);
  const choose = (item: CalendarItem, next: AvailabilityAnswer) =>
    answer.mutate(
      { target: targetOf(item), answer: next === item.myAnswer ? null : next },
      { onError: (e) => notify.error(errorMessage(e)) },
    );
  return (
    <Stack gap="sm" component="section" aria-label={name}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{name}</Text>
        <Anchor component={Link} to={paths.athleteDetail(athlete.athleteId)} size="sm">
          Results, PRs and attendance
        </Anchor>
      </Group>
      {schedule.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the schedule…
        </Text>
      ) : null}
      {schedule.error ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(schedule.error)}
        </Text>
      ) : null}
      {schedule.data && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing on {athlete.firstName}&apos;s schedule in the next four weeks.
        </Text>
      ) : null}
      <Stack component="ul" gap="sm" p={0} m={0}>
        {items.map((item) => (
          <Stack key={item.key} component="li" gap={4} style={{ listStyle: 'none' }}>
            <Group gap="xs">
              <Badge size="sm" variant="light">
                {KIND_LABELS[item.kind]}
              </Badge>
              <Text size="sm" fw={500}>
                {item.title}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {itemWhen(item)}
              {item.location ? ` · ${item.location}` : ''}
            </Text>
            <Group gap="xs" role="group" aria-label={`Is ${athlete.firstName} going to ${item.title}?`}>
              {AVAILABILITY_ANSWERS.map((a) => (
                <Button
                  key={a}
                  size="xs"
                  variant={item.myAnswer === a ? 'filled' : 'default'}
                  color={ANSWER_COLORS[a]}
                  aria-pressed={item.myAnswer === a}
                  disabled={answer.isPending}
                  onClick={() => choose(item, a)}
                >
                  {ANSWER_LABELS[a]}
                </Button>
              ))}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
