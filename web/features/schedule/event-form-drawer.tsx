import { useState } from 'react';
import { Button, Drawer, Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { CalendarItem, EditScope, ScheduleEvent } from '@core/api/schedule';
import { FormAlert } from '../../components/form-alert';
import { useDiscardChanges } from '../../components/discard-changes';
import { errorMessage, isApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchScheduleEvent, usePostScheduleEvent } from './api/event-mutations';
import { EventFields } from './event-fields';
import {
  emptyEvent,
  eventInput,
  eventToForm,
  occurrencePatch,
  occurrenceToForm,
  seriesPatch,
  validateEvent,
  type EventFormValues,
} from './event-form-values';
import { SCOPE_LABELS } from './schedule-labels';

export type EventFormMode = { type: 'create'; date: string | null } | { type: 'edit'; event: ScheduleEvent; item: CalendarItem };

const valuesFor = (mode: EventFormMode, scope: EditScope): EventFormValues => {
  if (mode.type === 'create') return emptyEvent(mode.date);
  if (scope === 'occurrence') return occurrenceToForm(mode.event, mode.item);
  if (scope === 'following') return { ...eventToForm(mode.event), date: mode.item.occurrence!.slice(0, 10), endDate: null };
  return eventToForm(mode.event);
};

/** A 400's field ("body.recurrence.byDay", "body.end") on the form field it concerns. */
const FIELD_OF: Record<string, keyof EventFormValues> = {
  'body.title': 'title',
  'body.start': 'startTime',
  'body.end': 'endTime',
  'body.recurrence.byDay': 'byDay',
  'body.recurrence.until': 'until',
  'body.recurrence.interval': 'interval',
  'body.location': 'location',
  'body.notes': 'notes',
};

interface Props {
  orgId: string;
  timezone: string;
  mode: EventFormMode;
  onClose: () => void;
}

/** Create a team event, or change one: only this occurrence, this and following, or every occurrence. */
export function EventFormDrawer({ orgId, timezone, mode, onClose }: Props) {
  const recurring = mode.type === 'edit' && mode.event.recurrence !== null;
  const [scope, setScope] = useState<EditScope>(recurring ? 'occurrence' : 'series');
  const [formError, setFormError] = useState<string | null>(null);
  const create = usePostScheduleEvent(orgId);
  const patch = usePatchScheduleEvent(orgId);
  const form = useForm<EventFormValues>({ mode: 'controlled', initialValues: valuesFor(mode, scope), validate: validateEvent });
  // Escape, the close button, a click outside or Cancel: asks first when something was typed
  const discard = useDiscardChanges(form.isDirty(), onClose);

  const changeScope = (next: EditScope) => {
    setScope(next);
    form.setValues(valuesFor(mode, next));
    form.resetDirty();
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      if (mode.type === 'create') {
        const created = await create.mutateAsync(eventInput(values));
        notify.success(`${created.title} added to the schedule`);
      } else {
        const occurrence = mode.item.occurrence!;
        const body =
          scope === 'occurrence'
            ? occurrencePatch(values, occurrence)
            : seriesPatch(values, scope, scope === 'following' ? occurrence : undefined);
        await patch.mutateAsync({ eventId: mode.event.id, body });
        notify.success(
          scope === 'occurrence'
            ? 'This occurrence is changed'
            : scope === 'following'
              ? 'This and the following ones are changed'
              : 'Every occurrence is changed',
        );
      }
      onClose();
    } catch (error) {
      const field = isApiError(error, 400) && error.field ? FIELD_OF[error.field] : undefined;
      if (field) form.setFieldError(field, error instanceof Error ? error.message.replace(/^body\.[\w.]+:\s*/, '') : String(error));
      else setFormError(errorMessage(error));
    }
  });

  return (
    <Drawer
      opened
      onClose={discard.close}
      closeOnEscape={!discard.asking}
      position="right"
      size="lg"
      title={mode.type === 'create' ? 'New team event' : `Edit ${mode.event.title}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          {recurring ? (
            <Radio.Group label="Change" value={scope} onChange={(v) => changeScope(v as EditScope)}>
              <Stack gap={6} mt={6}>
                {(['occurrence', 'following', 'series'] as const).map((s) => (
                  <Radio key={s} value={s} label={SCOPE_LABELS[s]} />
                ))}
              </Stack>
            </Radio.Group>
          ) : null}
          <EventFields form={form} oneOccurrence={recurring && scope === 'occurrence'} timezone={timezone} />
          <Group justify="flex-end">
            <Button variant="default" onClick={discard.close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || patch.isPending} leftSection={<IconDeviceFloppy size={ICON_SIZE} />}>
              {mode.type === 'create' ? 'Add to schedule' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
      {discard.question}
    </Drawer>
  );
}
