import { IconChartLine } from '@tabler/icons-react';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/performance: leaders, progression and standards. */
export default function PerformancePage() {
  return (
    <AreaPage title="Performance" subtitle="Leaders, progression and qualifying standards.">
      <EmptyState
        icon={<IconChartLine />}
        title="No performance data yet"
        description="Once results are entered, this shows the season leaders in each event, each athlete's progression and improvement since last season, side-by-side comparisons, and progress toward the qualifying standards your team sets."
      />
    </AreaPage>
  );
}
