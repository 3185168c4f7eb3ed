import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { ATHLETE_GENDER_OPTIONS, GRADE_OPTIONS, GROUP_OPTIONS, STATUS_OPTIONS } from './athlete-labels';
import type { useRosterParams } from './roster-query';

const SORT_OPTIONS = [
  { value: 'lastName', label: 'Last name A–Z' },
  { value: '-lastName', label: 'Last name Z–A' },
  { value: 'firstName', label: 'First name A–Z' },
  { value: 'grade', label: 'Grade, lowest first' },
  { value: '-grade', label: 'Grade, highest first' },
  { value: '-prCount', label: 'Most PRs' },
  { value: '-createdAt', label: 'Newest on the roster' },
];

/** Search, gender, grade, event group and status (and the sort, which phones cannot click in a header). */
export function RosterFilters({ params, showSort }: { params: ReturnType<typeof useRosterParams>; showSort: boolean }) {
  const { set } = params;
  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search athletes"
        placeholder="Search by name or email"
        leftSection={<IconSearch size={ICON_SIZE} />}
        value={params.search}
        onChange={(e) => set('q', e.currentTarget.value || null)}
        maw={{ sm: 420 }}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Select
          aria-label="Gender"
          placeholder="Any gender"
          data={ATHLETE_GENDER_OPTIONS}
          value={params.gender ?? null}
          onChange={(v) => set('gender', v)}
          clearable
        />
        <Select
          aria-label="Grade"
          placeholder="Any grade"
          data={GRADE_OPTIONS}
          value={params.grade ? String(params.grade) : null}
          onChange={(v) => set('grade', v)}
          clearable
        />
        <Select
          aria-label="Event group"
          placeholder="Any event group"
          data={GROUP_OPTIONS}
          value={params.eventGroup ?? null}
          onChange={(v) => set('group', v)}
          clearable
        />
        <Select
          aria-label="Status"
          data={[...STATUS_OPTIONS, { value: 'any', label: 'Any status' }]}
          value={params.statusParam === 'any' ? 'any' : (params.status ?? 'active')}
          onChange={(v) => set('status', v === 'active' ? null : v)}
          allowDeselect={false}
        />
        {showSort ? (
          <Select
            aria-label="Sort by"
            data={SORT_OPTIONS}
            value={params.sortBy}
            onChange={(v) => set('sort', v === 'lastName' ? null : v)}
            allowDeselect={false}
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
