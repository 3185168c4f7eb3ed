import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack } from '@mantine/core';
import { ROUNDS, type MeetDetail } from '@core/api/meets';
import type { Gender } from '@core/sport-events/catalogue';
import { COMPETITION_LEVEL_LABELS, eventSpecText } from '@core/sport-events/implements';
import { findSportEvent } from '@core/sport-events/sport-events';
import { useOrganization } from '../../lib/store/hooks';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { eventSelectData, eventTitle, GENDER_OPTIONS } from '../../lib/event-labels';
import { usePostMeetEvent } from './api/post-meet-event';
import { ROUND_LABELS } from '../../lib/round-labels';

type Round = (typeof ROUNDS)[number];
const ROUND_OPTIONS = ROUNDS.map((r) => ({ value: r, label: ROUND_LABELS[r] }));

/**
 * Adds an event of the catalogue to the meet, in one round: gender first, then the round and the
 * event (grouped by category). One event may run in several rounds (prelims, then a final); the
 * events already on the meet in the chosen round are not offered again.
 */
export function AddEventModal({
  orgId,
  meet,
  opened,
  onClose,
  onAdded,
}: {
  orgId: string;
  meet: MeetDetail;
  opened: boolean;
  onClose: () => void;
  onAdded: (eventId: string) => void;
}) {
  const [gender, setGender] = useState<Gender>('female');
  const [type, setType] = useState<string | null>(null);
  const [round, setRound] = useState<Round>('final');
  const [error, setError] = useState<string | null>(null);
  const add = usePostMeetEvent(orgId, meet.id);
  const taken = new Set(meet.events.filter((e) => e.round === round).map((e) => e.eventType));
  const organization = useOrganization();
  const level = organization?.competitionLevel ?? 'high-school';
  // the hurdle height or implement weight at the team's level, under the chosen event
  const spec = type ? eventSpecText(type, level, organization?.units ?? 'metric') : null;

  const submit = async () => {
    if (!type) {
      setError('Choose an event');
      return;
    }
    setError(null);
    try {
      const event = await add.mutateAsync({ eventType: type, round });
      const sportEvent = findSportEvent(type);
      const title = sportEvent ? eventTitle(sportEvent) : type;
      notify.success(`${round === 'final' ? title : `${title} · ${ROUND_LABELS[round]}`} added`);
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
          label="Round"
          data={ROUND_OPTIONS}
          value={round}
          onChange={(v) => {
            const next = (v ?? 'final') as Round;
            setRound(next);
            // an event already on the meet in that round cannot be added again
            if (type && meet.events.some((e) => e.round === next && e.eventType === type)) setType(null);
          }}
          allowDeselect={false}
        />
        <Select
          label="Event"
          placeholder="Choose an event"
          data={eventSelectData(gender, taken)}
          value={type}
          onChange={setType}
          searchable
          nothingFoundMessage="No such event for this gender"
          description={spec ? `${COMPETITION_LEVEL_LABELS[level]}: ${spec}` : undefined}
          comboboxProps={{ withinPortal: true }}
        />
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
