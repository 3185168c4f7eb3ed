import { Link } from 'react-router';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { formatWind } from '@core/marks';
import type { Entry } from '@core/api/meets';
import { paths } from '../../app/paths';
import { entryName, relayLegsText } from '../../lib/entry-label';
import { ResultBadges } from '../../components/result-badges';
import { hasLegalBestBeside } from '../../components/mark-as-run';
import { finalistsByEntry } from './series-finalists';
import { splitsText } from './split-times';

const byPlace = (a: Entry, b: Entry) => (a.result?.place ?? Number.MAX_SAFE_INTEGER) - (b.result?.place ?? Number.MAX_SAFE_INTEGER);

/**
 * Results of one meet event to read (no write rights): placed entries first, each mark with its PR /
 * SB badges as they were when it was run (from the server) and its splits; `wind` shows the wind
 * column (outdoors).
 */
export function ResultsTable({ wind, eventName, entries }: { wind: boolean; eventName: string; entries: Entry[] }) {
  const sorted = [...entries].sort(byPlace);
  const heats = entries.some((e) => e.result?.heat != null);
  const finalists = finalistsByEntry(entries.find((e) => e.result)?.result?.eventType ?? '', entries);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={`Results of ${eventName}`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Place</Table.Th>
            <Table.Th>Athlete</Table.Th>
            <Table.Th>Mark</Table.Th>
            {wind ? <Table.Th>Wind</Table.Th> : null}
            {heats ? <Table.Th>Heat</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((entry) => {
            const legs = relayLegsText(entry);
            const r = entry.result;
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>{r?.place ?? '–'}</Table.Td>
                <Table.Td>
                  {entry.athlete ? (
                    <Anchor component={Link} to={paths.athleteDetail(entry.athlete.id)} size="sm" fw={500}>
                      {entryName(entry)}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={500}>
                      {entryName(entry)}
                    </Text>
                  )}
                  {legs ? (
                    <Text size="xs" c="dimmed">
                      {legs}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {r ? (
                    <>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" component="span" fw={600}>
                          {r.asRun.display}
                        </Text>
                        <ResultBadges flags={entry.flags} result={{ windAided: r.asRun.windAided, converted: r.converted }} />
                      </Group>
                      {hasLegalBestBeside(r) ? (
                        <Text size="xs" c="dimmed">
                          Wind-aided ({formatWind(r.asRun.wind)}); wind-legal best {r.display} ({formatWind(r.wind)})
                        </Text>
                      ) : null}
                      {r.seriesDisplay ? (
                        <Text size="xs" c="dimmed" data-testid="series">
                          {r.series?.kind === 'heights' ? 'Heights' : 'Series'}: {r.seriesDisplay}
                          {finalists.has(entry.id) ? (finalists.get(entry.id) ? ' · through to the final' : ' · out after 3 rounds') : ''}
                        </Text>
                      ) : null}
                      {r.splits.length > 0 ? (
                        <Text size="xs" c="dimmed" data-testid="splits">
                          Splits: {splitsText(r.eventType, r.splits)}
                        </Text>
                      ) : null}
                    </>
                  ) : (
                    <Text size="sm" c="dimmed" component="span">
                      No result yet
                    </Text>
                  )}
                </Table.Td>
                {wind ? <Table.Td>{r && r.mark.kind !== 'non-mark' ? formatWind(r.asRun.wind) : ''}</Table.Td> : null}
                {heats ? <Table.Td>{r?.heat ?? ''}</Table.Td> : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
