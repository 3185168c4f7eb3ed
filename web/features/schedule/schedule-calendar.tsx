import { useMemo } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { CalendarItem } from '@core/api/schedule';
import { addDays } from '@core/schedule/zoned-time';
import { KIND_COLORS, KIND_LABELS } from './schedule-labels';
import type { ScheduleRange } from './api/get-schedule';

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The calendar title of an item: cancelled and changed ones say so. */
const titleOf = (item: CalendarItem) => {
  const base = item.kind === 'meet' ? `${item.title} (meet)` : item.title;
  return item.cancelled ? `Cancelled: ${base}` : base;
};

interface Props {
  items: CalendarItem[];
  phone: boolean;
  onRange: (range: ScheduleRange) => void;
  onOpen: (item: CalendarItem) => void;
}

/**
 * Month, week and list views (FullCalendar 7). Times are shown in the viewer's own zone (the
 * instants come from the team's zone on the server); meets are all-day, their last day included.
 */
export function ScheduleCalendar({ items, phone, onRange, onOpen }: Props) {
  const events = useMemo(
    () =>
      items.map((item) => ({
        id: item.key,
        title: titleOf(item),
        start: item.start,
        end: item.allDay ? addDays(item.end, 1) : item.end,
        allDay: item.allDay,
        color: item.cancelled ? 'var(--mantine-color-gray-5)' : `var(--mantine-color-${KIND_COLORS[item.kind]}-filled)`,
        classNames: item.cancelled ? ['splits-cancelled'] : [],
        extendedProps: { key: item.key, kind: KIND_LABELS[item.kind] },
      })),
    [items],
  );
  const byKey = useMemo(() => new Map(items.map((i) => [i.key, i])), [items]);
  return (
    <FullCalendar
      plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin]}
      initialView={phone ? 'listMonth' : 'dayGridMonth'}
      headerToolbar={
        phone
          ? { left: 'prev,next today', center: '', right: 'listMonth,dayGridMonth,timeGridWeek' }
          : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' }
      }
      todayText="Today"
      monthText="Month"
      firstDay={1}
      height="auto"
      nowIndicator
      noEventsText="Nothing on the schedule in these days"
      events={events}
      datesSet={(info) => onRange({ from: addDays(localDate(info.start), -1), to: addDays(localDate(info.end), 1) })}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        const item = byKey.get(String(info.event.extendedProps.key));
        if (item) onOpen(item);
      }}
    />
  );
}
