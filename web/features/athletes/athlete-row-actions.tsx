import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEdit, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { Athlete } from '@core/api/athletes';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchAthlete } from './api/patch-athlete';
import { fullName } from './athlete-labels';

export interface AthleteActionHandlers {
  onEdit: (athlete: Athlete) => void;
  onDelete: (athlete: Athlete) => void;
}

/** Edit, deactivate (or reactivate) and delete, in a menu per athlete (staff only). */
export function AthleteRowActions({ orgId, athlete, onEdit, onDelete }: { orgId: string; athlete: Athlete } & AthleteActionHandlers) {
  const patch = usePatchAthlete(orgId);
  const active = athlete.status === 'active';
  const toggle = () =>
    patch.mutate(
      { athleteId: athlete.id, body: { status: active ? 'inactive' : 'active' } },
      {
        onSuccess: () => notify.success(`${fullName(athlete)} ${active ? 'deactivated' : 'is active again'}`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${fullName(athlete)}`} loading={patch.isPending}>
          <IconDots size={ICON_SIZE} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={ICON_SIZE} />} onClick={() => onEdit(athlete)}>
          Edit
        </Menu.Item>
        <Menu.Item leftSection={active ? <IconUserOff size={ICON_SIZE} /> : <IconUserCheck size={ICON_SIZE} />} onClick={toggle}>
          {active ? 'Deactivate' : 'Reactivate'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={ICON_SIZE} />} onClick={() => onDelete(athlete)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
