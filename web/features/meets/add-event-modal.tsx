import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack } from '@mantine/core';
import { ROUNDS, type MeetDetail } from '@core/api/meets';
import type { Gender } from '@core/sport-events/catalogue';
import { findSportEvent } from '@core/sport-events/sport-events';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { eventSelectData, eventTitle, GENDER_OPTIONS } from '../events/event-labels';
import { usePostMeetEvent } from './api/post-meet-event';
import { ROUND_LABELS } from './round-labels';

const ROUND_OPTIONS = ROUNDS.map((r) => ({ value: r, label: ROUND_LABELS[r] }));

/** Adds an event of the catalogue to the meet: gender first, then the event (grouped by category) and the round. */
export function AddEventModal({ orgId, meet, opened, onClose, onAdded }: {
  orgId: string;
  meet: MeetDetail;
  opened: boolean;
  onClose: () => void;
  onAdded: (eventId: string) => void;
}) {
  const [gender, setGender] = useState<Gender>('female');
  const [type, setType] = useState<string | null>(null);
  const [round, setRound] = useState<string>('final');
  const [error, setError] = useState<string | null>(null);
  const add = usePostMeetEvent(orgId, meet.id);
  const taken = new Set(meet.events.filter((e) => e.round === round).map((e) => e.eventType));

  const submit = async () => {
    if (!type) {
      setError('Choose an event');
      return;
    }
    setError(null);
    try {
      const event = await add.mutateAsync({ eventType: type, round: round as (typeof ROUNDS)[number] });
      const sportEvent = findSportEvent(type);
      notify.success(`${sportEvent ? eventTitle(sportEvent) : type} added`);
      setType(null);
      onAdded(event.id);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add an event" centered>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Gender"
          fullWidth
          data={GENDER_OPTIONS}
          value={gender}
          onChange={(v) => {
            setGender(v as Gender);
            setType(null);
          }}
        />
        <Select
          label="Event"
          placeholder="Choose an event"
          data={eventSelectData(gender, taken)}
          value={type}
          onChange={setType}
          searchable
          nothingFoundMessage="No such event for this gender"
          comboboxProps={{ withinPortal: true }}
        />
        <Select label="Round" data={ROUND_OPTIONS} value={round} onChange={(v) => setRound(v ?? 'final')} allowDeselect={false} />
        <FormAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={add.isPending}>
            Add event
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
