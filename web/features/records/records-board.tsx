import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { RecordEvent } from '@core/api/records';
import { findSportEvent, genderDisplay } from '@core/sport-events/sport-events';
import type { Gender } from '@core/sport-events/catalogue';
import { shortDate } from '../../lib/meet-labels';
import { useIsPhone } from '../../lib/use-phone';
import { recordWho, windText } from './records-labels';

const GENDER_ORDER: Gender[] = ['female', 'male', 'mixed'];

const markCell = (e: RecordEvent) => e.record[0]?.display ?? '';

/** The board of one scope: per gender, each event's record with its holder(s), date and meet; the evidence opens from each row. */
export function RecordsBoard({ events, onOpen }: { events: RecordEvent[]; onOpen: (e: RecordEvent) => void }) {
  const phone = useIsPhone();
  const byGender = GENDER_ORDER.map((g) => ({ gender: g, events: events.filter((e) => findSportEvent(e.eventType)?.gender === g) })).filter(
    (g) => g.events.length > 0,
  );
  return (
    <Stack gap="lg">
      {byGender.map(({ gender, events: list }) => (
        <Paper
          key={gender}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label={`${genderDisplay(gender)} records`}
        >
          <Title order={2} size="h4" mb="sm">
            {genderDisplay(gender)}
          </Title>
          {phone ? (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((e) => (
                <li key={e.eventType} data-testid="record-row" data-event={e.eventType}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {findSportEvent(e.eventType)?.displayName}
                      </Text>
                      {e.record.map((h) => (
                        <Text key={h.id} size="xs" c="dimmed" data-testid="record-holder">
                          {recordWho(h)} · {shortDate(h.date)}
                        </Text>
                      ))}
                    </Stack>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => onOpen(e)}
                      aria-label={`${findSportEvent(e.eventType)?.displayName}: ${markCell(e)}, show the evidence`}
                    >
                      {markCell(e)}
                    </Button>
                  </Group>
                </li>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing={6} aria-label={`${genderDisplay(gender)} records`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Event</Table.Th>
                    <Table.Th>Record</Table.Th>
                    <Table.Th>Held by</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Meet</Table.Th>
                    <Table.Th aria-label="Evidence" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((e) => {
                    const first = e.record[0]!;
                    const wind = windText(first);
                    const tied = e.record.length > 1;
                    // a tied record names every holder, each with the day, meet and wind of their own mark
                    const each = (cell: (h: RecordEvent['record'][number]) => string) =>
                      tied ? e.record.map((h) => <div key={h.id}>{cell(h)}</div>) : cell(first);
                    return (
                      <Table.Tr key={e.eventType} data-testid="record-row" data-event={e.eventType}>
                        <Table.Td>{findSportEvent(e.eventType)?.displayName}</Table.Td>
                        <Table.Td fw={700}>
                          {markCell(e)}
                          {wind && !tied && first.wind !== null ? (
                            <Text span size="xs" c="dimmed" fw={400}>
                              {' '}
                              ({wind})
                            </Text>
                          ) : null}
                          {tied ? (
                            <Text span size="xs" c="dimmed" fw={400}>
                              {' '}
                              (tied)
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          {each((h) => (tied && wind && h.wind !== null ? `${recordWho(h)} (${windText(h)})` : recordWho(h)))}
                        </Table.Td>
                        <Table.Td>{each((h) => shortDate(h.date))}</Table.Td>
                        <Table.Td>{each((h) => h.meetName)}</Table.Td>
                        <Table.Td>
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            onClick={() => onOpen(e)}
                            aria-label={`${findSportEvent(e.eventType)?.displayName}: evidence, top ${e.top.length} and history`}
                          >
                            Evidence
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
