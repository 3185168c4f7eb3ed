import { Link } from 'react-router';
import { Anchor, SimpleGrid, Table, Text } from '@mantine/core';
import type { eventLeadersBlockSchema } from '@core/api/performance';
import type { z } from 'zod';
import { paths } from '../../app/paths';
import { ResultBadges } from '../../components/result-badges';
import { shortDate } from '../../lib/meet-labels';
import { PerformanceBlock } from './performance-table';

type Block = z.infer<typeof eventLeadersBlockSchema>;

const athleteName = (l: Block['leaders'][number]) =>
  l.athlete ? `${l.athlete.firstName} ${l.athlete.lastName}` : (l.result.athleteName ?? '');

/** One event's season leaders: place, athlete (a link), mark (a link to its meet), grade and date. */
function EventLeaders({ block, seasonLabel }: { block: Block; seasonLabel: string }) {
  const title = `${block.displayName}`;
  return (
    <PerformanceBlock
      title={title}
      csv={{
        filename: `leaders-${block.eventType}-${seasonLabel.toLowerCase().replace(/\s+/g, '-')}.csv`,
        header: ['Place', 'Athlete', 'Grade', 'Mark', 'Wind', 'Meet', 'Date'],
        rows: block.leaders.map((l) => [
          l.place,
          athleteName(l),
          l.athlete?.grade ?? '',
          l.result.display,
          l.result.wind ?? '',
          l.result.meetName,
          l.result.date,
        ]),
      }}
    >
      <Table aria-label={`${title}, ${seasonLabel} leaders`} verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>Athlete</Table.Th>
            <Table.Th>Mark</Table.Th>
            <Table.Th visibleFrom="sm">Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {block.leaders.map((l) => (
            <Table.Tr key={l.result.id}>
              <Table.Td fw={600}>{l.place}</Table.Td>
              <Table.Td>
                {l.athlete ? (
                  <Anchor component={Link} to={paths.athleteDetail(l.athlete.id)} size="sm" fw={500}>
                    {athleteName(l)}
                  </Anchor>
                ) : (
                  athleteName(l)
                )}
                {l.athlete?.grade ? (
                  <Text span size="xs" c="dimmed" ml={6}>
                    Gr {l.athlete.grade}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={paths.meetDetail(l.result.meetId)}
                  size="sm"
                  fw={700}
                  title={`${l.result.meetName}, ${shortDate(l.result.date)}`}
                >
                  {l.result.display}
                </Anchor>{' '}
                <ResultBadges result={l.result} />
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {shortDate(l.result.date)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PerformanceBlock>
  );
}

/** The season's leaders, one block per event with results. */
export function SeasonLeaders({ events, seasonLabel }: { events: Block[]; seasonLabel: string }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No legal mark in {seasonLabel} for these filters.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      {events.map((b) => (
        <EventLeaders key={`${b.eventType}-${b.displayName}`} block={b} seasonLabel={seasonLabel} />
      ))}
    </SimpleGrid>
  );
}
