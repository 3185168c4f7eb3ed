import { useState } from 'react';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MAX_RELAY_ALTERNATES, RELAY_LEGS, type Entry, type MeetDetail, type MeetEvent } from '@core/api/meets';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchRelayEntry } from './api/patch-relay-entry';
import { usePostRelayEntry } from './api/post-relay-entry';
import type { AthleteOption } from './use-event-athletes';

const LEG_NAMES = ['First leg', 'Second leg', 'Third leg', 'Anchor'];

interface RelayEntryFormProps {
  orgId: string;
  meet: MeetDetail;
  event: MeetEvent;
  athletes: AthleteOption[];
  loading: boolean;
  /** the team to change; absent to enter a new one */
  entry?: Entry;
  onDone?: () => void;
}

const legsOf = (entry: Entry | undefined): (string | null)[] => {
  const legs = (entry?.legs ?? []).filter((l) => !l.alternate).sort((a, b) => a.position - b.position);
  return Array.from({ length: RELAY_LEGS }, (_, i) => legs[i]?.athleteId ?? null);
};
const alternatesOf = (entry: Entry | undefined): string[] =>
  (entry?.legs ?? [])
    .filter((l) => l.alternate)
    .sort((a, b) => a.position - b.position)
    .map((l) => l.athleteId);

/** A relay team: four legs in running order, up to four alternates, and an optional team name ("A", "Blue"). */
export function RelayEntryForm({ orgId, meet, event, athletes, loading, entry, onDone }: RelayEntryFormProps) {
  const [name, setName] = useState(entry?.relayName ?? '');
  const [legs, setLegs] = useState<(string | null)[]>(() => legsOf(entry));
  const [alternates, setAlternates] = useState<string[]>(() => alternatesOf(entry));
  const [error, setError] = useState<string | null>(null);
  const enter = usePostRelayEntry(orgId, meet.id);
  const patch = usePatchRelayEntry(orgId, meet.id);
  // athletes of the team being changed stay choosable even when no longer active
  const known = new Map(athletes.map((a) => [a.value, a]));
  for (const l of entry?.legs ?? [])
    if (!known.has(l.athleteId))
      known.set(l.athleteId, { value: l.athleteId, label: `${l.lastName}, ${l.firstName}`, eventGroups: [], preferredEvents: [] });
  const all = [...known.values()];
  const chosen = new Set([...legs.filter((l): l is string => l !== null), ...alternates]);
  const optionsFor = (own: string | null) => all.filter((a) => a.value === own || !chosen.has(a.value));

  const submit = async () => {
    const picked = legs.filter((l): l is string => l !== null);
    if (picked.length !== RELAY_LEGS) {
      setError('Choose an athlete for each of the four legs');
      return;
    }
    setError(null);
    try {
      const body = { name: name.trim() || null, legs: picked, alternates };
      if (entry) {
        await patch.mutateAsync({ entryId: entry.id, body: { ...body, expectedVersion: entry.version } });
        notify.success('Relay team changed');
      } else {
        await enter.mutateAsync({ eventId: event.id, body });
        notify.success('Relay team entered');
        setName('');
        setLegs(legsOf(undefined));
        setAlternates([]);
      }
      onDone?.();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Team name"
        placeholder={`Team ${String.fromCharCode(65 + event.entries.length)}`}
        maxLength={60}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {legs.map((leg, i) => (
          <Select
            key={LEG_NAMES[i]}
            label={LEG_NAMES[i]}
            placeholder={loading ? 'Loading…' : 'Choose'}
            data={optionsFor(leg)}
            value={leg}
            onChange={(v) => setLegs((all) => all.map((l, j) => (j === i ? v : l)))}
            searchable
            clearable
          />
        ))}
      </SimpleGrid>
      <MultiSelect
        label="Alternates"
        description={`Up to ${MAX_RELAY_ALTERNATES}`}
        data={all.filter((a) => alternates.includes(a.value) || !chosen.has(a.value))}
        value={alternates}
        onChange={setAlternates}
        maxValues={MAX_RELAY_ALTERNATES}
        searchable
        clearable
        // opened upwards (over the legs, already chosen), so the list never covers the button below
        comboboxProps={{ position: 'top' }}
      />
      <FormAlert message={error} />
      <Group justify="flex-end">
        {entry && onDone ? (
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button onClick={() => void submit()} loading={enter.isPending || patch.isPending}>
          {entry ? 'Save relay team' : 'Enter relay team'}
        </Button>
      </Group>
    </Stack>
  );
}
