import { Link } from 'react-router';
import { Anchor, Badge, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { RecordEvent, RecordMark } from '@core/api/records';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { seasonLabel } from '../../lib/meet-labels';
import { shortDate } from '../../lib/meet-labels';
import { useIsPhone } from '../../lib/use-phone';
import { useRecordHistory, type BoardParams } from './api/records-api';
import { gradeText, recordEventName, recordWho, TIMING_LABELS, windText } from './records-labels';

function Who({ mark }: { mark: RecordMark }) {
  if (mark.athleteId) {
    return (
      <Anchor component={Link} to={paths.athleteDetail(mark.athleteId)} size="sm">
        {recordWho(mark)}
      </Anchor>
    );
  }
  return <Text size="sm">{recordWho(mark)}</Text>;
}

function MeetName({ mark }: { mark: RecordMark }) {
  if (mark.meetId) {
    return (
      <Anchor component={Link} to={paths.meetDetail(mark.meetId)} size="sm">
        {mark.meetName}
      </Anchor>
    );
  }
  return <Text size="sm">{mark.meetName || 'Meet not recorded'}</Text>;
}

/** The evidence of one mark: who, the mark as compared, meet, date, wind, timing, round, season, grade, and where it comes from. */
export function MarkEvidence({ mark }: { mark: RecordMark }) {
  const wind = windText(mark);
  const rows: [string, React.ReactNode][] = [
    [mark.athleteNames.length > 1 ? 'Legs' : 'Athlete', <Who key="who" mark={mark} />],
    [
      'Mark',
      <Text key="mark" size="sm" fw={700}>
        {mark.display}
        {mark.comparableDisplay !== mark.display ? ` (compared as ${mark.comparableDisplay})` : ''}
      </Text>,
    ],
    ['Meet', <MeetName key="meet" mark={mark} />],
    ['Date', shortDate(mark.date)],
    ...(wind ? ([['Wind', wind]] as [string, string][]) : []),
    ...(mark.timing ? ([['Timing', TIMING_LABELS[mark.timing]]] as [string, string][]) : []),
    ...(mark.round ? ([['Round', mark.round]] as [string, string][]) : []),
    ['Season', seasonLabel(mark)],
    ...(gradeText(mark.grade) ? ([['Grade level', gradeText(mark.grade)]] as [string, string | null][]) : []),
    ['Source', mark.source === 'result' ? 'A result of the team' : `Historical record${mark.note ? `: ${mark.note}` : ''}`],
  ];
  return (
    <Table
      variant="vertical"
      withTableBorder
      layout="fixed"
      verticalSpacing={4}
      aria-label={`Evidence of ${mark.display} by ${recordWho(mark)}`}
    >
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={110}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface RecordEvidenceModalProps {
  orgId: string;
  event: RecordEvent | null;
  params: Omit<BoardParams, 'top'>;
  onClose: () => void;
}

/** One event's record: the evidence of each mark holding it, the top list, and the record's history. */
export function RecordEvidenceModal({ orgId, event, params, onClose }: RecordEvidenceModalProps) {
  const phone = useIsPhone();
  const history = useRecordHistory(orgId, { ...params, eventType: event?.eventType ?? '' }, event !== null);
  const name = event ? recordEventName(event.eventType) : '';
  return (
    <Modal opened={event !== null} onClose={onClose} title={`${name} record`} size="xl" fullScreen={phone}>
      {event ? (
        <Stack gap="lg">
          <Stack gap="sm">
            {event.record.length > 1 ? <Text size="sm">{event.record.length} marks share the record.</Text> : null}
            {event.record.map((m) => (
              <MarkEvidence key={m.id} mark={m} />
            ))}
          </Stack>
          <section>
            <Title order={3} size="h5" mb="xs">
              Top {event.top.length}
            </Title>
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing={4} aria-label={`${name}, top list`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Mark</Table.Th>
                    <Table.Th>Athlete</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Meet</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {event.top.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>{m.place}</Table.Td>
                      <Table.Td fw={600}>
                        {m.display}
                        {m.timing === 'converted' ? (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            ({m.comparableDisplay})
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Who mark={m} />
                      </Table.Td>
                      <Table.Td>{shortDate(m.date)}</Table.Td>
                      <Table.Td>
                        <MeetName mark={m} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </section>
          <section>
            <Title order={3} size="h5" mb="xs">
              History of the record
            </Title>
            {history.isPending ? (
              <PageLoader label="Loading the history" />
            ) : history.isError ? (
              <FormAlert message={errorMessage(history.error)} />
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table verticalSpacing={4} aria-label={`${name}, history of the record`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Mark</Table.Th>
                      <Table.Th>Athlete</Table.Th>
                      <Table.Th>Held from</Table.Th>
                      <Table.Th>Until</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[...history.data.steps].reverse().map((s) => (
                      <Table.Tr key={s.mark.id}>
                        <Table.Td fw={600}>
                          <Group gap={4} wrap="nowrap">
                            {s.mark.display}
                            {s.equalled ? (
                              <Badge size="xs" variant="light" color="gray">
                                equalled
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Who mark={s.mark} />
                        </Table.Td>
                        <Table.Td>{shortDate(s.heldFrom)}</Table.Td>
                        <Table.Td>{s.brokenOn ? `Broken ${shortDate(s.brokenOn)}` : 'Stands'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </section>
        </Stack>
      ) : null}
    </Modal>
  );
}
