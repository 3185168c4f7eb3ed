import { Link } from 'react-router';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { formatWind, isWindEvent } from '@core/marks';
import type { Leader } from '@core/api/leaders';
import type { Result } from '@core/api/results';
import { paths } from '../../app/paths';
import { shortDate } from '../../lib/meet-labels';
import { relayLegsText } from '../../lib/entry-label';
import { ResultBadges } from '../../components/result-badges';

/** Who set a result: the athlete (a link to their page) or the relay team with its legs. */
export function ResultAthlete({ result }: { result: Result }) {
  if (result.athleteId) {
    return (
      <Anchor component={Link} to={paths.athleteDetail(result.athleteId)} size="sm" fw={500}>
        {result.athleteName}
      </Anchor>
    );
  }
  return (
    <div>
      <Text size="sm" fw={500}>
        {result.relayName ?? 'Relay team'}
      </Text>
      <Text size="xs" c="dimmed">
        {relayLegsText(result)}
      </Text>
    </div>
  );
}

/** The mark with its wind reading (wind events) and its badges (w: wind-aided, c: converted). */
export function ResultMark({ result }: { result: Result }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text span fw={700} size="sm">
        {result.display}
      </Text>
      {isWindEvent(result.eventType) && result.mark.kind !== 'non-mark' ? (
        <Text span size="xs" c="dimmed">
          ({formatWind(result.wind)})
        </Text>
      ) : null}
      <ResultBadges result={result} />
    </Group>
  );
}

/** Leaders of an event: place (ties share one), athlete, mark, meet and date. */
export function LeadersTable({ leaders, label }: { leaders: Leader[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={label} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>Athlete</Table.Th>
            <Table.Th>Mark</Table.Th>
            <Table.Th>Meet</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leaders.map((l) => (
            <Table.Tr key={l.result.id}>
              <Table.Td fw={600}>{l.place}</Table.Td>
              <Table.Td>
                <ResultAthlete result={l.result} />
              </Table.Td>
              <Table.Td>
                <ResultMark result={l.result} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.meetDetail(l.result.meetId)} size="sm">
                  {l.result.meetName}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(l.result.date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
