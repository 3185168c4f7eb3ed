import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import type { MeetDetail } from '@core/api/meets';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useMeetTemplates, usePostMeetEventsTemplate } from './api/meet-templates';
import { templateSummary } from './template-labels';
import { plural } from '../../lib/plural';

/** The events (and optionally entries) a template keeps, added to this meet; what is already there is skipped. */
export function FromTemplate({ orgId, meet, onClose }: { orgId: string; meet: MeetDetail; onClose: () => void }) {
  const templates = useMeetTemplates(orgId);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [withEntries, setWithEntries] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = usePostMeetEventsTemplate(orgId, meet.id);
  const items = templates.data?.items ?? [];
  const chosen = items.find((t) => t.id === templateId) ?? null;

  const submit = async () => {
    if (!templateId) return setError('Choose a template');
    setError(null);
    try {
      const added = await apply.mutateAsync({ templateId, entries: withEntries });
      notify.success(
        added.events === 0
          ? 'Every event of that template is already on this meet'
          : `${plural(added.events, 'event', 'events')}${withEntries ? ` and ${plural(added.entries, 'entry', 'entries')}` : ''} added`,
      );
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md">
      <Select
        label="Template"
        placeholder={templates.isPending ? 'Loading the templates…' : 'Choose a template'}
        description={
          items.length === 0 && !templates.isPending
            ? 'No templates yet: “Save as template” on a meet keeps its events for the next one'
            : 'Events already on this meet (same event and round) are skipped.'
        }
        data={items.map((t) => ({ value: t.id, label: `${t.name} (${templateSummary(t)})` }))}
        value={templateId}
        onChange={(v) => {
          setTemplateId(v);
          setWithEntries(false);
        }}
        searchable
        nothingFoundMessage="No such template"
        comboboxProps={{ withinPortal: true }}
      />
      {chosen && chosen.entryCount > 0 ? (
        <Checkbox
          label="Also enter the athletes it keeps (those no longer on the active roster are left out)"
          checked={withEntries}
          onChange={(e) => setWithEntries(e.currentTarget.checked)}
        />
      ) : null}
      <FormAlert message={error} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={apply.isPending} disabled={items.length === 0}>
          Add the template's events
        </Button>
      </Group>
    </Stack>
  );
}
