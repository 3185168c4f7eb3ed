import { IconFileImport } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/course-records/bulk-records: add historic course records in one go. */
export default function CourseRecordsBulkPage() {
  return (
    <AreaPage title="Bulk course records" subtitle="Add course records that predate Splits.">
      <EmptyState
        icon={<IconFileImport />}
        title="No rows to import"
        description="Rows of historic course records (course, distance, gender, athlete name, time, date and meet) are checked here one by one before anything is saved, and the whole import is saved at once or not at all."
      >
        <BackLink to={paths.courseRecords}>Back to course records</BackLink>
      </EmptyState>
    </AreaPage>
  );
}
