import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTemplate } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { useMeetTemplates } from './api/meet-templates';
import { MeetTemplatesModal } from './meet-templates-modal';
import { templateSummary } from './template-labels';

export interface TemplateChoiceValue {
  templateId: string | null;
  entries: boolean;
}

interface TemplateChoiceProps {
  orgId: string;
  value: TemplateChoiceValue;
  onChange: (value: TemplateChoiceValue) => void;
}

/** On the new-meet form: start from one of the team's templates (its events, and optionally its entries), or from nothing. */
export function TemplateChoice({ orgId, value, onChange }: TemplateChoiceProps) {
  const templates = useMeetTemplates(orgId);
  const [managing, manage] = useDisclosure(false);
  const items = templates.data?.items ?? [];
  const chosen = items.find((t) => t.id === value.templateId) ?? null;

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label="Start from a template"
          description={
            items.length === 0 && !templates.isPending
              ? 'No templates yet: save a meet as a template from its page'
              : "The template's events are added to the new meet"
          }
          placeholder={templates.isPending ? 'Loading the templates…' : 'No template: add events afterwards'}
          data={items.map((t) => ({ value: t.id, label: `${t.name} (${templateSummary(t)})` }))}
          value={value.templateId}
          onChange={(templateId) => onChange({ templateId, entries: false })}
          disabled={items.length === 0}
          clearable
          searchable
          style={{ flex: 1, minWidth: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        {items.length > 0 ? (
          <Button variant="default" leftSection={<IconTemplate size={ICON_SIZE} />} onClick={manage.open}>
            Manage templates
          </Button>
        ) : null}
      </Group>
      {chosen && chosen.entryCount > 0 ? (
        <Checkbox
          label={`Also enter the athletes it keeps (${chosen.entryCount} ${chosen.entryCount === 1 ? 'entry' : 'entries'}; those no longer on the active roster are left out)`}
          checked={value.entries}
          onChange={(e) => onChange({ ...value, entries: e.currentTarget.checked })}
        />
      ) : null}
      {managing ? <MeetTemplatesModal orgId={orgId} opened={managing} onClose={manage.close} /> : null}
    </Stack>
  );
}
