import { IconRoute } from '@tabler/icons-react';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/courses: the team's cross-country courses. */
export default function CoursesPage() {
  return (
    <AreaPage title="Courses" subtitle="Cross-country courses your team runs.">
      <EmptyState
        icon={<IconRoute />}
        title="No courses yet"
        description="Courses you add appear here with their location, distance, surface, notes and map. Each course keeps its own records per gender and distance."
      />
    </AreaPage>
  );
}
