import { useParams } from 'react-router';
import { IconMapPinOff } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/courses/:id: one cross-country course. */
export default function CoursePage() {
  const { id = '' } = useParams();
  return (
    <AreaPage title="Course">
      <EmptyState
        icon={<IconMapPinOff />}
        title="Course not found"
        description={`No course with the id "${id}" belongs to your team. It may have been removed, or the link may belong to another team.`}
      >
        <BackLink to={paths.courses}>Back to courses</BackLink>
      </EmptyState>
    </AreaPage>
  );
}
