import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash, IconUsersPlus } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { MeetEvent } from '@core/api/meets';
import type { Competitor } from '@core/api/standings';
import { formatWind } from '@core/marks';
import { ConfirmModal } from '../../components/confirm-modal';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useCompetitors, useDeleteCompetitor, useSaveCompetitor } from './api';

interface Props {
  orgId: string;
  meetId: string;
  event: MeetEvent;
  wind: boolean;
  canWrite: boolean;
}

function CompetitorForm({
  orgId,
  event,
  wind,
  competitor,
  onDone,
}: {
  orgId: string;
  event: MeetEvent;
  wind: boolean;
  competitor: Competitor | null;
  onDone: () => void;
}) {
  const [name, setName] = useState(competitor?.name ?? '');
  const [team, setTeam] = useState(competitor?.team ?? '');
  const [mark, setMark] = useState(competitor?.display ?? '');
  const [windText, setWind] = useState(competitor?.wind == null ? '' : formatWind(competitor.wind));
  const [place, setPlace] = useState<number | string>(competitor?.place ?? '');
  const [heat, setHeat] = useState<number | string>(competitor?.heat ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCompetitor(orgId);
  const problems = {
    name: name.trim().length < 2 ? 'At least 2 characters' : null,
    team: team.trim().length < 2 ? 'At least 2 characters' : null,
    mark: mark.trim() ? null : 'Enter a mark, or DNS, DNF, DQ',
  };
  const [tried, setTried] = useState(false);
  const submit = async () => {
    setTried(true);
    if (problems.name || problems.team || problems.mark) return;
    setError(null);
    try {
      await save.mutateAsync({
        eventId: event.id,
        competitorId: competitor?.id,
        body: {
          name: name.trim(),
          team: team.trim(),
          mark: mark.trim(),
          wind: wind ? windText.trim() || null : null,
          place: typeof place === 'number' ? place : null,
          heat: typeof heat === 'number' ? heat : null,
        },
      });
      notify.success(competitor ? `${name.trim()} saved` : `${name.trim()} added`);
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Name"
            description={event.kind === 'relay' ? 'The relay team, e.g. Roosevelt A' : undefined}
            required
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={tried ? problems.name : null}
          />
          <TextInput
            label="Team"
            required
            maxLength={120}
            value={team}
            onChange={(e) => setTeam(e.currentTarget.value)}
            error={tried ? problems.team : null}
          />
          <TextInput
            label="Mark"
            description="As on the results: 12.41, 4:32.1, 6.45, DNF"
            required
            maxLength={40}
            value={mark}
            onChange={(e) => setMark(e.currentTarget.value)}
            error={tried ? problems.mark : null}
          />
          {wind ? (
            <TextInput
              label="Wind"
              description="+1.8, -0.4 or NWI"
              maxLength={12}
              value={windText}
              onChange={(e) => setWind(e.currentTarget.value)}
            />
          ) : null}
          <NumberInput label="Place" min={1} max={999} allowDecimal={false} allowNegative={false} value={place} onChange={setPlace} />
          <NumberInput label="Heat or flight" min={1} max={99} allowDecimal={false} allowNegative={false} value={heat} onChange={setHeat} />
        </SimpleGrid>
        <FormAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {competitor ? 'Save' : 'Add finisher'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Other teams' finishers in this event (decision 027): not on the roster and never in PRs or
 * records; they count for the team scores. Coaches add, change and remove them; everyone reads.
 */
export function EventCompetitors({ orgId, meetId, event, wind, canWrite }: Props) {
  const competitors = useCompetitors(orgId, meetId);
  const remove = useDeleteCompetitor(orgId);
  const [editing, setEditing] = useState<Competitor | null>(null);
  const [formOpen, form] = useDisclosure(false);
  const [removing, setRemoving] = useState<Competitor | null>(null);
  const rows = (competitors.data?.items ?? []).filter((c) => c.eventId === event.id);
  if (!canWrite && rows.length === 0) return null;
  const open = (c: Competitor | null) => {
    setEditing(c);
    form.open();
  };
  return (
    <Stack gap="xs" component="section" aria-label={`Other teams, ${event.displayName}`}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          Other teams{rows.length ? ` (${rows.length})` : ''}
        </Title>
        {canWrite ? (
          <Button size="xs" variant="default" leftSection={<IconUsersPlus size={ICON_SIZE} />} onClick={() => open(null)}>
            Add another team&apos;s finisher
          </Button>
        ) : null}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Other teams&apos; finishers count for team scores, not for the roster or records. Add them here or import the meet&apos;s results
          file.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={2} aria-label={`Other teams' finishers, ${event.displayName}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={50}>Place</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th>Mark</Table.Th>
                {wind ? <Table.Th>Wind</Table.Th> : null}
                <Table.Th w={50}>Heat</Table.Th>
                {canWrite ? <Table.Th w={70} /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id} data-competitor={c.name}>
                  <Table.Td>{c.place ?? ''}</Table.Td>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.team}</Table.Td>
                  <Table.Td>{c.display}</Table.Td>
                  {wind ? <Table.Td>{c.wind === null ? '' : formatWind(c.wind)}</Table.Td> : null}
                  <Table.Td>{c.heat ?? ''}</Table.Td>
                  {canWrite ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon variant="subtle" size="sm" aria-label={`Change ${c.name}`} onClick={() => open(c)}>
                          <IconPencil size={ICON_SIZE} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${c.name}`} onClick={() => setRemoving(c)}>
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
      )}
      {canWrite ? (
        <>
          <Modal opened={formOpen} onClose={form.close} title={editing ? `Change ${editing.name}` : "Add another team's finisher"}>
            {formOpen ? <CompetitorForm orgId={orgId} event={event} wind={wind} competitor={editing} onDone={form.close} /> : null}
          </Modal>
          <ConfirmModal
            opened={removing !== null}
            onClose={() => setRemoving(null)}
            title={`Remove ${removing?.name ?? ''}?`}
            confirmLabel="Remove"
            onConfirm={async () => {
              if (!removing) return;
              await remove.mutateAsync(removing.id);
              notify.success(`${removing.name} removed`);
            }}
          >
            {removing?.name} ({removing?.team}) leaves this event and the team scores.
          </ConfirmModal>
        </>
      ) : null}
    </Stack>
  );
}
