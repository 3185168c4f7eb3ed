import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { MeetDetail } from '@core/api/meets';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { plural } from '../../lib/plural';
import { useMeetTemplates, usePostMeetEventsTemplate } from './api/meet-templates';
import { TemplatePicker, type TemplateChoiceValue } from './template-picker';

/** The events (and optionally entries) a template keeps, added to this meet; what is already there is skipped. */
export function FromTemplate({ orgId, meet, onClose }: { orgId: string; meet: MeetDetail; onClose: () => void }) {
  const templates = useMeetTemplates(orgId);
  const [choice, setChoice] = useState<TemplateChoiceValue>({ templateId: null, entries: false });
  const [error, setError] = useState<string | null>(null);
  const apply = usePostMeetEventsTemplate(orgId, meet.id);

  const submit = async () => {
    const { templateId, entries } = choice;
    if (!templateId) return setError('Choose a template');
    setError(null);
    try {
      const added = await apply.mutateAsync({ templateId, entries });
      notify.success(
        added.events === 0
          ? 'Every event of that template is already on this meet'
          : `${plural(added.events, 'event', 'events')}${entries ? ` and ${plural(added.entries, 'entry', 'entries')}` : ''} added`,
      );
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md">
      <TemplatePicker
        orgId={orgId}
        value={choice}
        onChange={setChoice}
        label="Template"
        description={{
          none: 'No templates yet: “Save as template” on a meet keeps its events for the next one',
          some: 'Events already on this meet (same event and round) are skipped.',
        }}
        placeholder="Choose a template"
      />
      <FormAlert message={error} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={apply.isPending} disabled={(templates.data?.items.length ?? 0) === 0}>
          Add the template's events
        </Button>
      </Group>
    </Stack>
  );
}
