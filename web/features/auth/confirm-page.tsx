import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@core/constants';
import { authClient } from '../../lib/auth-client';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { resetErrorMessage } from './auth-errors';
import { PasswordWithStrength } from './password-with-strength';

/** /auth/confirm?token=…: set a new password from the mailed link, then sign in. */
export default function ConfirmPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [error, setError] = useState<string | null>(
    linkError || !token ? 'This reset link is invalid or has expired. Ask for a new one.' : null,
  );
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (v) =>
        [...v].length < PASSWORD_MIN_LENGTH
          ? `Use at least ${PASSWORD_MIN_LENGTH} characters`
          : [...v].length > PASSWORD_MAX_LENGTH
            ? `Use at most ${PASSWORD_MAX_LENGTH} characters`
            : null,
      confirm: (v, values) => (v === values.password ? null : 'Passwords do not match'),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
      if (failure) {
        setError(resetErrorMessage(failure));
        return;
      }
      await navigate(`${paths.auth}?note=reset`, { replace: true });
    } catch {
      setError('Could not set the new password. Please try again.');
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          Set a new password
        </Title>
        <Text c="dimmed" size="sm">
          Choose a new password for your account.
        </Text>
      </div>
      <FormAlert message={error} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordWithStrength
            label="Password"
            autoComplete="new-password"
            required
            disabled={!token}
            {...form.getInputProps('password')}
            value={form.values.password}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            disabled={!token}
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={busy} disabled={!token} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.reset}>
          Ask for a new link
        </Anchor>
        {' · '}
        <Anchor component={Link} to={paths.auth}>
          Back to sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
