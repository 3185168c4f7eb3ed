import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { MESSAGES } from '@core/messages';
import { authClient } from '../../lib/auth-client';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { parseRetryAfter, tooManyAttemptsMessage } from './auth-errors';

export const RESET_SENT = 'If an account exists, we sent a link';

/** /auth/reset: ask for a reset link; the answer never tells whether the account exists. */
export default function ResetPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (z.email().safeParse(v.trim()).success ? null : MESSAGES.invalidEmail) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setError(null);
    let retryAfter: string | null = null;
    try {
      const { error: failure } = await authClient.requestPasswordReset(
        { email: email.trim(), redirectTo: paths.confirm },
        { onError: (ctx) => void (retryAfter = ctx.response.headers.get('X-Retry-After')) },
      );
      if (failure?.status === 429) {
        setError(tooManyAttemptsMessage(parseRetryAfter(retryAfter)));
        return;
      }
      setSent(true);
    } catch {
      setSent(true);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          Reset your password
        </Title>
        <Text c="dimmed" size="sm">
          Enter your email and we will send you a link to set a new password.
        </Text>
      </div>
      <FormAlert message={sent ? `${RESET_SENT}. Check your inbox.` : null} tone="success" testId="reset-sent" />
      <FormAlert message={error} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" loading={busy} fullWidth>
            Send reset link
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.auth}>
          Back to sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
