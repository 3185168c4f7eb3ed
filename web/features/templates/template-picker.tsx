import type { ReactNode } from 'react';
import { Checkbox, Group, Select, Stack } from '@mantine/core';
import { plural } from '../../lib/plural';
import { useMeetTemplates } from './api/meet-templates';
import { templateSummary } from './template-labels';

export interface TemplateChoiceValue {
  templateId: string | null;
  entries: boolean;
}

interface TemplatePickerProps {
  orgId: string;
  value: TemplateChoiceValue;
  onChange: (value: TemplateChoiceValue) => void;
  label: string;
  /** under the field: when the team has no template yet, and once it has some */
  description: { none: string; some: string };
  /** in the empty field once the templates are loaded */
  placeholder: string;
  clearable?: boolean;
  /** beside the field (e.g. "Manage templates") */
  aside?: ReactNode;
}

/**
 * One of the team's meet templates (by name, with what it keeps), and whether to enter the athletes
 * it keeps too (asked only when it keeps some). Used by the new-meet form and a meet's "Add events".
 */
export function TemplatePicker({ orgId, value, onChange, label, description, placeholder, clearable = false, aside }: TemplatePickerProps) {
  const templates = useMeetTemplates(orgId);
  const items = templates.data?.items ?? [];
  const chosen = items.find((t) => t.id === value.templateId) ?? null;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={label}
          description={items.length === 0 && !templates.isPending ? description.none : description.some}
          placeholder={templates.isPending ? 'Loading the templates…' : placeholder}
          data={items.map((t) => ({ value: t.id, label: `${t.name} (${templateSummary(t)})` }))}
          value={value.templateId}
          onChange={(templateId) => onChange({ templateId, entries: false })}
          disabled={items.length === 0}
          clearable={clearable}
          searchable
          nothingFoundMessage="No such template"
          style={{ flex: 1, minWidth: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        {aside}
      </Group>
      {chosen && chosen.entryCount > 0 ? (
        <Checkbox
          label={`Also enter the athletes it keeps (${plural(chosen.entryCount, 'entry', 'entries')}; those no longer on the active roster are left out)`}
          checked={value.entries}
          onChange={(e) => onChange({ ...value, entries: e.currentTarget.checked })}
        />
      ) : null}
    </Stack>
  );
}
