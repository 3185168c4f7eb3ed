import { useSearchParams } from 'react-router';
import { GENDERS, type Gender } from '@core/sport-events/catalogue';
import { AreaPage } from '../../components/area-page';
import { EventCatalogueList } from './event-catalogue-list';

/** /dashboard/events: every event of the catalogue by gender and category, each leading to its leaders and results. */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const g = params.get('gender');
  const gender: Gender = GENDERS.includes(g as Gender) ? (g as Gender) : 'female';
  return (
    <AreaPage
      title="Events"
      subtitle="Choose an event for the team's leaders, all-time and this season, its athletes and its latest results."
    >
      <EventCatalogueList gender={gender} onGender={(next) => setParams({ gender: next }, { replace: true })} />
    </AreaPage>
  );
}
