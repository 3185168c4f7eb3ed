import { useParams } from 'react-router';
import { IconUserOff } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';

/** /dashboard/athletes/:id: one athlete's profile. */
export default function AthletePage() {
  const { id = '' } = useParams();
  return (
    <AreaPage title="Athlete">
      <EmptyState
        icon={<IconUserOff />}
        title="Athlete not found"
        description={`No athlete with the id "${id}" is on your team's roster. The athlete may have been removed, or the link may belong to another team.`}
      >
        <BackLink to={paths.athletes}>Back to athletes</BackLink>
      </EmptyState>
    </AreaPage>
  );
}
