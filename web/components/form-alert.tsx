import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';

/** A form-level message: an error (role alert, read out at once) or a success note. */
export function FormAlert({ message, tone = 'error', testId }: { message: string | null; tone?: 'error' | 'success'; testId?: string }) {
  if (!message) return null;
  const error = tone === 'error';
  return (
    <Alert
      role={error ? 'alert' : 'status'}
      color={error ? 'red' : 'green'}
      variant="light"
      icon={error ? <IconAlertCircle size={ICON_SIZE} /> : <IconCircleCheck size={ICON_SIZE} />}
      data-testid={testId ?? (error ? 'form-error' : 'form-success')}
    >
      {message}
    </Alert>
  );
}
