import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { MeetTemplate } from '@core/api/meet-templates';
import { ConfirmModal } from '../../components/confirm-modal';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useIsPhone } from '../../lib/use-phone';
import { useDeleteMeetTemplate, useMeetTemplates, usePatchMeetTemplate } from './api/meet-templates';
import { templateSummary } from './template-labels';

/** One template: its name (renamed in place) and what it holds, with rename and delete. */
function TemplateRow({ orgId, template, onDelete }: { orgId: string; template: MeetTemplate; onDelete: () => void }) {
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rename = usePatchMeetTemplate(orgId);

  const save = async () => {
    const trimmed = (name ?? '').trim();
    if (trimmed === template.name) return setName(null);
    if (trimmed.length < 2) return setError('At least 2 characters');
    try {
      await rename.mutateAsync({ templateId: template.id, name: trimmed });
      notify.success(`Renamed to "${trimmed}"`);
      setName(null);
      setError(null);
    } catch (e) {
      setError(errorMessage(e).replace(/^body\.name:\s*/, ''));
    }
  };

  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      {name === null ? (
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500}>
            {template.name}
          </Text>
          <Text size="xs" c="dimmed">
            {templateSummary(template)}
          </Text>
        </div>
      ) : (
        <Group
          component="form"
          gap="xs"
          align="flex-start"
          wrap="nowrap"
          style={{ flex: 1, minWidth: 0 }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextInput
            aria-label={`New name for ${template.name}`}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                setName(null);
                setError(null);
              }
            }}
            error={error}
            maxLength={120}
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
            data-autofocus
          />
          <Button type="submit" size="xs" loading={rename.isPending}>
            Save
          </Button>
        </Group>
      )}
      {name === null ? (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Rename">
            <ActionIcon variant="subtle" color="gray" aria-label={`Rename ${template.name}`} onClick={() => setName(template.name)}>
              <IconPencil size={ICON_SIZE} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${template.name}`} onClick={onDelete}>
              <IconTrash size={ICON_SIZE} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
    </Group>
  );
}

/** The team's meet templates: rename or delete them (saving one is on a meet's page). */
export function MeetTemplatesModal({ orgId, opened, onClose }: { orgId: string; opened: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const templates = useMeetTemplates(orgId, opened);
  const remove = useDeleteMeetTemplate(orgId);
  const [deleting, setDeleting] = useState<MeetTemplate | null>(null);
  const items = templates.data?.items ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title="Meet templates" fullScreen={phone}>
      <Stack gap="sm">
        <FormAlert message={templates.isError ? errorMessage(templates.error) : null} />
        {templates.isPending ? (
          <Text size="sm" c="dimmed">
            Loading the templates…
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No templates yet. Open a meet and choose “Save as template” to keep its events (and entries) for the next one.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((t) => (
              <TemplateRow key={t.id} orgId={orgId} template={t} onDelete={() => setDeleting(t)} />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete the template "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete template"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notify.success(`Template "${deleting.name}" deleted`);
        }}
      >
        Meets already made from it stay as they are.
      </ConfirmModal>
    </Modal>
  );
}
