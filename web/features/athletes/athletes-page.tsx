import { IconUsers } from '@tabler/icons-react';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/athletes: the team roster. */
export default function AthletesPage() {
  return (
    <AreaPage title="Athletes" subtitle="The team roster.">
      <EmptyState
        icon={<IconUsers />}
        title="No athletes yet"
        description="Athletes you add to the roster appear here with their grade, event groups, status and personal records. The roster can be searched, filtered and sorted, imported from a spreadsheet and exported to CSV."
      />
    </AreaPage>
  );
}
