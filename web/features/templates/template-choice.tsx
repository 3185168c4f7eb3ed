import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTemplate } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { useMeetTemplates } from './api/meet-templates';
import { MeetTemplatesModal } from './meet-templates-modal';
import { TemplatePicker, type TemplateChoiceValue } from './template-picker';

export type { TemplateChoiceValue } from './template-picker';

interface TemplateChoiceProps {
  orgId: string;
  value: TemplateChoiceValue;
  onChange: (value: TemplateChoiceValue) => void;
}

/** On the new-meet form: start from one of the team's templates (its events, and optionally its entries), or from nothing. */
export function TemplateChoice({ orgId, value, onChange }: TemplateChoiceProps) {
  const templates = useMeetTemplates(orgId);
  const [managing, manage] = useDisclosure(false);
  const hasTemplates = (templates.data?.items.length ?? 0) > 0;
  return (
    <>
      <TemplatePicker
        orgId={orgId}
        value={value}
        onChange={onChange}
        label="Start from a template"
        description={{
          none: 'No templates yet: save a meet as a template from its page',
          some: "The template's events are added to the new meet",
        }}
        placeholder="No template: add events afterwards"
        clearable
        aside={
          hasTemplates ? (
            <Button variant="default" leftSection={<IconTemplate size={ICON_SIZE} />} onClick={manage.open}>
              Manage templates
            </Button>
          ) : null
        }
      />
      {managing ? <MeetTemplatesModal orgId={orgId} opened={managing} onClose={manage.close} /> : null}
    </>
  );
}
