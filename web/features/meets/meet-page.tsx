import { useParams } from 'react-router';
import { IconCalendarOff } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/meets/:id: one meet with its events, entries and results. */
export default function MeetPage() {
  const { id = '' } = useParams();
  return (
    <AreaPage title="Meet">
      <EmptyState
        icon={<IconCalendarOff />}
        title="Meet not found"
        description={`No meet with the id "${id}" belongs to your team. It may have been deleted, or the link may belong to another team.`}
      >
        <BackLink to={paths.meets}>Back to meets</BackLink>
      </EmptyState>
    </AreaPage>
  );
}
