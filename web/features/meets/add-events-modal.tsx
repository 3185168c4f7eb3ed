import { useState } from 'react';
import { Button, Checkbox, Chip, Group, Modal, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { ROUNDS, type MeetDetail } from '@core/api/meets';
import type { Gender } from '@core/sport-events/catalogue';
import { genderDisplay } from '@core/sport-events/sport-events';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { CATEGORY_LABELS } from '../../lib/event-labels';
import { notify } from '../../lib/notify';
import { useIsPhone } from '../../lib/use-phone';
import { useMeets } from '../meet-data';
import { usePostMeetEvents, usePostMeetEventsCopy } from './api/post-meet-events';
import { BULK_GENDER_ORDER, bulkEventTypes, catalogueByCategory } from './bulk-event-choice';
import { FromTemplate } from '../templates';
import { ROUND_LABELS } from '../../lib/round-labels';
import { plural } from '../../lib/plural';

type Round = (typeof ROUNDS)[number];
const ROUND_OPTIONS = ROUNDS.map((r) => ({ value: r, label: ROUND_LABELS[r] }));

interface AddEventsModalProps {
  orgId: string;
  meet: MeetDetail;
  opened: boolean;
  onClose: () => void;
}

/** Many events at once: check boxes from the catalogue (by group, for the chosen genders), in one call. */
function FromCatalogue({ orgId, meet, onClose }: Omit<AddEventsModalProps, 'opened'>) {
  const [genders, setGenders] = useState<Gender[]>(['female', 'male']);
  const [round, setRound] = useState<Round>('final');
  const [slugs, setSlugs] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const add = usePostMeetEvents(orgId, meet.id);
  const taken = new Set(meet.events.filter((e) => e.round === round).map((e) => e.eventType));
  const types = bulkEventTypes(slugs, genders, taken);
  const groups = catalogueByCategory(genders);

  const toggle = (events: string[], on: boolean) =>
    setSlugs((s) => {
      const next = new Set(s);
      for (const e of events) {
        if (on) next.add(e);
        else next.delete(e);
      }
      return next;
    });

  const submit = async () => {
    if (types.length === 0) {
      setError(genders.length === 0 ? 'Choose at least one gender' : 'Check the events to add');
      return;
    }
    setError(null);
    try {
      const { added } = await add.mutateAsync({ events: types.map((eventType) => ({ eventType, round })) });
      notify.success(`${plural(added.length, 'event', 'events')} added`);
      setSlugs(new Set());
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="bulk-genders">
            For
          </Text>
          <Chip.Group multiple value={genders} onChange={(v) => setGenders(v as Gender[])}>
            <Group gap={6} role="group" aria-labelledby="bulk-genders">
              {BULK_GENDER_ORDER.map((g) => (
                <Chip key={g} value={g} size="sm">
                  {genderDisplay(g)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Select
          label="Round"
          data={ROUND_OPTIONS}
          value={round}
          onChange={(v) => setRound((v ?? 'final') as Round)}
          allowDeselect={false}
          w={160}
        />
      </Group>
      <Stack gap="sm">
        {groups.map(({ category, events }) => {
          const slugsHere = events.map((e) => e.event);
          const checked = slugsHere.filter((s) => slugs.has(s)).length;
          return (
            <Stack key={category} gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Checkbox
                label={<Text fw={600}>{CATEGORY_LABELS[category]}</Text>}
                aria-label={`All of ${CATEGORY_LABELS[category]}`}
                checked={checked === slugsHere.length}
                indeterminate={checked > 0 && checked < slugsHere.length}
                onChange={(e) => toggle(slugsHere, e.currentTarget.checked)}
              />
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} verticalSpacing={6} pl="lg">
                {events.map((e) => (
                  <Checkbox
                    key={e.event}
                    size="sm"
                    label={e.displayName}
                    checked={slugs.has(e.event)}
                    onChange={(ev) => toggle([e.event], ev.currentTarget.checked)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
      <FormAlert message={error} />
      <Group justify="space-between" gap="xs" pos="sticky" bottom={0} bg="var(--mantine-color-body)" py="xs">
        <Text size="sm" c="dimmed">
          {slugs.size > 0 && types.length === 0
            ? 'All checked events are already on the meet'
            : `${plural(types.length, 'event', 'events')} to add`}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={add.isPending} disabled={types.length === 0}>
            Add {plural(types.length, 'event', 'events')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The events (and optionally entries and relay teams) of another meet of the team. */
function FromMeet({ orgId, meet, onClose }: Omit<AddEventsModalProps, 'opened'>) {
  const meets = useMeets(orgId, { when: 'all', limit: 200 });
  const [from, setFrom] = useState<string | null>(null);
  const [withEntries, setWithEntries] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = usePostMeetEventsCopy(orgId, meet.id);
  const options = (meets.data?.items ?? [])
    .filter((m) => m.id !== meet.id && m.eventCount > 0)
    .map((m) => ({ value: m.id, label: `${m.name} · ${m.startDate} (${plural(m.eventCount, 'event', 'events')})` }));

  const submit = async () => {
    if (!from) {
      setError('Choose the meet to copy from');
      return;
    }
    setError(null);
    try {
      const copied = await copy.mutateAsync({ fromMeetId: from, entries: withEntries });
      notify.success(
        copied.events === 0
          ? 'Every event of that meet is already on this one'
          : `${plural(copied.events, 'event', 'events')}${withEntries ? ` and ${plural(copied.entries, 'entry', 'entries')}` : ''} copied`,
      );
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md">
      <Select
        label="Copy from"
        placeholder={meets.isPending ? 'Loading the meets…' : 'Choose a meet'}
        description="Events already on this meet (same event and round) are skipped. Results are never copied."
        data={options}
        value={from}
        onChange={setFrom}
        searchable
        nothingFoundMessage={meets.isPending ? 'Loading…' : 'No other meet with events'}
        comboboxProps={{ withinPortal: true }}
      />
      <Checkbox
        label="Also copy the entries and relay teams"
        checked={withEntries}
        onChange={(e) => setWithEntries(e.currentTarget.checked)}
      />
      <FormAlert message={error} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={copy.isPending}>
          Copy events
        </Button>
      </Group>
    </Stack>
  );
}

/** Setting up a meet at once: many catalogue events in one go, the events of an earlier meet, or a template's. */
export function AddEventsModal({ orgId, meet, opened, onClose }: AddEventsModalProps) {
  const phone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title="Add many events" size="xl" fullScreen={phone}>
      <Tabs defaultValue="catalogue" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="catalogue">From the catalogue</Tabs.Tab>
          <Tabs.Tab value="copy">Copy another meet</Tabs.Tab>
          <Tabs.Tab value="template">From a template</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="catalogue">
          <FromCatalogue orgId={orgId} meet={meet} onClose={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="copy">
          <FromMeet orgId={orgId} meet={meet} onClose={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="template">
          <FromTemplate orgId={orgId} meet={meet} onClose={onClose} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
