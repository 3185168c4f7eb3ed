import { useState } from 'react';
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Athlete } from '@core/api/athletes';
import { FormAlert } from '../../components/form-alert';
import { useDiscardChanges } from '../../components/discard-changes';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { setServerFieldError } from '../../lib/field-errors';
import { usePatchAthlete } from './api/patch-athlete';
import { usePostAthlete } from './api/post-athlete';
import { AthleteFields } from './athlete-fields';
import { athleteInput, athleteToForm, emptyAthlete, validateAthlete, type AthleteFormValues } from './athlete-form-values';
import { fullName } from './athlete-labels';

interface AthleteFormDrawerProps {
  orgId: string;
  /** the athlete to edit; absent to add one */
  athlete?: Athlete;
  opened: boolean;
  onClose: () => void;
}

/** Adds an athlete to the roster or edits one, in a drawer (full width on a phone). */
export function AthleteFormDrawer({ orgId, athlete, opened, onClose }: AthleteFormDrawerProps) {
  const create = usePostAthlete(orgId);
  const patch = usePatchAthlete(orgId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AthleteFormValues>({
    mode: 'controlled',
    initialValues: athlete ? athleteToForm(athlete) : emptyAthlete(),
    validate: validateAthlete,
  });
  // closing with changes asks first; discarded changes are gone when the drawer opens again
  const discard = useDiscardChanges(form.isDirty(), () => {
    form.reset();
    onClose();
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      if (athlete) {
        await patch.mutateAsync({ athleteId: athlete.id, body: athleteInput(values, athlete) });
        notify.success(`${values.firstName.trim()} ${values.lastName.trim()} saved`);
        // what was saved is the form's new starting point
        form.setInitialValues(values);
        form.resetDirty(values);
        onClose();
      } else {
        const added = await create.mutateAsync(athleteInput(values));
        notify.success(`${fullName(added)} added to the roster`);
        form.setValues(emptyAthlete());
        form.resetDirty();
        onClose();
      }
    } catch (error) {
      if (!setServerFieldError(error, form.setFieldError, Object.keys(values))) setFormError(errorMessage(error));
    }
  });

  return (
    <Drawer
      opened={opened}
      onClose={discard.close}
      closeOnEscape={!discard.asking}
      title={athlete ? `Edit ${fullName(athlete)}` : 'Add an athlete'}
      position="right"
      size="lg"
      padding="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <AthleteFields form={form} orgId={orgId} />
          <Group justify="flex-end">
            <Button variant="default" onClick={discard.close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || patch.isPending}>
              {athlete ? 'Save athlete' : 'Add athlete'}
            </Button>
          </Group>
        </Stack>
      </form>
      {discard.question}
    </Drawer>
  );
}
