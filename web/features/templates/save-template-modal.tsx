import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { MeetDetail } from '@core/api/meets';
import { FormAlert } from '../../components/form-alert';
import { errorMessage, isApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useIsPhone } from '../../lib/use-phone';
import { usePostMeetTemplate } from './api/meet-templates';

interface SaveTemplateModalProps {
  orgId: string;
  meet: MeetDetail;
  opened: boolean;
  onClose: () => void;
}

/** Saves the meet's events (and, if asked, its entries and relay teams) as a template for new meets. */
export function SaveTemplateModal({ orgId, meet, opened, onClose }: SaveTemplateModalProps) {
  const phone = useIsPhone();
  const [name, setName] = useState(meet.name);
  const [withEntries, setWithEntries] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = usePostMeetTemplate(orgId);
  const entries = meet.events.reduce((n, e) => n + e.entries.length, 0);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed.length < 2) return setNameError('At least 2 characters');
    setNameError(null);
    setError(null);
    try {
      const template = await save.mutateAsync({ meetId: meet.id, name: trimmed, entries: withEntries });
      notify.success(`Template "${template.name}" saved: new meets can start from it`);
      onClose();
    } catch (e) {
      if (isApiError(e, 409) || isApiError(e, 400)) setNameError(errorMessage(e).replace(/^body\.name:\s*/, ''));
      else setError(errorMessage(e));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Save as a template" fullScreen={phone}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The {meet.events.length} events of this meet, in their order, to start a new meet from (the create page offers it). Results and
            seeds are never kept.
          </Text>
          <TextInput
            label="Template name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={120}
            required
          />
          <Checkbox
            label={`Also keep the entries and relay teams (${entries} ${entries === 1 ? 'entry' : 'entries'})`}
            checked={withEntries}
            disabled={entries === 0}
            onChange={(e) => setWithEntries(e.currentTarget.checked)}
          />
          <FormAlert message={error} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconTemplate size={ICON_SIZE} />}>
              Save template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
