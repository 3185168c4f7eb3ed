import { IconTrophy } from '@tabler/icons-react';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/records: the team record board. */
export default function RecordsPage() {
  return (
    <AreaPage title="Records" subtitle="The team record board.">
      <EmptyState
        icon={<IconTrophy />}
        title="No records yet"
        description="The best legal mark in each event and gender appears here, all-time and per grade level or season, each with its meet, date, wind and timing. Records come from meet results and change the moment a result beats them; wind-aided marks never count."
      />
    </AreaPage>
  );
}
