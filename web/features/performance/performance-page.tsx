import { useSearchParams } from 'react-router';
import { Button, Group, Select, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { MAX_GRADE, MIN_GRADE } from '@core/api/athletes';
import type { PerformanceQuery } from './api/performance-api';
import type { MeetSeason } from '@core/api/results';
import type { SeasonRef } from '@core/api/performance';
import { ICON_SIZE } from '@core/constants';
import { handTimeComparisonSentence } from '@core/marks';
import { EVENT_CATEGORIES, type EventCategory } from '@core/sport-events/catalogue';
import { AreaPage } from '../../components/area-page';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { CATEGORY_LABELS } from '../../lib/event-labels';
import { seasonLabel } from '../../lib/meet-labels';
import { useTeamAccess } from '../../lib/team-access';
import { useImprovement, useSeasonLeaders, useStandardsProgress } from './api/performance-api';
import { ComparePanel } from './compare-panel';
import { ImprovementTable } from './improvement-table';
import { SeasonLeaders } from './season-leaders';
import { StandardsPanel } from './standards-panel';
import classes from './performance.module.css';

const TABS = ['leaders', 'standards', 'improvement', 'compare'] as const;
type Tab = (typeof TABS)[number];

/** What each tab's marks are, under the filters. */
const CAPTIONS: Record<Exclude<Tab, 'compare'>, string> = {
  leaders: "legal marks only (no wind-aided marks); ties share a place; relays: the team's best relay marks (a grade: all four legs)",
  standards: "season bests from legal marks only (no wind-aided marks); a relay standard: the team's best relay",
  improvement:
    "individual events (a relay is the team's, not an athlete's): season bests from legal marks only, against the same season a year before",
};

const seasonValue = (s: SeasonRef) => `${s.season}:${s.seasonYear}`;

/** The page's filters, kept in the address (shareable, survive a reload). */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const [season, year] = (params.get('season') ?? '').split(':');
  const query: PerformanceQuery = {
    ...(season && year ? { season: season as MeetSeason, seasonYear: Number(year) } : {}),
    ...(params.get('gender') === 'female' || params.get('gender') === 'male' ? { gender: params.get('gender') as 'female' | 'male' } : {}),
    ...(params.get('grade') ? { grade: Number(params.get('grade')) } : {}),
    ...(EVENT_CATEGORIES.includes(params.get('group') as EventCategory) ? { category: params.get('group') as EventCategory } : {}),
  };
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'leaders';
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { query, tab, set };
}

/** /dashboard/performance: season leaders, qualifying standards, improvement and comparisons, each exportable and printable. */
export default function PerformancePage() {
  const { orgId, canWrite, markOptions } = useTeamAccess();
  const { query, tab, set } = useFilters();
  const leaders = useSeasonLeaders(orgId, query);
  const standards = useStandardsProgress(orgId, query, tab === 'standards');
  const improvement = useImprovement(orgId, query, tab === 'improvement');
  const season = leaders.data?.season;
  const seasons = leaders.data?.seasons ?? [];
  const label = season ? seasonLabel(season) : '';

  return (
    <AreaPage title="Performance" subtitle="Season leaders, qualifying standards, improvement since last season and athletes compared.">
      <Stack gap="md" className={classes.sheet}>
        <Group gap="xs" align="flex-end" wrap="wrap" className={classes.noPrint}>
          {tab === 'compare' ? null : (
            <>
              <Select
                label="Season"
                w={190}
                data={(season && !seasons.some((s) => seasonValue(s) === seasonValue(season)) ? [season, ...seasons] : seasons).map(
                  (s) => ({
                    value: seasonValue(s),
                    label: seasonLabel(s),
                  }),
                )}
                value={season ? seasonValue(season) : null}
                onChange={(v) => set('season', v)}
                allowDeselect={false}
                disabled={seasons.length === 0}
              />
              <div>
                <Text size="sm" fw={500} mb={2}>
                  Gender
                </Text>
                <SegmentedControl
                  aria-label="Gender"
                  value={query.gender ?? 'all'}
                  onChange={(v) => set('gender', v === 'all' ? null : v)}
                  data={[
                    { value: 'all', label: 'All' },
                    { value: 'female', label: 'Girls' },
                    { value: 'male', label: 'Boys' },
                  ]}
                />
              </div>
              <Select
                label="Grade"
                w={110}
                clearable
                placeholder="All"
                data={Array.from({ length: MAX_GRADE - MIN_GRADE + 1 }, (_, i) => MAX_GRADE - i)
                  .filter((g) => g >= 6)
                  .map((g) => ({ value: String(g), label: `Grade ${g}` }))}
                value={query.grade ? String(query.grade) : null}
                onChange={(v) => set('grade', v)}
              />
              <Select
                label="Event group"
                w={160}
                clearable
                placeholder="All"
                data={EVENT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
                value={query.category ?? null}
                onChange={(v) => set('group', v)}
              />
            </>
          )}
          <Button
            variant="default"
            leftSection={<IconPrinter size={ICON_SIZE} aria-hidden="true" />}
            onClick={() => window.print()}
            ml="auto"
          >
            Print
          </Button>
        </Group>
        {tab === 'compare' ? (
          <Text size="sm" c="dimmed">
            All seasons · every mark in the event, wind-aided ones included (non-marks left out)
          </Text>
        ) : label ? (
          <Text size="sm" c="dimmed">
            {label}
            {query.gender ? ` · ${query.gender === 'female' ? 'Girls' : 'Boys'}` : ''}
            {query.grade ? ` · grade ${query.grade}` : ''}
            {query.category ? ` · ${CATEGORY_LABELS[query.category]}` : ''} · {CAPTIONS[tab]}
          </Text>
        ) : null}
        {leaders.data && (tab === 'leaders' || tab === 'standards') ? (
          <Text size="xs" c="dimmed" data-testid="hand-time-rule">
            {handTimeComparisonSentence(leaders.data.handTimeConversion && leaders.data.handTimeRule)}
          </Text>
        ) : null}
        <Tabs value={tab} onChange={(v) => set('tab', v === 'leaders' ? null : v)} keepMounted={false}>
          <Tabs.List className={classes.noPrint}>
            <Tabs.Tab value="leaders">Season leaders</Tabs.Tab>
            <Tabs.Tab value="standards">Standards</Tabs.Tab>
            <Tabs.Tab value="improvement">Improvement</Tabs.Tab>
            <Tabs.Tab value="compare">Compare</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="leaders" pt="md">
            {leaders.isPending ? (
              <PageLoader label="Loading the season leaders" />
            ) : leaders.isError ? (
              <FormAlert message={errorMessage(leaders.error)} />
            ) : (
              <SeasonLeaders events={leaders.data.events} seasonLabel={label} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="standards" pt="md">
            {/* the standards are shown for the season the leaders' answer names: without it, say why */}
            {leaders.isError ? (
              <FormAlert message={errorMessage(leaders.error)} />
            ) : standards.isPending || !orgId || !season ? (
              <PageLoader label="Loading the standards" />
            ) : (
              <StandardsPanel
                orgId={orgId}
                canWrite={canWrite}
                season={season.season}
                seasonLabel={label}
                units={markOptions.units}
                blocks={standards.data?.standards ?? []}
                error={standards.error}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="improvement" pt="md">
            {improvement.isPending ? (
              <PageLoader label="Loading the improvement" />
            ) : improvement.isError ? (
              <FormAlert message={errorMessage(improvement.error)} />
            ) : (
              <ImprovementTable rows={improvement.data.rows} seasonLabel={label} previousLabel={seasonLabel(improvement.data.previous)} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="compare" pt="md">
            {orgId ? <ComparePanel orgId={orgId} units={markOptions.units} /> : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </AreaPage>
  );
}
