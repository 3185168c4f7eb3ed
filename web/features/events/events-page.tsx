import { IconListNumbers } from '@tabler/icons-react';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { EventCatalogueList } from './event-catalogue-list';

/** /dashboard/events: results and leaders per event. */
export default function EventsPage() {
  return (
    <AreaPage title="Events" subtitle="Your team's results, event by event.">
      <EmptyState
        icon={<IconListNumbers />}
        title="No results in any event yet"
        description="Each event gathers the marks your athletes set in it, ranked best first, with the team record and this season's leaders. Results entered at meets appear under their event."
      />
      <EventCatalogueList />
    </AreaPage>
  );
}
