import { Link, useSearchParams } from 'react-router';
import { Button, Group, Pagination, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarPlus, IconRun, IconSearch } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { MEET_SEASONS, type MeetSeason } from '@core/api/results';
import { paths } from '../../app/paths';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { useTeamAccess } from '../../lib/team-access';
import { useMeets } from '../meet-data';
import { MeetListItem } from './meet-list-item';
import { SEASON_OPTIONS } from '../../lib/meet-labels';

const PAGE_SIZE = 20;
type When = 'upcoming' | 'past';

/** /dashboard/meets: upcoming meets (soonest first) and past ones (latest first), with search and season. */
export default function MeetsPage() {
  const { orgId, canWrite } = useTeamAccess();
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const seasonParam = params.get('season');
  const season = MEET_SEASONS.includes(seasonParam as MeetSeason) ? (seasonParam as MeetSeason) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('q') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const meets = useMeets(orgId, { when, season, search: debouncedSearch, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const filtered = Boolean(debouncedSearch.trim() || season);
  const total = meets.data?.total ?? 0;

  return (
    <AreaPage title="Meets" subtitle="Indoor, outdoor and cross-country meets: events, entries and results.">
      <Group justify="space-between" gap="sm">
        <Tabs value={when} onChange={(v) => setParam('when', v === 'past' ? 'past' : null)}>
          <Tabs.List>
            <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
            <Tabs.Tab value="past">Past</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {canWrite ? (
          <Button component={Link} to={paths.meetCreate} leftSection={<IconCalendarPlus size={ICON_SIZE} />}>
            New meet
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" grow preventGrowOverflow={false}>
        <TextInput
          aria-label="Search meets"
          placeholder="Search by name, place or host"
          leftSection={<IconSearch size={ICON_SIZE} />}
          value={search}
          onChange={(e) => setParam('q', e.currentTarget.value || null)}
          style={{ flex: 2, minWidth: 200 }}
        />
        <Select
          aria-label="Season"
          placeholder="Every season"
          data={SEASON_OPTIONS}
          value={season ?? null}
          onChange={(v) => setParam('season', v)}
          clearable
          style={{ flex: 1, minWidth: 150 }}
        />
      </Group>
      {meets.isPending ? (
        <PageLoader label="Loading meets" />
      ) : meets.isError ? (
        <FormAlert message={errorMessage(meets.error)} />
      ) : total === 0 ? (
        <EmptyState
          icon={<IconRun />}
          title={filtered ? 'No meets match' : when === 'upcoming' ? 'No upcoming meets' : 'No past meets yet'}
          description={
            filtered
              ? 'Try another search or season.'
              : when === 'upcoming'
                ? 'Meets you create appear here with their dates, place and season, ready for events, entries and results.'
                : 'Meets whose dates have passed move here, with the results typed in on meet day.'
          }
        >
          {canWrite && !filtered ? (
            <Button component={Link} to={paths.meetCreate} leftSection={<IconCalendarPlus size={ICON_SIZE} />}>
              Create a meet
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} {total === 1 ? 'meet' : 'meets'}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} aria-label={when === 'upcoming' ? 'Upcoming meets' : 'Past meets'}>
            {meets.data.items.map((meet) => (
              <MeetListItem key={meet.id} meet={meet} />
            ))}
          </Stack>
          {total > PAGE_SIZE ? (
            <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={(p) => setParam('page', String(p))} />
          ) : null}
        </Stack>
      )}
    </AreaPage>
  );
}
