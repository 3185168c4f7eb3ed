import { useState } from 'react';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { AthleteProfile } from '@core/api/athletes';
import { formatMark, resolveMarkEvent } from '@core/marks';
import { eventOrder, findSportEvent } from '@core/sport-events/sport-events';
import { mainEventKey } from './main-event';
import { ProgressionChart, type ProgressionPoint } from '../../components/progression-chart';

type ProfileResult = AthleteProfile['results'][number];
type Units = 'metric' | 'imperial';

const key = (r: ProfileResult) => `${r.eventType}|${r.indoor ? 'indoor' : 'outdoor'}`;

/** A progression chart per event (indoor and outdoor apart): the athlete's marks over time, better marks higher. */
export function AthleteProgression({ results, units }: { results: ProfileResult[]; units: Units }) {
  const marks = results.filter((r) => r.mark.kind !== 'non-mark');
  const series = new Map<string, ProfileResult[]>();
  for (const r of marks) series.set(key(r), [...(series.get(key(r)) ?? []), r]);
  const options = [...series.keys()]
    .sort((a, b) => eventOrder(findSportEvent(a.split('|')[0]!)?.event ?? '') - eventOrder(findSportEvent(b.split('|')[0]!)?.event ?? ''))
    .map((k) => {
      const [type, env] = k.split('|') as [string, string];
      const n = series.get(k)!.length;
      const name = findSportEvent(type)?.displayName ?? type;
      return {
        value: k,
        label: `${name}${env === 'indoor' && !type.includes('indoor') ? ' (indoor)' : ''} · ${n} ${n === 1 ? 'mark' : 'marks'}`,
      };
    });
  // the athlete's main individual event first (a relay only if they ran nothing else)
  const busiest = mainEventKey(series);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen && series.has(chosen) ? chosen : busiest;
  const [view, setView] = useState<'all' | 'best'>('all');
  if (!current) {
    return (
      <Text size="sm" c="dimmed">
        No marks yet: the chart appears with the first result.
      </Text>
    );
  }
  const eventType = current.split('|')[0]!;
  const event = resolveMarkEvent(eventType);
  const lowerIsBetter = event?.measure === 'time';
  const points: ProgressionPoint[] = (series.get(current) ?? []).map((r) => ({
    date: r.date,
    value: r.mark.kind === 'time' ? r.mark.ms : r.mark.kind === 'length' ? r.mark.mm : r.mark.kind === 'points' ? r.mark.points : 0,
    label: r.display,
    pr: r.isPR,
  }));
  const shown = view === 'best' ? points.filter((p) => p.pr) : points;
  const formatValue = (v: number) =>
    lowerIsBetter
      ? formatMark(eventType, { kind: 'time', ms: Math.round(v), timing: 'fat' })
      : formatMark(eventType, { kind: 'length', mm: Math.round(v) }, { units });
  const label = options.find((o) => o.value === current)?.label.split(' · ')[0] ?? eventType;

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        <Select label="Event" data={options} value={current} onChange={setChosen} allowDeselect={false} style={{ minWidth: 220 }} />
        <SegmentedControl
          aria-label="Marks shown"
          value={view}
          onChange={(v) => setView(v as 'all' | 'best')}
          data={[
            { value: 'all', label: 'Every mark' },
            { value: 'best', label: 'PRs only' },
          ]}
        />
      </Group>
      <ProgressionChart title={`${label}: progression`} points={shown} lowerIsBetter={lowerIsBetter} formatValue={formatValue} />
    </Stack>
  );
}
