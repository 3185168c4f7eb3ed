import { Link } from 'react-router';
import { Anchor, Badge, Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { RosterAthlete } from '@core/api/athletes';
import { paths } from '../../app/paths';
import { AthleteRowActions, type AthleteActionHandlers } from './athlete-row-actions';
import { AthleteAvatar } from './athlete-photo';
import { GENDER_LABELS, GROUP_LABELS, STATUS_COLORS, STATUS_LABELS, gradeText } from './athlete-labels';
import { KeyPrs } from './key-prs';
import type { RosterSort } from './roster-query';

type SortKey = 'lastName' | 'grade' | 'prCount';

function SortHeader({ label, field, sort, onSort }: { label: string; field: SortKey; sort: RosterSort; onSort: (s: RosterSort) => void }) {
  const active = sort === field || sort === `-${field}`;
  const descending = sort === `-${field}`;
  const Icon = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(active && !descending ? (`-${field}` as RosterSort) : field)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={ICON_SIZE} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

interface RosterTableProps extends AthleteActionHandlers {
  orgId: string;
  athletes: RosterAthlete[];
  sort: RosterSort;
  onSort: (sort: RosterSort) => void;
  canWrite: boolean;
}

/** The roster on a wide screen: photo (or initials) and name, sortable by name, grade and PR count; actions for staff. */
export function RosterTable({ orgId, athletes, sort, onSort, canWrite, onEdit, onDelete }: RosterTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Roster">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Name" field="lastName" sort={sort} onSort={onSort} />
            <Table.Th>Gender</Table.Th>
            <SortHeader label="Grade" field="grade" sort={sort} onSort={onSort} />
            <Table.Th>Event groups</Table.Th>
            <Table.Th>Key PRs</Table.Th>
            <SortHeader label="PRs" field="prCount" sort={sort} onSort={onSort} />
            <Table.Th w={110}>Status</Table.Th>
            {canWrite ? (
              <Table.Th w={48}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {athletes.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <AthleteAvatar athlete={a} size={32} />
                  <Anchor
                    component={Link}
                    to={paths.athleteDetail(a.id)}
                    fw={600}
                    size="sm"
                    c="var(--mantine-color-text)"
                    underline="hover"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {a.lastName}, {a.firstName}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{GENDER_LABELS[a.gender]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{gradeText(a)}</Table.Td>
              <Table.Td>{a.eventGroups.map((g) => GROUP_LABELS[g]).join(', ') || '–'}</Table.Td>
              <Table.Td>
                <KeyPrs prs={a.keyPrs} />
              </Table.Td>
              <Table.Td>{a.prCount}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[a.status]}>
                  {STATUS_LABELS[a.status]}
                </Badge>
              </Table.Td>
              {canWrite ? (
                <Table.Td>
                  <AthleteRowActions orgId={orgId} athlete={a} onEdit={onEdit} onDelete={onDelete} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
