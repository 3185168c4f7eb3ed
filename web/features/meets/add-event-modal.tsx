import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Switch } from '@mantine/core';
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
import { MeasuredXcFields, measuredXcType, type MeasuredDistance } from './measured-xc-fields';

type Round = (typeof ROUNDS)[number];
const ROUND_OPTIONS = ROUNDS.map((r) => ({ value: r, label: ROUND_LABELS[r] }));

/**
 * Adds an event of the catalogue to the meet, in one round: gender first, then the round and the
 * event (grouped by category). One event may run in several rounds (prelims, then a final); the
 * events already on the meet in the chosen round are not offered again. At a cross-country meet the
 * race may instead be run at the course's measured distance (8.05 km, 5.2 miles: decision 058).
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
  const crossCountry = meet.season === 'cross-country';
  const [measured, setMeasured] = useState(false);
  const [distance, setDistance] = useState<MeasuredDistance>({ value: '', unit: 'k' });
  const [error, setError] = useState<string | null>(null);
  const add = usePostMeetEvent(orgId, meet.id);
  const taken = new Set(meet.events.filter((e) => e.round === round).map((e) => e.eventType));
  const organization = useOrganization();
  const level = organization?.competitionLevel ?? 'high-school';
  // the hurdle height or implement weight at the team's level, under the chosen event
  const spec = type ? eventSpecText(type, level, organization?.units ?? 'metric') : null;

  const submit = async () => {
    let eventType: string | null = type;
    if (measured && crossCountry) {
      const made = measuredXcType(gender, distance);
      if ('error' in made) {
        setError(made.error);
        return;
      }
      if (taken.has(made.type)) {
        setError(`This race is on the meet already${round === 'final' ? '' : ` in the ${ROUND_LABELS[round].toLowerCase()}`}`);
        return;
      }
      eventType = made.type;
    }
    if (!eventType) {
      setError('Choose an event');
      return;
    }
    setError(null);
    try {
      const event = await add.mutateAsync({ eventType, round });
      const sportEvent = findSportEvent(eventType);
      const title = sportEvent ? eventTitle(sportEvent) : eventType;
      notify.success(`${round === 'final' ? title : `${title} · ${ROUND_LABELS[round]}`} added`);
      setType(null);
      setDistance((d) => ({ ...d, value: '' }));
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
        {crossCountry ? (
          <Switch
            label="At the course's measured distance"
            description="A race no standard distance fits, e.g. 8.05 km or 5.2 miles"
            checked={measured}
            onChange={(e) => {
              setMeasured(e.currentTarget.checked);
              setError(null);
            }}
          />
        ) : null}
        {measured && crossCountry ? (
          <MeasuredXcFields gender={gender} value={distance} onChange={setDistance} />
        ) : (
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
        )}
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
