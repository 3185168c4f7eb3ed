import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Pagination, Stack, Table, Text } from '@mantine/core';
import { formatWind, isWindEvent } from '@core/marks';
import type { AthleteProfile } from '@core/api/athletes';
import { findSportEvent } from '@core/sport-events/sport-events';
import { paths } from '../../app/paths';
import { shortDate } from '../../lib/meet-labels';
import { MarkAsRun } from '../../components/mark-as-run';

const PAGE = 50;
type ProfileResult = AthleteProfile['results'][number];

const eventName = (r: ProfileResult) => {
  const name = findSportEvent(r.eventType)?.displayName ?? r.eventType;
  return r.legs ? `${name} (${r.relayName ?? 'relay'})` : name;
};

/** Every result of the athlete, newest first, each with its meet (a link) and date; 50 a page. */
export function AthleteResultsTable({ results }: { results: ProfileResult[] }) {
  const [page, setPage] = useState(1);
  const shown = results.slice((page - 1) * PAGE, page * PAGE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Every result" verticalSpacing={6} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Meet</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Mark</Table.Th>
              <Table.Th>Wind</Table.Th>
              <Table.Th>Place</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(r.date)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.meetDetail(r.meetId)} size="sm">
                    {r.meetName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {eventName(r)}
                  {r.indoor && !r.eventType.includes('indoor') ? (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (indoor)
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <MarkAsRun result={r} flags={{ isPR: r.isPR, isSeasonBest: r.isSeasonBest }} />
                </Table.Td>
                <Table.Td>{isWindEvent(r.eventType) && r.asRun.mark.kind !== 'non-mark' ? formatWind(r.asRun.wind) : ''}</Table.Td>
                <Table.Td>{r.place ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {results.length > PAGE ? <Pagination total={Math.ceil(results.length / PAGE)} value={page} onChange={setPage} size="sm" /> : null}
    </Stack>
  );
}
