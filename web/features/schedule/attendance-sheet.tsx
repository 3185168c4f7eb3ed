import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { ATTENDANCE_STATUSES, type AttendanceRow, type AttendanceStatus, type Target } from '@core/api/schedule';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePostAttendance } from './api/answer-mutations';
import { ANSWER_COLORS, ANSWER_LABELS, ATTENDANCE_LABELS } from './schedule-labels';

const OPTIONS = ATTENDANCE_STATUSES.map((s) => ({ value: s, label: ATTENDANCE_LABELS[s] }));

/** Coaches mark each athlete present, late, excused or absent; each mark is saved as it is made. */
export function AttendanceSheet({ orgId, target, rows }: { orgId: string; target: Target; rows: AttendanceRow[] }) {
  const post = usePostAttendance(orgId);
  const mark = (athleteId: string, status: AttendanceStatus) =>
    post.mutate({ target, records: [{ athleteId, status }] }, { onError: (error) => notify.error(errorMessage(error)) });
  const marked = rows.filter((r) => r.status).length;
  if (rows.length === 0) return <Text size="sm">No active athlete on the roster is in the groups this is for.</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {marked} of {rows.length} marked
      </Text>
      {rows.map((r) => (
        <Stack key={r.athleteId} gap={4} data-testid="attendance-row">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500}>
              {r.firstName} {r.lastName}
            </Text>
            {r.answer ? (
              <Badge size="sm" variant="light" color={ANSWER_COLORS[r.answer]}>
                {ANSWER_LABELS[r.answer]}
              </Badge>
            ) : null}
          </Group>
          <SegmentedControl
            size="xs"
            fullWidth
            data={OPTIONS}
            value={r.status ?? ''}
            onChange={(v) => mark(r.athleteId, v as AttendanceStatus)}
            aria-label={`Attendance of ${r.firstName} ${r.lastName}`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
