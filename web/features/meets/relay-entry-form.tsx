import { useState } from 'react';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MAX_RELAY_ALTERNATES, RELAY_LEGS, type MeetDetail, type MeetEvent } from '@core/api/meets';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePostRelayEntry } from './api/post-relay-entry';
import type { AthleteOption } from './use-event-athletes';

const LEG_NAMES = ['First leg', 'Second leg', 'Third leg', 'Anchor'];

interface RelayEntryFormProps {
  orgId: string;
  meet: MeetDetail;
  event: MeetEvent;
  athletes: AthleteOption[];
  loading: boolean;
}

/** A relay team: four legs in running order, up to four alternates, and an optional team name ("A", "Blue"). */
export function RelayEntryForm({ orgId, meet, event, athletes, loading }: RelayEntryFormProps) {
  const [name, setName] = useState('');
  const [legs, setLegs] = useState<(string | null)[]>(() => Array.from({ length: RELAY_LEGS }, () => null));
  const [alternates, setAlternates] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const enter = usePostRelayEntry(orgId, meet.id);
  const chosen = new Set([...legs.filter((l): l is string => l !== null), ...alternates]);
  const optionsFor = (own: string | null) => athletes.filter((a) => a.value === own || !chosen.has(a.value));

  const submit = async () => {
    const picked = legs.filter((l): l is string => l !== null);
    if (picked.length !== RELAY_LEGS) {
      setError('Choose an athlete for each of the four legs');
      return;
    }
    setError(null);
    try {
      await enter.mutateAsync({ eventId: event.id, body: { name: name.trim() || null, legs: picked, alternates } });
      notify.success('Relay team entered');
      setName('');
      setLegs(Array.from({ length: RELAY_LEGS }, () => null));
      setAlternates([]);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="sm">
      <TextInput label="Team name" placeholder={`Team ${String.fromCharCode(65 + event.entries.length)}`} maxLength={60} value={name} onChange={(e) => setName(e.currentTarget.value)} />
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
        data={athletes.filter((a) => alternates.includes(a.value) || !chosen.has(a.value))}
        value={alternates}
        onChange={setAlternates}
        maxValues={MAX_RELAY_ALTERNATES}
        searchable
        clearable
      />
      <FormAlert message={error} />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={enter.isPending}>
          Enter relay team
        </Button>
      </Group>
    </Stack>
  );
}
