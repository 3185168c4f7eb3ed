import { useState } from 'react';
import { Group, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MAX_COMPARED } from '@core/api/performance';
import { formatMark, resolveMarkEvent } from '@core/marks';
import { SPORT_EVENTS } from '@core/sport-events/sport-events';
import { ProgressionChart } from '../../components/progression-chart';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { CATEGORY_LABELS, eventSelectData } from '../../lib/event-labels';
import { seasonLabel } from '../../lib/meet-labels';
import { athletesQueryOptions } from '../athletes';
import { useProgression } from './api/performance-api';
import { PerformanceBlock } from './performance-table';

/** Individual events of both genders, grouped "Girls sprints", "Boys jumps", ... */
const EVENT_DATA = (['female', 'male'] as const).flatMap((gender) =>
  eventSelectData(gender)
    .filter((g) => g.group !== CATEGORY_LABELS.relays)
    .map((g) => ({
      group: `${gender === 'female' ? 'Girls' : 'Boys'} ${g.group.toLowerCase()}`,
      // the chosen event shows with its gender ("Girls 100m")
      items: g.items.map((i) => ({ ...i, label: `${gender === 'female' ? 'Girls' : 'Boys'} ${i.label}` })),
    })),
);

/** Several athletes in one event on one chart, and their season bests per season. */
export function ComparePanel({ orgId, units }: { orgId: string; units: 'metric' | 'imperial' }) {
  const [type, setType] = useState<string | null>('female-100m');
  const [ids, setIds] = useState<string[]>([]);
  const roster = useQuery(athletesQueryOptions(orgId, { limit: 500 }));
  const gender = type ? SPORT_EVENTS.find((e) => e.type === type)?.gender : undefined;
  const options = (roster.data?.items ?? [])
    .filter((a) => !gender || a.gender === gender)
    .map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}` }));
  const progression = useProgression(orgId, type, ids);
  const event = type ? resolveMarkEvent(type) : undefined;
  const lowerIsBetter = event?.measure === 'time';
  const formatValue = (v: number) =>
    !type
      ? ''
      : lowerIsBetter
        ? formatMark(type, { kind: 'time', ms: Math.round(v), timing: 'fat' })
        : formatMark(type, { kind: 'length', mm: Math.round(v) }, { units });
  const data = progression.data;
  const seasonRows = (data?.series ?? []).flatMap((s) =>
    s.seasonBests.map((b) => ({
      name: `${s.athlete.firstName} ${s.athlete.lastName}`,
      season: seasonLabel(b),
      mark: b.result.display,
      date: b.result.date,
    })),
  );
  return (
    <Stack gap="md">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Event"
          searchable
          w={220}
          data={EVENT_DATA}
          value={type}
          onChange={(v) => {
            setType(v);
            setIds([]);
          }}
          allowDeselect={false}
        />
        <MultiSelect
          label={`Athletes (up to ${MAX_COMPARED})`}
          placeholder={ids.length ? undefined : 'Choose athletes to compare'}
          searchable
          data={options}
          value={ids}
          onChange={setIds}
          maxValues={MAX_COMPARED}
          style={{ flex: 1, minWidth: 240 }}
        />
      </Group>
      {progression.isError ? <FormAlert message={errorMessage(progression.error)} /> : null}
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          Choose an event and two or more athletes to see their marks on one chart.
        </Text>
      ) : data && data.series.some((s) => s.points.length > 0) ? (
        <>
          <PerformanceBlock
            title={`${data.displayName}: progression`}
            csv={{
              filename: `progression-${data.eventType}.csv`,
              header: ['Athlete', 'Date', 'Mark', 'PR when run'],
              rows: data.series.flatMap((s) =>
                s.points.map((p) => [`${s.athlete.firstName} ${s.athlete.lastName}`, p.date, p.display, p.isPR ? 'yes' : 'no']),
              ),
            }}
          >
            <ProgressionChart
              title={`${data.displayName}: ${data.series.map((s) => s.athlete.firstName).join(', ')}`}
              series={data.series.map((s) => ({
                name: `${s.athlete.firstName} ${s.athlete.lastName}`,
                points: s.points.map((p) => ({ date: p.date, value: p.value, label: p.display, pr: p.isPR })),
              }))}
              lowerIsBetter={lowerIsBetter}
              formatValue={formatValue}
            />
          </PerformanceBlock>
          <PerformanceBlock
            title="Season bests"
            csv={{
              filename: `season-bests-${data.eventType}.csv`,
              header: ['Athlete', 'Season', 'Mark', 'Date'],
              rows: seasonRows.map((r) => [r.name, r.season, r.mark, r.date]),
            }}
          >
            <Table aria-label="Season bests" verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Athlete</Table.Th>
                  <Table.Th>Season</Table.Th>
                  <Table.Th>Best</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {seasonRows.map((r) => (
                  <Table.Tr key={`${r.name}-${r.season}`}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.season}</Table.Td>
                    <Table.Td fw={600}>{r.mark}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </PerformanceBlock>
        </>
      ) : data ? (
        <Text size="sm" c="dimmed">
          No mark in {data.displayName} yet for the athletes chosen.
        </Text>
      ) : null}
    </Stack>
  );
}
