import { IconCalendarEvent } from '@tabler/icons-react';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/schedule: the team calendar. */
export default function SchedulePage() {
  return (
    <AreaPage title="Schedule" subtitle="Meets, practices and team events.">
      <EmptyState
        icon={<IconCalendarEvent />}
        title="Nothing scheduled yet"
        description="Meets appear on the calendar from their dates, alongside practices and other team events, in month, week and list views. The team's private calendar feed puts them in your phone's calendar."
      />
    </AreaPage>
  );
}
