import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import type { ImprovementRow } from '@core/api/performance';
import { paths } from '../../app/paths';
import { PerformanceBlock } from './performance-table';

type SortKey = 'percent' | 'change' | 'athlete' | 'event';

const SORTS: Record<SortKey, (a: ImprovementRow, b: ImprovementRow) => number> = {
  percent: (a, b) => b.percent - a.percent,
  change: (a, b) => b.change - a.change,
  athlete: (a, b) => `${a.athlete.lastName} ${a.athlete.firstName}`.localeCompare(`${b.athlete.lastName} ${b.athlete.firstName}`),
  event: (a, b) => a.displayName.localeCompare(b.displayName),
};

function SortHeader({ label, k, sort, onSort }: { label: string; k: SortKey; sort: SortKey; onSort: (k: SortKey) => void }) {
  return (
    <Table.Th aria-sort={sort === k ? (k === 'athlete' || k === 'event' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(k)} fw={600} fz="sm">
        {label}
        {sort === k ? ' ↓' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/** This season's best against last season's per athlete and event; sortable (most improved first). */
export function ImprovementTable({
  rows,
  seasonLabel,
  previousLabel,
}: {
  rows: ImprovementRow[];
  seasonLabel: string;
  previousLabel: string;
}) {
  const [sort, setSort] = useState<SortKey>('percent');
  const sorted = [...rows].sort(SORTS[sort]);
  return (
    <PerformanceBlock
      title={`Improvement: ${seasonLabel} against ${previousLabel}`}
      csv={{
        filename: `improvement-${seasonLabel.toLowerCase().replace(/\s+/g, '-')}.csv`,
        header: ['Athlete', 'Grade', 'Event', previousLabel, seasonLabel, 'Change', 'Change %'],
        rows: sorted.map((r) => [
          `${r.athlete.firstName} ${r.athlete.lastName}`,
          r.athlete.grade,
          r.displayName,
          r.previous.display,
          r.current.display,
          r.changeDisplay,
          r.percent,
        ]),
      }}
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody has a legal mark in the same event in both {previousLabel} and {seasonLabel} for these filters.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Improvement" verticalSpacing={4} fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Athlete" k="athlete" sort={sort} onSort={setSort} />
                <SortHeader label="Event" k="event" sort={sort} onSort={setSort} />
                <Table.Th>{previousLabel}</Table.Th>
                <Table.Th>{seasonLabel}</Table.Th>
                <SortHeader label="Change" k="change" sort={sort} onSort={setSort} />
                <SortHeader label="%" k="percent" sort={sort} onSort={setSort} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((r) => (
                <Table.Tr key={`${r.athlete.id}-${r.eventType}-${r.current.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.athleteDetail(r.athlete.id)} size="sm" fw={500}>
                      {r.athlete.firstName} {r.athlete.lastName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.displayName}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.meetDetail(r.previous.meetId)} size="sm">
                      {r.previous.display}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.meetDetail(r.current.meetId)} size="sm" fw={700}>
                      {r.current.display}
                    </Anchor>
                  </Table.Td>
                  <Table.Td c={r.change > 0 ? 'teal.8' : r.change < 0 ? 'red.8' : undefined}>
                    {r.change > 0 ? `+${r.changeDisplay}` : r.changeDisplay}
                  </Table.Td>
                  <Table.Td c={r.change > 0 ? 'teal.8' : r.change < 0 ? 'red.8' : undefined}>
                    {r.percent > 0 ? '+' : ''}
                    {r.percent.toFixed(2)}%
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PerformanceBlock>
  );
}
