import { Link } from 'react-router';
import { Anchor, SimpleGrid, Table, Text } from '@mantine/core';
import type { eventLeadersBlockSchema } from '@core/api/performance';
import { findSportEvent, genderDisplay } from '@core/sport-events/sport-events';
import type { z } from 'zod';
import { paths } from '../../app/paths';
import { ResultBadges } from '../../components/result-badges';
import { shortDate } from '../../lib/meet-labels';
import { PerformanceBlock } from './performance-table';

type Block = z.infer<typeof eventLeadersBlockSchema>;

/** The relay's legs in running order (alternates left out), "" for an individual mark. */
const legsText = (l: Block['leaders'][number]) =>
  (l.result.legs ?? [])
    .filter((g) => !g.alternate)
    .sort((a, b) => a.position - b.position)
    .map((g) => `${g.firstName} ${g.lastName}`)
    .join(', ');

/** The athlete, or the relay team's name ("" for a relay without one: its legs say who ran). */
const athleteName = (l: Block['leaders'][number]) =>
  l.athlete ? `${l.athlete.firstName} ${l.athlete.lastName}` : (l.result.athleteName ?? l.result.relayName ?? '');

/** One event's season leaders: place, athlete (a link), mark (a link to its meet), grade and date. */
function EventLeaders({ block, seasonLabel }: { block: Block; seasonLabel: string }) {
  const sport = findSportEvent(block.eventType);
  const relay = sport?.kind === 'relay';
  const title = sport ? `${genderDisplay(sport.gender)} ${block.displayName}` : block.displayName;
  return (
    <PerformanceBlock
      title={title}
      csv={{
        filename: `leaders-${block.eventType}-${seasonLabel.toLowerCase().replace(/\s+/g, '-')}.csv`,
        header: ['Place', relay ? 'Relay' : 'Athlete', 'Legs', 'Grade', 'Mark', 'Wind', 'Meet', 'Date'],
        rows: block.leaders.map((l) => [
          l.place,
          athleteName(l),
          legsText(l),
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
            <Table.Th>{relay ? 'Relay (legs in order)' : 'Athlete'}</Table.Th>
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
                ) : l.result.legs ? (
                  <>
                    {l.result.relayName ? (
                      <Text size="sm" fw={500}>
                        {l.result.relayName}
                      </Text>
                    ) : null}
                    <Text size={l.result.relayName ? 'xs' : 'sm'} c={l.result.relayName ? 'dimmed' : undefined} data-testid="relay-legs">
                      {legsText(l)}
                    </Text>
                  </>
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
