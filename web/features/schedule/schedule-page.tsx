import { useState } from 'react';
import { Button, Group, Paper, Switch, Text } from '@mantine/core';
import { IconCalendarPlus, IconCalendarShare } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { CalendarItem } from '@core/api/schedule';
import { AreaPage } from '../../components/area-page';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { useTeamAccess } from '../../lib/team-access';
import { useIsPhone } from '../../lib/use-phone';
import { useSchedule, type ScheduleRange } from './api/get-schedule';
import { useScheduleEvent } from './api/get-schedule-event';
import { EventFormDrawer, type EventFormMode } from './event-form-drawer';
import { FeedModal } from './feed-modal';
import { OccurrenceDrawer } from './occurrence-drawer';
import { ScheduleCalendar } from './schedule-calendar';
import { todayIn } from '@core/schedule/time-zones';
import { viewerTimeZone } from './schedule-labels';

/** Loads the series of the occurrence being edited, then opens the form on it. */
function EditDrawer({ orgId, timezone, item, onClose }: { orgId: string; timezone: string; item: CalendarItem; onClose: () => void }) {
  const event = useScheduleEvent(orgId, item.eventId);
  if (event.error) return <FormAlert message={errorMessage(event.error)} />;
  if (!event.data) return null;
  const mode: EventFormMode = { type: 'edit', event: event.data, item };
  return <EventFormDrawer orgId={orgId} timezone={timezone} mode={mode} onClose={onClose} />;
}

/** /dashboard/schedule: the team calendar (month, week, list) of practices, team events and meets. */
export default function SchedulePage() {
  const { orgId, canWrite, organization } = useTeamAccess();
  const phone = useIsPhone();
  const [range, setRange] = useState<ScheduleRange | null>(null);
  const [mine, setMine] = useState(false);
  const schedule = useSchedule(orgId, range ? { ...range, mine } : null);
  const [open, setOpen] = useState<CalendarItem | null>(null);
  const [editing, setEditing] = useState<CalendarItem | null>(null);
  const [creating, setCreating] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  if (!orgId) return null;
  const timezone = schedule.data?.timezone ?? organization?.timezone ?? 'UTC';
  const ownZone = viewerTimeZone();

  return (
    <AreaPage title="Schedule" subtitle="Meets, practices and team events.">
      <Group justify="space-between" gap="sm">
        <Switch label="Only what is for me" checked={mine} onChange={(e) => setMine(e.currentTarget.checked)} />
        <Group gap="xs">
          <Button variant="default" leftSection={<IconCalendarShare size={ICON_SIZE} />} onClick={() => setFeedOpen(true)}>
            Subscribe
          </Button>
          {canWrite ? (
            <Button leftSection={<IconCalendarPlus size={ICON_SIZE} />} onClick={() => setCreating(true)}>
              New event
            </Button>
          ) : null}
        </Group>
      </Group>
      {ownZone !== timezone ? (
        <Text size="sm" c="dimmed">
          Times are shown in your time zone ({ownZone}); the team plans in {timezone}.
        </Text>
      ) : null}
      {schedule.error ? <FormAlert message={errorMessage(schedule.error)} /> : null}
      {schedule.data?.truncated ? <Text size="sm">Only the first 1000 items of these days are shown; pick a shorter view.</Text> : null}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} aria-busy={schedule.isFetching} data-testid="schedule-calendar">
        <ScheduleCalendar items={schedule.data?.items ?? []} phone={phone} onRange={setRange} onOpen={setOpen} />
      </Paper>
      {open ? (
        <OccurrenceDrawer
          orgId={orgId}
          item={open}
          canWrite={canWrite}
          onClose={() => setOpen(null)}
          onEdit={(item) => {
            setOpen(null);
            setEditing(item);
          }}
        />
      ) : null}
      {editing ? <EditDrawer orgId={orgId} timezone={timezone} item={editing} onClose={() => setEditing(null)} /> : null}
      {creating ? (
        <EventFormDrawer
          orgId={orgId}
          timezone={timezone}
          mode={{ type: 'create', date: todayIn(timezone) }}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {feedOpen ? <FeedModal orgId={orgId} onClose={() => setFeedOpen(false)} /> : null}
    </AreaPage>
  );
}
