import { useParams } from 'react-router';
import { IconListNumbers, IconQuestionMark } from '@tabler/icons-react';
import { findSportEvent, genderDisplay } from '@core/sport-events/sport-events';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/events/:type: one event (e.g. male-100m) with the team's marks in it. */
export default function EventPage() {
  const { type = '' } = useParams();
  const sportEvent = findSportEvent(type);

  if (!sportEvent) {
    return (
      <AreaPage title="Event">
        <EmptyState
          icon={<IconQuestionMark />}
          title="Event not found"
          description={`There is no event of type "${type}". Choose one from the list of events.`}
        >
          <BackLink to={paths.events}>Back to events</BackLink>
        </EmptyState>
      </AreaPage>
    );
  }

  const name = `${genderDisplay(sportEvent.gender)} ${sportEvent.displayName}`;
  return (
    <AreaPage title={name}>
      <EmptyState
        icon={<IconListNumbers />}
        title={`No results in ${name} yet`}
        description="Marks your athletes set in this event appear here, ranked best first, with the team record, this season's leaders and each athlete's best."
      >
        <BackLink to={paths.events}>Back to events</BackLink>
      </EmptyState>
    </AreaPage>
  );
}
