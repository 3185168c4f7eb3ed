import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MEET_SEASONS, type MeetSeason } from '@core/api/results';
import { STANDARD_LEVELS, type Standard, type StandardInput, type StandardLevel } from '@core/api/performance';
import { parseMark } from '@core/marks';
import type { Gender } from '@core/sport-events/catalogue';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { eventSelectData, GENDER_OPTIONS } from '../../lib/event-labels';
import { setServerFieldError } from '../../lib/field-errors';
import { SEASON_LABELS } from '../../lib/meet-labels';
import { notify } from '../../lib/notify';
import { useStandardMutations } from './api/performance-api';
import classes from './performance.module.css';

export const LEVEL_LABELS: Record<StandardLevel, string> = {
  league: 'League',
  district: 'District',
  regional: 'Regional',
  state: 'State',
  national: 'National',
  other: 'Other',
};

const FIELDS = ['name', 'level', 'eventType', 'season', 'mark'] as const;

/** "Girls 100m", "Mixed 4x400m Relay": a standard's event with its gender. */
export const standardEventTitle = (s: Pick<Standard, 'eventType' | 'displayName'>): string =>
  `${GENDER_OPTIONS.find((g) => s.eventType.startsWith(`${g.value}-`))?.label ?? ''} ${s.displayName}`.trim();

const genderOf = (eventType: string): Gender => GENDER_OPTIONS.find((g) => eventType.startsWith(`${g.value}-`))?.value ?? 'female';

/**
 * The fields of a standard: gender and event (a relay too: the team's relay meets it), season kind,
 * name, level and the mark, checked by the mark engine as the server will; a 400 lands on its field.
 */
function StandardFields({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  label,
}: {
  initial: StandardInput;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: StandardInput, setFieldError: (field: string, message: string) => void) => void;
  label: string;
}) {
  const [gender, setGender] = useState<Gender>(initial.eventType ? genderOf(initial.eventType) : 'female');
  const form = useForm<StandardInput>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      name: (v) =>
        v.trim() ? (v.trim().length > 60 ? 'Keep the name to 60 characters' : null) : 'Name the standard, e.g. "State" or "League final"',
      eventType: (v) => (v ? null : 'Choose the event'),
      mark: (v, values) => {
        if (!v.trim()) return 'Enter the mark to reach';
        if (!values.eventType) return null;
        const parsed = parseMark(values.eventType, v);
        if (!parsed.ok) return parsed.error;
        return parsed.mark.kind === 'non-mark' ? 'A standard is a time or a distance' : null;
      },
    },
  });
  const submit = form.onSubmit((values) => onSubmit(values, form.setFieldError));
  const fieldError = FIELDS.some((f) => form.errors[f]);
  return (
    <form onSubmit={submit} noValidate aria-label={label} className={classes.noPrint}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <Select
            label="Gender"
            data={GENDER_OPTIONS}
            value={gender}
            onChange={(v) => {
              setGender((v as Gender | null) ?? 'female');
              form.setFieldValue('eventType', '');
            }}
            allowDeselect={false}
            w={110}
          />
          <Select label="Event" data={eventSelectData(gender)} searchable w={200} {...form.getInputProps('eventType')} />
          <Select
            label="Season"
            data={MEET_SEASONS.map((s) => ({ value: s, label: SEASON_LABELS[s] }))}
            allowDeselect={false}
            w={150}
            {...form.getInputProps('season')}
          />
          <TextInput label="Name" placeholder="State" w={170} maxLength={60} {...form.getInputProps('name')} />
          <Select
            label="Level"
            data={STANDARD_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
            allowDeselect={false}
            w={130}
            {...form.getInputProps('level')}
          />
          <TextInput label="Mark" placeholder="11.95" w={120} {...form.getInputProps('mark')} />
        </Group>
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
        {error && !fieldError ? <FormAlert message={errorMessage(error)} /> : null}
      </Stack>
    </form>
  );
}

/** The form a coach adds a standard with; after a save it keeps the event, season, name and level for the next one. */
export function StandardForm({ orgId, season }: { orgId: string; season: MeetSeason }) {
  const { create } = useStandardMutations(orgId);
  const [generation, setGeneration] = useState(0);
  const [initial, setInitial] = useState<StandardInput>({ name: '', level: 'state', eventType: '', season, mark: '' });
  return (
    <StandardFields
      key={generation}
      label="Add a qualifying standard"
      submitLabel="Add standard"
      initial={initial}
      pending={create.isPending}
      error={create.error}
      onSubmit={(values, setFieldError) =>
        create.mutate(values, {
          onSuccess: (s) => {
            notify.success(`${s.name} ${standardEventTitle(s)} ${s.display} added`);
            setInitial({ ...values, mark: '' });
            setGeneration((g) => g + 1);
          },
          onError: (e) => setServerFieldError(e, setFieldError, FIELDS),
        })
      }
    />
  );
}

/** Changing a standard in a dialog: the same fields, filled with it. */
export function EditStandardModal({
  orgId,
  standard,
  onClose,
  currentSeason,
}: {
  orgId: string;
  standard: Standard | null;
  onClose: () => void;
  /** the kind of season the page shows: a standard moved to another kind leaves the list, and the notice says where it went */
  currentSeason: MeetSeason;
}) {
  const { update } = useStandardMutations(orgId);
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Modal opened={standard !== null} onClose={close} title="Change the standard" size="lg">
      {standard ? (
        <StandardFields
          key={standard.id}
          label="Change the qualifying standard"
          submitLabel="Save changes"
          initial={{
            name: standard.name,
            level: standard.level,
            eventType: standard.eventType,
            season: standard.season,
            mark: standard.display,
          }}
          pending={update.isPending}
          error={update.error}
          onSubmit={(body, setFieldError) =>
            update.mutate(
              { standardId: standard.id, body },
              {
                onSuccess: (s) => {
                  notify.success(
                    s.season === currentSeason
                      ? `${s.name} ${standardEventTitle(s)} ${s.display} saved`
                      : `${s.name} ${standardEventTitle(s)} ${s.display} saved: it now shows with ${SEASON_LABELS[s.season].toLowerCase()} seasons`,
                  );
                  close();
                },
                onError: (e) => setServerFieldError(e, setFieldError, FIELDS),
              },
            )
          }
        />
      ) : null}
    </Modal>
  );
}
