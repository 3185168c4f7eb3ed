import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Table, Text } from '@mantine/core';
import type { RecordEvent, RecordMark } from '@core/api/records';
import { paths } from '../../app/paths';
import { shortDate } from '../../lib/meet-labels';
import { recordEventName } from '../records';

const who = (m: RecordMark) =>
  m.athleteId ? (
    <Anchor component={Link} to={paths.athleteDetail(m.athleteId)} size="sm">
      {m.athleteNames.join(', ')}
    </Anchor>
  ) : (
    m.athleteNames.join(', ')
  );

const meet = (m: RecordMark) =>
  m.meetId ? (
    <Anchor component={Link} to={paths.meetDetail(m.meetId)} size="sm">
      {m.meetName}
    </Anchor>
  ) : (
    `${m.meetName || 'Meet not recorded'} (historical)`
  );

/** A course's records, one row per gender and distance, each opening its top list (the team's best times on the course). */
export function CourseRecordsList({ events, label }: { events: RecordEvent[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No time has been run on this course yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Distance</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Held by</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Meet</Table.Th>
            <Table.Th aria-label="Top list" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => {
            const first = e.record[0]!;
            const shown = open === e.eventType;
            return (
              <Fragment key={e.eventType}>
                <Table.Tr data-testid="course-record-row" data-event={e.eventType}>
                  <Table.Td>{recordEventName(e.eventType).replace(' (XC)', '')}</Table.Td>
                  <Table.Td fw={700}>{first.display}</Table.Td>
                  <Table.Td>
                    {e.record.map((m, i) => (
                      <Fragment key={m.id}>
                        {i > 0 ? ' · ' : null}
                        {who(m)}
                      </Fragment>
                    ))}
                  </Table.Td>
                  <Table.Td>{shortDate(first.date)}</Table.Td>
                  <Table.Td>{meet(first)}</Table.Td>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" aria-expanded={shown} onClick={() => setOpen(shown ? null : e.eventType)}>
                      {shown ? 'Hide top list' : `Top ${e.top.length}`}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {shown
                  ? e.top.map((m) => (
                      <Table.Tr key={`top-${m.id}`} bg="var(--mantine-color-gray-light)">
                        <Table.Td>{m.place}.</Table.Td>
                        <Table.Td>{m.display}</Table.Td>
                        <Table.Td>{who(m)}</Table.Td>
                        <Table.Td>{shortDate(m.date)}</Table.Td>
                        <Table.Td colSpan={2}>{meet(m)}</Table.Td>
                      </Table.Tr>
                    ))
                  : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
