import { IconFileImport } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/records/bulk-records: add historic team records in one go. */
export default function RecordsBulkPage() {
  return (
    <AreaPage title="Bulk records" subtitle="Add team records that predate Splits.">
      <EmptyState
        icon={<IconFileImport />}
        title="No rows to import"
        description="Rows of historic records (event, athlete name, mark, date and meet; relays name all four legs) are checked here one by one before anything is saved, and the whole import is saved at once or not at all."
      >
        <BackLink to={paths.records}>Back to records</BackLink>
      </EmptyState>
    </AreaPage>
  );
}
