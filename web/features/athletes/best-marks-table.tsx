import { Link } from 'react-router';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { formatWind, isWindEvent } from '@core/marks';
import type { BestMark } from '@core/api/athletes';
import { eventOrder, findSportEvent } from '@core/sport-events/sport-events';
import { paths } from '../../app/paths';
import { shortDate } from '../../lib/meet-labels';
import { ResultBadges } from '../../components/result-badges';

const order = (m: BestMark) => eventOrder(findSportEvent(m.eventType)?.event ?? '');

/** PRs or season bests: event, mark (with wind and conversion), meet and date, in the catalogue's order. */
export function BestMarksTable({ marks, label }: { marks: BestMark[]; label: string }) {
  const sorted = [...marks].sort((a, b) => order(a) - order(b));
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={label} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Mark</Table.Th>
            <Table.Th>Meet</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map(({ eventType, indoor, result }) => (
            <Table.Tr key={`${eventType}-${indoor}`}>
              <Table.Td>
                <Anchor component={Link} to={paths.eventDetail(eventType)} size="sm">
                  {findSportEvent(eventType)?.displayName ?? eventType}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text span fw={700} size="sm">
                    {result.display}
                  </Text>
                  {isWindEvent(eventType) && result.wind !== null ? (
                    <Text span size="xs" c="dimmed">
                      ({formatWind(result.wind)})
                    </Text>
                  ) : null}
                  <ResultBadges result={result} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.meetDetail(result.meetId)} size="sm">
                  {result.meetName}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(result.date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
