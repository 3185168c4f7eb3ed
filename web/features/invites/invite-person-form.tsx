import { useState } from 'react';
import { Button, Group, MultiSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { canInviteAs, INVITE_ROLE_LABELS, INVITE_ROLES, inviteInputSchema, type InviteRole } from '@core/api/invites';
import type { RoleName } from '@core/roles';
import { errorMessage } from '../../lib/api-error';
import { setServerFieldError } from '../../lib/field-errors';
import { notify } from '../../lib/notify';
import { FormAlert } from '../../components/form-alert';
import { athletesQueryOptions } from '../athletes';
import { useSendInvite } from './api/invites';

interface InviteFormValues {
  email: string;
  role: InviteRole;
  athleteIds: string[];
}

/** What each role gives, said beside the choice. */
const ROLE_HINTS: Record<InviteRole, string> = {
  athlete: 'Joins as an athlete and is put on the roster: matched by email or name, or added.',
  parent: 'Sees the athletes you choose (schedule, results, attendance) and answers for them.',
  coach: 'Keeps the roster, meets, results and schedule, and invites athletes and parents.',
};

/**
 * "Invite a person": an email, a role (a coach only by the owner or an admin) and, for a parent, the
 * athletes of the roster they belong to. Checked as the server checks (core/api/invites); what the
 * server refuses is said on the field or above the form, and nothing typed is lost.
 */
export function InvitePersonForm({ orgId, actor }: { orgId: string; actor: RoleName | null }) {
  const send = useSendInvite(orgId);
  const [error, setError] = useState<string | null>(null);
  const roles = INVITE_ROLES.filter((r) => canInviteAs(actor, r));
  const form = useForm<InviteFormValues>({
    initialValues: { email: '', role: 'athlete', athleteIds: [] },
    // checked as sent: the address trimmed
    validate: (values) => schemaResolver(inviteInputSchema, { sync: true })({ ...values, email: values.email.trim() }),
  });
  const parent = form.values.role === 'parent';
  const roster = useQuery({ ...athletesQueryOptions(orgId, { limit: 500 }), enabled: parent });
  const athleteOptions = (roster.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}` }));

  const submit = form.onSubmit((values) => {
    setError(null);
    send.mutate(
      { email: values.email.trim(), role: values.role, athleteIds: values.role === 'parent' ? values.athleteIds : [] },
      {
        onSuccess: (invite) => {
          notify.success(`We mailed ${invite.email} a link to join as ${INVITE_ROLE_LABELS[invite.role].toLowerCase()}.`, 'Invite sent');
          form.setValues({ email: '', athleteIds: [] });
          form.resetDirty();
        },
        onError: (e) => {
          if (!setServerFieldError(e, form.setFieldError, ['email', 'athleteIds'])) setError(errorMessage(e));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a person">
      <Stack gap="sm">
        <FormAlert message={error} />
        <TextInput label="Email" type="email" autoComplete="off" required placeholder="name@example.com" {...form.getInputProps('email')} />
        <Radio.Group
          label="Invite as"
          required
          description={ROLE_HINTS[form.values.role]}
          value={form.values.role}
          onChange={(v) => {
            form.setFieldValue('role', v as InviteRole);
            form.clearFieldError('athleteIds');
          }}
        >
          <Group gap="md" mt={6}>
            {roles.map((r) => (
              <Radio key={r} value={r} label={INVITE_ROLE_LABELS[r]} />
            ))}
          </Group>
        </Radio.Group>
        {!roles.includes('coach') ? (
          <Text size="xs" c="dimmed">
            Only the owner or an admin can invite a coach.
          </Text>
        ) : null}
        {parent ? (
          <MultiSelect
            label="Their athletes"
            description="The athletes of the roster this parent or guardian belongs to"
            placeholder={roster.isPending ? 'Loading the roster…' : 'Search the roster'}
            searchable
            required
            nothingFoundMessage="No athlete of that name on the roster"
            data={athleteOptions}
            {...form.getInputProps('athleteIds')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
