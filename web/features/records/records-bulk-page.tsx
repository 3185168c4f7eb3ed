import type { RecordImportPreview } from '@core/api/records';
import { paths } from '../../app/paths';
import { useTeamAccess } from '../../lib/team-access';
import { usePreviewRecordImport, useRecordImport } from './api/records-api';
import { HistoricalImportPage } from './historical-import-page';

const EXAMPLE = [
  'Event,Gender,Athlete,Mark,Date,Meet,Wind,Grade',
  '100m,Girls,Jane Old,12.10,1995-05-01,State Championships,+1.2,Senior',
  '4x400m Relay,Boys,"Al One / Bo Two / Cy Three / Di Four",3:21.40,2004-05-22,State Championships,,',
  'Long Jump,Girls,Lee Far,19-02.50,1999-05-03,County,+1.8,FR',
].join('\n');

/** /dashboard/records/bulk-records: historical team records from a paste or a CSV file, checked row by row, saved all or nothing. */
export default function RecordsBulkPage() {
  const { orgId } = useTeamAccess();
  const check = usePreviewRecordImport(orgId ?? '');
  const commit = useRecordImport(orgId ?? '');
  return (
    <HistoricalImportPage<RecordImportPreview['rows'][number]>
      title="Import historical records"
      subtitle="Team records that predate Splits, from a spreadsheet paste or a CSV file."
      back={{ to: paths.records, label: 'Back to records' }}
      readOnlyNote="Your role in this team can read the records but not add to them."
      sourceDescription="Paste rows with their header row, or upload a CSV file. Columns: Event, Athlete (a relay's four legs separated by /), Mark, Date (YYYY-MM-DD or M/D/YYYY); optional Gender (or write it in the event: Girls 100m), Meet, Wind, Grade (9-12 or Freshman to Senior), Indoor (yes), Note, Source."
      example={EXAMPLE}
      noun="record"
      check={check}
      commit={commit}
      trailing={[{ label: 'Meet', cell: (row) => row.meetName }]}
    />
  );
}
