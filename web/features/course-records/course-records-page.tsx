import { IconFlag } from '@tabler/icons-react';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/course-records: the best time on each course. */
export default function CourseRecordsPage() {
  return (
    <AreaPage title="Course records" subtitle="The fastest times on each cross-country course.">
      <EmptyState
        icon={<IconFlag />}
        title="No course records yet"
        description="The best time on each course, per gender and distance, appears here with the athlete, meet and date. Course records update as soon as a result beats them, and older records can be added in bulk."
      />
    </AreaPage>
  );
}
