import type { CallResponse } from '@core/api/define-call';
import type { postCourseRecordImportPreview } from '@core/api/courses';
import { paths } from '../../app/paths';
import { useTeamAccess } from '../../lib/team-access';
import { usePreviewCourseRecordImport, useCourseRecordImport } from '../courses';
import { HistoricalImportPage } from '../records';

const EXAMPLE = [
  'Course,Event,Gender,Athlete,Mark,Date,Meet',
  'Hidden Hollow Park,5K,Girls,Jane Old,17:59,1998-10-10,County Championships',
  'Hidden Hollow Park,2 Mile,Boys,Sam Fast,9:58,2003-09-20,Season Opener',
].join('\n');

/** /dashboard/course-records/bulk-records: historical course records from a paste or a CSV file, checked row by row, saved all or nothing. */
export default function CourseRecordsBulkPage() {
  const { orgId } = useTeamAccess();
  const check = usePreviewCourseRecordImport(orgId ?? '');
  const commit = useCourseRecordImport(orgId ?? '');
  return (
    <HistoricalImportPage<CallResponse<typeof postCourseRecordImportPreview>['rows'][number]>
      title="Import historical course records"
      subtitle="Course records that predate Splits, from a spreadsheet paste or a CSV file."
      back={{ to: paths.courseRecords, label: 'Back to course records' }}
      readOnlyNote="Your role in this team can read course records but not add to them."
      sourceDescription="Paste rows with their header row, or upload a CSV file. Columns: Course (as named under Courses), Event (5K, 2 Mile…), Athlete, Mark, Date; optional Gender (or Girls 5K), Meet, Grade, Note, Source."
      example={EXAMPLE}
      noun="course record"
      check={check}
      commit={commit}
      leading={[{ label: 'Course', cell: (row) => row.course }]}
    />
  );
}
