import { useState } from 'react';
import { Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ADMIN_ORGANIZATIONS_LIMIT, ADMIN_ORGANIZATIONS_OFFSET, ICON_SIZE } from '@core/constants';
import { useUserMode } from '../../lib/store/hooks';
import { ErrorPage } from '../errors';
import { useAdminOrganizations } from '../organizations';
import { AdminOrganizationsTable, type AdminSort } from './admin-organizations-table';

/** /dashboard/admin/organizations: every organization, for product admins in admin mode (else the 401 page). */
export default function AdminOrganizationsPage() {
  const mode = useUserMode();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sortBy, setSortBy] = useState<AdminSort>('name');
  const [offset, setOffset] = useState(ADMIN_ORGANIZATIONS_OFFSET);
  const limit = ADMIN_ORGANIZATIONS_LIMIT;
  const query = useAdminOrganizations({ limit, offset, search: debounced || undefined, sortBy }, mode === 'admin');

  if (mode !== 'admin') return <ErrorPage status={401} />;

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Organizations
          </Title>
          <Text c="dimmed" size="sm" data-testid="admin-total" aria-live="polite">
            {query.data ? `${total} organization${total === 1 ? '' : 's'}` : 'Loading…'}
          </Text>
        </div>
        <TextInput
          label="Search organizations"
          placeholder="Name, location or owner email"
          leftSection={<IconSearch size={ICON_SIZE} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setOffset(0);
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <AdminOrganizationsTable
        items={query.data?.items}
        loading={query.isPending}
        fetching={query.isFetching}
        error={query.error}
        sortBy={sortBy}
        onSort={(s) => {
          setSortBy(s);
          setOffset(0);
        }}
      />
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.floor(offset / limit) + 1}
            onChange={(page) => setOffset((page - 1) * limit)}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
