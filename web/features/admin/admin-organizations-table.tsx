import { Loader, Table, Text, UnstyledButton, Group, Center } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { ADMIN_SORTS, AdminOrganization } from '@core/api/organizations';
import { errorMessage } from '../../lib/api-error';
import { kindLabel, useSwitchOrganization } from '../organizations';
import { viewerDate } from '../../lib/date-labels';

export type AdminSort = (typeof ADMIN_SORTS)[number];

type Field = 'name' | 'createdAt' | 'memberCount';

function SortHeader({ field, label, sortBy, onSort }: { field: Field; label: string; sortBy: AdminSort; onSort: (s: AdminSort) => void }) {
  const active = sortBy === field || sortBy === `-${field}`;
  const descending = sortBy === `-${field}`;
  const Icon = !active ? IconSelector : descending ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(active && !descending ? (`-${field}` as AdminSort) : field)} aria-label={`Sort by ${label}`}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={ICON_SIZE - 2} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

interface Props {
  items: AdminOrganization[] | undefined;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  sortBy: AdminSort;
  onSort: (s: AdminSort) => void;
}

/** The organizations with sortable name, created and member-count columns; a row opens the team (as owner). */
export function AdminOrganizationsTable({ items, loading, fetching, error, sortBy, onSort }: Props) {
  const { switchTo, switching } = useSwitchOrganization();
  if (loading) {
    return (
      <Center py="xl">
        <Loader size="md" aria-label="Loading organizations" />
      </Center>
    );
  }
  if (error) {
    return (
      <Text c="red" role="alert">
        {errorMessage(error)}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" style={{ opacity: fetching ? 0.6 : 1 }} data-testid="admin-organizations">
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label="Name" sortBy={sortBy} onSort={onSort} />
            <Table.Th>Type</Table.Th>
            <Table.Th>Owner</Table.Th>
            <SortHeader field="memberCount" label="Members" sortBy={sortBy} onSort={onSort} />
            <SortHeader field="createdAt" label="Created" sortBy={sortBy} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items?.length ? (
            items.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <UnstyledButton onClick={() => void switchTo(o.id)} aria-label={`Open ${o.name}`} disabled={switching !== null}>
                    <Text size="sm" fw={600} td="underline">
                      {o.name}
                    </Text>
                  </UnstyledButton>
                  {o.location ? (
                    <Text size="xs" c="dimmed">
                      {o.location}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{kindLabel(o.kind)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{o.ownerEmail ?? '—'}</Table.Td>
                <Table.Td>{o.memberCount}</Table.Td>
                <Table.Td>{viewerDate(new Date(o.createdAt))}</Table.Td>
              </Table.Tr>
            ))
          ) : (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" ta="center" py="md">
                  No organizations match.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
