import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { HistoricalRecord, HistoricalRecordInput } from '@core/api/records';
import { gradeName } from '@core/api/records';
import { isIndoorEvent, isWindEvent } from '@core/marks';
import type { Gender } from '@core/sport-events/catalogue';
import { findSportEvent } from '@core/sport-events/sport-events';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { eventSelectData, GENDER_OPTIONS } from '../../lib/event-labels';
import { useIsPhone } from '../../lib/use-phone';
import { useSaveHistoricalRecord } from './api/records-api';

interface Values {
  gender: Gender;
  eventType: string;
  names: string[];
  mark: string;
  wind: string;
  date: string;
  meetName: string;
  grade: string;
  indoor: boolean;
  note: string;
  source: string;
}

const empty: Values = {
  gender: 'female',
  eventType: '',
  names: ['', '', '', ''],
  mark: '',
  wind: '',
  date: '',
  meetName: '',
  grade: '',
  indoor: false,
  note: '',
  source: '',
};

const valuesOf = (r: HistoricalRecord | null): Values => {
  if (!r) return empty;
  const e = findSportEvent(r.eventType);
  return {
    gender: e?.gender ?? 'female',
    eventType: r.eventType,
    names: [...r.athleteNames, '', '', '', ''].slice(0, 4),
    mark: r.display,
    wind: r.wind === null ? '' : String(r.wind),
    date: r.date,
    meetName: r.meetName,
    grade: r.grade === null ? '' : String(r.grade),
    indoor: r.indoor,
    note: r.note,
    source: r.source,
  };
};

const GRADE_OPTIONS = Array.from({ length: 12 }, (_, i) => 12 - i).map((g) => ({
  value: String(g),
  label: `${gradeName(g)} (grade ${g})`,
}));

type Errors = Partial<Record<'eventType' | 'names' | 'mark' | 'date', string>>;

interface FormProps {
  orgId: string;
  record: HistoricalRecord | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds or changes a historical record (athletes not on the roster): the mark is read by the server's mark engine. */
export function HistoricalRecordForm(props: FormProps) {
  const phone = useIsPhone();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.record ? 'Edit historical record' : 'Add a historical record'}
      size="lg"
      fullScreen={phone}
    >
      {/* mounted while open: each opening starts from the record's values */}
      <RecordFields key={props.record?.id ?? 'new'} {...props} />
    </Modal>
  );
}

function RecordFields({ orgId, record, onClose }: FormProps) {
  const save = useSaveHistoricalRecord(orgId);
  const [v, setV] = useState<Values>(() => valuesOf(record));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const sport = v.eventType ? findSportEvent(v.eventType) : undefined;
  const relay = sport?.kind === 'relay';
  const set = <K extends keyof Values>(k: K, value: Values[K]) => setV((old) => ({ ...old, [k]: value }));

  const submit = async () => {
    const names = (relay ? v.names : v.names.slice(0, 1)).map((n) => n.trim());
    const next: Errors = {};
    if (!v.eventType) next.eventType = 'Choose the event';
    if (names.some((n) => !n)) next.names = relay ? 'Name all four legs, in running order' : "Enter the athlete's name";
    if (!v.mark.trim()) next.mark = 'Enter the mark, e.g. 12.34, 4:25.1 or 5.80m';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) next.date = 'Enter the date the mark was set';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body: HistoricalRecordInput = {
      eventType: v.eventType,
      indoor: v.indoor,
      athleteNames: names,
      mark: v.mark.trim(),
      ...(v.wind.trim() && isWindEvent(v.eventType) ? { wind: v.wind.trim() } : {}),
      date: v.date,
      meetName: v.meetName,
      grade: v.grade ? Number(v.grade) : null,
      note: v.note,
      source: v.source,
    };
    setServerError(null);
    try {
      await save.mutateAsync({ id: record?.id ?? null, body });
      notify.success(record ? 'Historical record saved' : 'Historical record added');
      onClose();
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Gender"
            data={GENDER_OPTIONS}
            value={v.gender}
            allowDeselect={false}
            onChange={(g) => setV((old) => ({ ...old, gender: (g ?? 'female') as Gender, eventType: '' }))}
          />
          <Select
            label="Event"
            required
            searchable
            data={eventSelectData(v.gender)}
            value={v.eventType || null}
            onChange={(t) => set('eventType', t ?? '')}
            error={errors.eventType}
            nothingFoundMessage="No such event"
          />
        </SimpleGrid>
        {relay ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <TextInput
                key={i}
                label={`Leg ${i + 1}`}
                required
                value={v.names[i]}
                onChange={(e) => {
                  const names = [...v.names];
                  names[i] = e.currentTarget.value;
                  set('names', names);
                }}
                error={i === 0 ? errors.names : undefined}
              />
            ))}
          </SimpleGrid>
        ) : (
          <TextInput
            label="Athlete"
            description="Not on the roster: the name as the record book has it"
            required
            value={v.names[0]}
            onChange={(e) => set('names', [e.currentTarget.value, '', '', ''])}
            error={errors.names}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Mark"
            required
            value={v.mark}
            onChange={(e) => set('mark', e.currentTarget.value)}
            error={errors.mark}
            placeholder="12.34"
          />
          {v.eventType && isWindEvent(v.eventType) ? (
            <TextInput
              label="Wind (m/s)"
              description="Over +2.0 never records"
              value={v.wind}
              onChange={(e) => set('wind', e.currentTarget.value)}
              placeholder="+1.2"
            />
          ) : null}
          <TextInput
            label="Date"
            type="date"
            required
            value={v.date}
            onChange={(e) => set('date', e.currentTarget.value)}
            error={errors.date}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Meet" value={v.meetName} onChange={(e) => set('meetName', e.currentTarget.value)} />
          <Select
            label="Grade level"
            placeholder="Not known"
            clearable
            data={GRADE_OPTIONS}
            value={v.grade || null}
            onChange={(g) => set('grade', g ?? '')}
          />
        </SimpleGrid>
        {v.eventType && !isIndoorEvent(v.eventType) ? (
          <Checkbox
            label="Set indoors (kept on the indoor board)"
            checked={v.indoor}
            onChange={(e) => set('indoor', e.currentTarget.checked)}
          />
        ) : null}
        <TextInput
          label="Source"
          description="Where the record is written down (a yearbook, a results page)"
          value={v.source}
          onChange={(e) => set('source', e.currentTarget.value)}
        />
        <Textarea label="Note" autosize minRows={2} value={v.note} onChange={(e) => set('note', e.currentTarget.value)} />
        <FormAlert message={serverError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {record ? 'Save' : 'Add record'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
