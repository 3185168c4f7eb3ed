import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { IconEdit, IconX } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { EVENT_GROUPS } from '@core/api/athletes';
import type { Entry, MeetDetail, MeetEvent } from '@core/api/meets';
import { GROUP_LABELS } from '../athletes';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { entryName, relayLegsText } from '../../lib/entry-label';
import { useTeamAccess } from '../../lib/team-access';
import { useDeleteEntry } from './api/delete-entry';
import { usePostEntries } from './api/post-entries';
import { RelayEntryForm } from './relay-entry-form';
import { EntryLimitAlert } from './entry-limit-alert';
import { useEventAthletes } from './use-event-athletes';
import { SeedInput } from './seed-input';
import { bySeed } from './seed-order';

interface EntriesModalProps {
  orgId: string;
  meet: MeetDetail;
  event: MeetEvent;
  title: string;
  opened: boolean;
  onClose: () => void;
}

/** Entries in a kept order (ids), the ones not in it after them in the order `rest` gives. */
const inOrder = (entries: Entry[], order: string[], rest: (a: Entry, b: Entry) => number): Entry[] => {
  const at = new Map(order.map((id, i) => [id, i]));
  const known = entries.filter((e) => at.has(e.id)).sort((a, b) => at.get(a.id)! - at.get(b.id)!);
  return [...known, ...entries.filter((e) => !at.has(e.id)).sort(rest)];
};

/**
 * Who is entered in a meet event: pick athletes (or build a relay team), each entry with its seed
 * mark (best first), remove an entry with its result.
 */
export function EntriesModal({ orgId, meet, event, title, opened, onClose }: EntriesModalProps) {
  const relay = event.kind === 'relay';
  const { markOptions } = useTeamAccess();
  const [picked, setPicked] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const editingEntry = event.entries.find((e) => e.id === editing);
  const [error, setError] = useState<string | null>(null);
  const athletes = useEventAthletes(orgId, event.gender, opened);
  const enter = usePostEntries(orgId, meet.id);
  const removeEntry = useDeleteEntry(orgId, meet.id);
  const entered = new Set(event.entries.map((e) => e.athlete?.id).filter(Boolean));
  // by seed as the dialog opened: a seed typed now does not move the row under the coach's hands
  const [order] = useState(() => [...event.entries].sort(bySeed(event.eventType, markOptions)).map((e) => e.id));
  const listed = inOrder(event.entries, order, bySeed(event.eventType, markOptions));
  const options = (athletes.data ?? []).filter((a) => !entered.has(a.value));

  const usual = options.filter((a) => a.preferredEvents.includes(event.eventType));
  const groupOptions = [
    ...(usual.length ? [{ value: 'usual', label: `Usual athletes of this event (${usual.length})` }] : []),
    ...EVENT_GROUPS.map((g) => ({ g, n: options.filter((a) => a.eventGroups.includes(g)).length }))
      .filter(({ n }) => n > 0)
      .map(({ g, n }) => ({ value: g, label: `Every active athlete in ${GROUP_LABELS[g]} (${n})` })),
  ];
  /** Adds a whole group (or the event's usual athletes) to the picked ones, not yet entered. */
  const pickGroup = (group: string | null) => {
    if (!group) return;
    const ids = (group === 'usual' ? usual : options.filter((a) => a.eventGroups.includes(group as (typeof EVENT_GROUPS)[number]))).map(
      (a) => a.value,
    );
    setPicked((p) => [...new Set([...p, ...ids])]);
  };

  const add = async () => {
    if (picked.length === 0) return;
    setError(null);
    try {
      await enter.mutateAsync({ eventId: event.id, athleteIds: picked });
      notify.success(`${picked.length} ${picked.length === 1 ? 'athlete' : 'athletes'} entered in ${title}`);
      setPicked([]);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const remove = async (entryId: string, name: string) => {
    setError(null);
    try {
      await removeEntry.mutateAsync(entryId);
      notify.success(`${name} removed from ${title}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Entries: ${title}`} size="lg">
      <Stack gap="md">
        {relay ? (
          <RelayEntryForm
            key={editingEntry?.id ?? 'new'}
            orgId={orgId}
            meet={meet}
            event={event}
            athletes={athletes.data ?? []}
            loading={athletes.isPending}
            entry={editingEntry}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Stack gap="xs">
            {/* the button sits above the picker, so the open list of names never covers it */}
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Select
                aria-label="Pick a whole group"
                placeholder="Pick a whole group…"
                data={groupOptions}
                value={null}
                onChange={pickGroup}
                disabled={groupOptions.length === 0}
                size="sm"
                w={{ base: '100%', xs: 300 }}
                comboboxProps={{ withinPortal: true }}
              />
              <Button onClick={() => void add()} loading={enter.isPending} disabled={picked.length === 0}>
                Enter {picked.length > 0 ? picked.length : ''} {picked.length === 1 ? 'athlete' : 'athletes'}
              </Button>
            </Group>
            <MultiSelect
              label="Athletes to enter"
              description={
                event.gender === 'mixed'
                  ? 'Any athlete on the active roster'
                  : `Active ${event.gender === 'male' ? 'boys' : 'girls'} on the roster`
              }
              placeholder={athletes.isPending ? 'Loading the roster…' : 'Type a name'}
              data={options}
              value={picked}
              onChange={setPicked}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={athletes.isPending ? 'Loading…' : 'Nobody else to enter'}
              maxDropdownHeight={260}
            />
          </Stack>
        )}
        <EntryLimitAlert
          meet={meet}
          eventType={event.eventType}
          picked={picked.map((id) => ({ id, label: options.find((a) => a.value === id)?.label ?? id }))}
        />
        <FormAlert message={error} />
        <Stack gap={6}>
          <Text fw={600} size="sm">
            Entered ({event.entries.length}){event.entries.length > 1 ? ' · by seed, best first' : ''}
          </Text>
          {event.entries.length > 0 ? (
            <Text size="xs" c="dimmed">
              Seed: the season best going into the meet (SB) unless you type another; clear a typed seed to use the season best again.
            </Text>
          ) : null}
          {event.entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody is entered yet.
            </Text>
          ) : (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {listed.map((entry) => {
                const name = entryName(entry);
                const legs = relayLegsText(entry);
                return (
                  <Group key={entry.id} component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm">
                        {name}
                        {entry.result ? (
                          <Text span c="dimmed" size="xs">
                            {' '}
                            · {entry.result.display}
                          </Text>
                        ) : null}
                      </Text>
                      {legs ? (
                        <Text size="xs" c="dimmed">
                          {legs}
                        </Text>
                      ) : null}
                    </div>
                    <SeedInput
                      orgId={orgId}
                      meetId={meet.id}
                      eventType={event.eventType}
                      entry={entry}
                      name={name}
                      markOptions={markOptions}
                    />
                    <Group gap={2} wrap="nowrap">
                      {entry.legs ? (
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Change the legs of ${name}`}
                          onClick={() => setEditing(entry.id)}
                        >
                          <IconEdit size={ICON_SIZE} />
                        </ActionIcon>
                      ) : null}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${name}${entry.result ? ' and the result' : ''}`}
                        onClick={() => void remove(entry.id, name)}
                        loading={removeEntry.isPending && removeEntry.variables === entry.id}
                      >
                        <IconX size={ICON_SIZE} />
                      </ActionIcon>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
