import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { MESSAGES } from '@core/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@core/constants';
import { authClient } from '../../lib/auth-client';
import { errorMessage } from '../../lib/api-error';
import { clearSession } from '../../lib/session';
import { refreshToken } from '../../lib/token';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { loadPendingInvite } from '../onboarding';
import { useInviteOffer } from '../organizations';
import { usePersonalInviteOffer } from '../invites';
import { parseRetryAfter, signUpErrorMessage } from './auth-errors';
import { PasswordWithStrength } from './password-with-strength';

const emailSchema = z.email();

/** /auth/sign-up: email and password; then /onboard (seed section 4). */
export default function SignUpPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invite] = useState(() => loadPendingInvite());
  const invited = invite !== null;
  // a parent following a coach's link sees which team they are joining; a personal invite (decision 057) also the address it is for
  const teamOffer = useInviteOffer(invite?.personal ? null : invite).data;
  const personalOffer = usePersonalInviteOffer(invite?.personal ? invite.token : null).data;
  const team = personalOffer?.teamName ?? teamOffer?.name;

  const form = useForm({
    initialValues: { email: '', password: '', confirm: '' },
    validate: {
      email: (v) => (emailSchema.safeParse(v.trim()).success ? null : MESSAGES.invalidEmail),
      password: (v) =>
        [...v].length < PASSWORD_MIN_LENGTH
          ? `Use at least ${PASSWORD_MIN_LENGTH} characters`
          : [...v].length > PASSWORD_MAX_LENGTH
            ? `Use at most ${PASSWORD_MAX_LENGTH} characters`
            : null,
      confirm: (v, values) => (v === values.password ? null : 'Passwords do not match'),
    },
  });

  // the invite's address, filled in once (still changeable: the join then says it is for another address)
  const invitedEmail = personalOffer?.email;
  useEffect(() => {
    if (invitedEmail && !form.getValues().email) form.setFieldValue('email', invitedEmail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the offer arrives
  }, [invitedEmail]);

  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    let retryAfter: string | null = null;
    try {
      const address = email.trim();
      const { error: failure } = await authClient.signUp.email(
        { email: address, password, name: address.split('@')[0] ?? address },
        { onError: (ctx) => void (retryAfter = ctx.response.headers.get('X-Retry-After')) },
      );
      if (failure) {
        setError(signUpErrorMessage(failure, parseRetryAfter(retryAfter)));
        return;
      }
      clearSession();
      await refreshToken();
      await navigate(paths.onboard, { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          Create your account
        </Title>
        <Text c="dimmed" size="sm">
          Free for your whole team: coaches, athletes and parents.
        </Text>
      </div>
      {invited ? (
        <FormAlert
          tone="success"
          testId="invite-note"
          message={
            personalOffer
              ? `Create an account with ${personalOffer.email} to join ${personalOffer.teamName}.`
              : team
                ? `Create an account to join ${team}.`
                : 'Create an account to join your team.'
          }
        />
      ) : null}
      <FormAlert message={error} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordWithStrength
            label="Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
            value={form.values.password}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <Button type="submit" loading={busy} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.auth}>
          {invited ? 'Sign in instead' : 'Sign in'}
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        By creating an account you agree to the{' '}
        <Anchor component={Link} to={paths.terms} size="xs">
          terms
        </Anchor>{' '}
        and the{' '}
        <Anchor component={Link} to={paths.privacy} size="xs">
          privacy notice
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
