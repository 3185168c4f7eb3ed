import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarPlus } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useTeamAccess } from '../../lib/team-access';
import { useSubmitOnce } from '../../lib/submit-once';
import { usePostMeet } from './api/post-meet';
import { setServerFieldError } from '../../lib/field-errors';
import { MeetFields } from './meet-fields';
import { likelySeason } from '@core/seasons';
import { emptyMeet, meetInput, validateMeet, type MeetFormValues } from './meet-form-values';
import { TemplateChoice, type TemplateChoiceValue, useMeetTemplates } from '../templates';

/** /dashboard/meets/create: a new meet (a draft until scheduled), from a template if chosen, then its page for events and entries. */
export default function MeetCreatePage() {
  const { orgId, canWrite } = useTeamAccess();
  const navigate = useNavigate();
  const create = usePostMeet(orgId ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const [template, setTemplate] = useState<TemplateChoiceValue>({ templateId: null, entries: false });
  const templates = useMeetTemplates(canWrite ? orgId : undefined);
  // a template deleted meanwhile (Manage templates) is no longer chosen
  const chosenTemplate = templates.data?.items.find((t) => t.id === template.templateId) ?? null;
  const form = useForm<MeetFormValues>({
    mode: 'controlled',
    initialValues: emptyMeet(),
    validate: validateMeet,
    onValuesChange: (values, previous) => {
      // a first day fills an empty season with its likely one; a season already there is never switched
      // (the fields then show a hint with a button when the date suggests another season)
      if (values.startDate && values.startDate !== previous.startDate && values.season === null) {
        form.setFieldValue('season', likelySeason(values.startDate));
      }
    },
  });

  // one meet per submit, however fast Enter or the button is pressed twice
  const save = useSubmitOnce(async (values: MeetFormValues) => {
    setFormError(null);
    try {
      const fromTemplate = chosenTemplate ? { templateId: chosenTemplate.id, entries: template.entries } : undefined;
      const meet = await create.mutateAsync({ ...meetInput(values), ...(fromTemplate ? { fromTemplate } : {}) });
      notify.success(
        fromTemplate
          ? `${meet.name} created as a draft with ${meet.eventCount} events from the template`
          : `${meet.name} created as a draft`,
      );
      void navigate(paths.meetDetail(meet.id));
    } catch (error) {
      if (!setServerFieldError(error, form.setFieldError, Object.keys(values))) setFormError(errorMessage(error));
    }
  });

  if (!canWrite) {
    return (
      <AreaPage title="New meet">
        <EmptyState
          icon={<IconCalendarPlus />}
          title="Only coaches create meets"
          description="Your role on this team lets you read meets and results. Ask a coach or an admin to add this meet."
        >
          <BackLink to={paths.meets}>Back to meets</BackLink>
        </EmptyState>
      </AreaPage>
    );
  }

  return (
    <AreaPage title="New meet" subtitle="Name, dates, place and season; a template's events if you like. Entries and results come next.">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={720} component="form" onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <MeetFields form={form} />
          <TemplateChoice orgId={orgId ?? ''} value={template} onChange={setTemplate} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <BackLink to={paths.meets}>Cancel</BackLink>
          <Button type="submit" loading={create.isPending} leftSection={<IconCalendarPlus size={ICON_SIZE} />}>
            Create meet
          </Button>
        </Group>
      </Paper>
    </AreaPage>
  );
}
