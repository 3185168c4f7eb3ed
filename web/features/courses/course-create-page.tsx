import { IconMapPin } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/courses/create: add a cross-country course. */
export default function CourseCreatePage() {
  return (
    <AreaPage title="New course">
      <EmptyState
        icon={<IconMapPin />}
        title="No course details entered"
        description="A course is described by its name, location, distance, surface and notes, with an optional map. Once saved it is listed under Courses, where its course records are kept."
      >
        <BackLink to={paths.courses}>Back to courses</BackLink>
      </EmptyState>
    </AreaPage>
  );
}
