import { useState } from 'react';
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Meet } from '@core/api/meets';
import { FormAlert } from '../../components/form-alert';
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

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await patch.mutateAsync(meetInput(values));
      notify.success('Meet saved');
      onClose();
    } catch (error) {
      if (!setServerFieldError(error, form.setFieldError, Object.keys(values))) setFormError(errorMessage(error));
    }
  });

  return (
    <Drawer opened={opened} onClose={onClose} title="Edit meet" position="right" size="lg" padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <MeetFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={patch.isPending}>
              Save meet
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
