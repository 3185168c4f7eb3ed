import { useState } from 'react';
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Meet } from '@core/api/meets';
import { FormAlert } from '../../components/form-alert';
import { useDiscardChanges } from '../../components/discard-changes';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchMeet } from './api/patch-meet';
import { setServerFieldError } from '../../lib/field-errors';
import { MeetFields } from './meet-fields';
import { meetInput, meetToForm, validateMeet, type MeetFormValues } from './meet-form-values';

/** Edits a meet's details in a drawer (full screen on a phone). */
export function MeetEditDrawer({ orgId, meet, opened, onClose }: { orgId: string; meet: Meet; opened: boolean; onClose: () => void }) {
  const patch = usePatchMeet(orgId, meet.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MeetFormValues>({ mode: 'controlled', initialValues: meetToForm(meet), validate: validateMeet });
  // closing with changes asks first; discarded changes are gone when the drawer opens again
  const discard = useDiscardChanges(form.isDirty(), () => {
    form.reset();
    onClose();
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await patch.mutateAsync(meetInput(values));
      notify.success('Meet saved');
      // what was saved is the form's new starting point
      form.setInitialValues(values);
      form.resetDirty(values);
      onClose();
    } catch (error) {
      if (!setServerFieldError(error, form.setFieldError, Object.keys(values))) setFormError(errorMessage(error));
    }
  });

  return (
    <Drawer
      opened={opened}
      onClose={discard.close}
      closeOnEscape={!discard.asking}
      title="Edit meet"
      position="right"
      size="lg"
      padding="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <MeetFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={discard.close}>
              Cancel
            </Button>
            <Button type="submit" loading={patch.isPending}>
              Save meet
            </Button>
          </Group>
        </Stack>
      </form>
      {discard.question}
    </Drawer>
  );
}
