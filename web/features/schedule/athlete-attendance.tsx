import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { ATTENDANCE_STATUSES } from '@core/api/schedule';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { useAthleteAttendance } from './api/get-athlete-attendance';
import { ATTENDANCE_LABELS, KIND_LABELS, formatDay } from './schedule-labels';

const STATUS_COLORS = { present: 'teal', late: 'yellow', excused: 'blue', absent: 'red' } as const;
const SHOWN = 20;

/** An athlete's attendance for coaches: counts and the latest marks. */
export function AthleteAttendance({ orgId, athleteId }: { orgId: string; athleteId: string }) {
  const attendance = useAthleteAttendance(orgId, athleteId, true);
  let body;
  if (attendance.isPending) body = <PageLoader />;
  else if (attendance.error) body = <FormAlert message={errorMessage(attendance.error)} />;
  else if (attendance.data.items.length === 0)
    body = <Text size="sm">No attendance taken yet. Coaches take it from an occurrence on the schedule.</Text>;
  else {
    const { counts, items } = attendance.data;
    const total = items.length;
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          {ATTENDANCE_STATUSES.map((s) => (
            <Badge key={s} variant="light" color={STATUS_COLORS[s]}>
              {ATTENDANCE_LABELS[s]}: {counts[s]}
            </Badge>
          ))}
          <Text size="sm" c="dimmed">
            {Math.round(((counts.present + counts.late) / total) * 100)}% there
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label="Attendance">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Mark</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.slice(0, SHOWN).map((i) => (
                <Table.Tr key={i.key}>
                  <Table.Td>{formatDay(i.localStart.slice(0, 10))}</Table.Td>
                  <Table.Td>
                    {i.title}{' '}
                    <Text span size="xs" c="dimmed">
                      ({KIND_LABELS[i.kind]})
                    </Text>
                  </Table.Td>
                  <Table.Td>{ATTENDANCE_LABELS[i.status]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="athlete-attendance-title">
      <Title order={2} fz="h4" mb="sm" id="athlete-attendance-title">
        Attendance
      </Title>
      {body}
    </Card>
  );
}
