import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authClient } from '../../lib/auth-client';
import { errorMessage } from '../../lib/api-error';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { completeSignIn } from './complete-sign-in';
import { parseRetryAfter, signInErrorMessage } from './auth-errors';

const NOTES: Record<string, string> = {
  reset: 'Your password was changed. Sign in with the new one.',
  deleted: 'Your account was deleted.',
};

/** /auth: sign in with email and password; failures say "Invalid Credential". */
export default function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const note = NOTES[params.get('note') ?? ''] ?? null;

  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (v.trim() ? null : 'Enter your email'),
      password: (v) => (v ? null : 'Enter your password'),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    let retryAfter: string | null = null;
    try {
      const { error: failure } = await authClient.signIn.email(
        { email: email.trim(), password },
        { onError: (ctx) => void (retryAfter = ctx.response.headers.get('X-Retry-After')) },
      );
      if (failure) {
        setError(signInErrorMessage({ ...failure, status: failure.status }, parseRetryAfter(retryAfter)));
        return;
      }
      await navigate(await completeSignIn(params.get('referer')), { replace: true });
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
          Sign in
        </Title>
        <Text c="dimmed" size="sm">
          Welcome back. Sign in to your team.
        </Text>
      </div>
      <FormAlert message={note} tone="success" />
      <FormAlert message={error} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.reset} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        New to Splits?{' '}
        <Anchor component={Link} to={paths.signUp}>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}
