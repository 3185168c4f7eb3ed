import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileImport, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { HistoricalRecord } from '@core/api/records';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { ConfirmModal } from '../../components/confirm-modal';
import { shortDate } from '../../lib/meet-labels';
import { useDeleteHistoricalRecord, useHistoricalRecords } from './api/records-api';
import { HistoricalRecordForm } from './historical-record-form';
import { recordEventName } from './records-labels';

/** Records that predate Splits: listed for everyone; added, changed and deleted by owners, admins and coaches. */
export function HistoricalRecordsSection({ orgId, canWrite, canImport }: { orgId: string; canWrite: boolean; canImport: boolean }) {
  const list = useHistoricalRecords(orgId);
  const remove = useDeleteHistoricalRecord(orgId);
  const [editing, setEditing] = useState<HistoricalRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<HistoricalRecord | null>(null);
  const [q, setQ] = useState('');
  const items = (list.data?.items ?? []).filter((r) => {
    const text = `${recordEventName(r.eventType)} ${r.athleteNames.join(' ')} ${r.meetName} ${r.date}`.toLowerCase();
    return text.includes(q.trim().toLowerCase());
  });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="historical-title">
      <Group justify="space-between" mb="sm" gap="sm">
        <div>
          <Title order={2} size="h4" id="historical-title">
            Historical records
          </Title>
          <Text size="sm" c="dimmed">
            Marks from before Splits, by athletes not on the roster. They rank on the boards with the team's results; a later result that
            beats one takes the record.
          </Text>
        </div>
        {canWrite ? (
          <Group gap="xs">
            {canImport ? (
              <Button component={Link} to={paths.recordsBulk} variant="default" leftSection={<IconFileImport size={ICON_SIZE} />}>
                Import in bulk
              </Button>
            ) : null}
            <Button
              leftSection={<IconPlus size={ICON_SIZE} />}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              Add a record
            </Button>
          </Group>
        ) : null}
      </Group>
      {list.isPending ? (
        <Text size="sm" c="dimmed">
          Loading historical records…
        </Text>
      ) : list.isError ? (
        <FormAlert message={errorMessage(list.error)} />
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No historical records have been entered{canWrite ? ': add one by hand or import a list.' : '.'}
        </Text>
      ) : (
        <Stack gap="xs">
          <TextInput
            aria-label="Search historical records"
            placeholder="Search by event, athlete, meet or year"
            leftSection={<IconSearch size={ICON_SIZE} />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            maw={360}
          />
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4} aria-label="Historical records">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Mark</Table.Th>
                  <Table.Th>Athlete</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Meet</Table.Th>
                  <Table.Th>Source</Table.Th>
                  {canWrite ? <Table.Th aria-label="Actions" /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      {recordEventName(r.eventType)}
                      {r.indoor ? ' (indoor)' : ''}
                    </Table.Td>
                    <Table.Td fw={600}>{r.display}</Table.Td>
                    <Table.Td>{r.athleteNames.join(', ')}</Table.Td>
                    <Table.Td>{shortDate(r.date)}</Table.Td>
                    <Table.Td>{r.meetName}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} title={r.note || undefined}>
                        {r.source}
                      </Text>
                    </Table.Td>
                    {canWrite ? (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${recordEventName(r.eventType)} by ${r.athleteNames.join(', ')}`}
                            onClick={() => {
                              setEditing(r);
                              setFormOpen(true);
                            }}
                          >
                            <IconPencil size={ICON_SIZE} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${recordEventName(r.eventType)} by ${r.athleteNames.join(', ')}`}
                            onClick={() => setDeleting(r)}
                          >
                            <IconTrash size={ICON_SIZE} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No historical record matches "{q}".
            </Text>
          ) : null}
        </Stack>
      )}
      {canWrite ? <HistoricalRecordForm orgId={orgId} record={editing} opened={formOpen} onClose={() => setFormOpen(false)} /> : null}
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete historical record"
        confirmLabel="Delete"
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.id);
          notify.success('Historical record deleted');
        }}
      >
        {deleting
          ? `${recordEventName(deleting.eventType)}: ${deleting.display} by ${deleting.athleteNames.join(', ')} (${shortDate(deleting.date)}) will be removed from the boards.`
          : null}
      </ConfirmModal>
    </Paper>
  );
}
