import { PasswordInput, Progress, Stack, Text, type PasswordInputProps } from '@mantine/core';
import { passwordStrength } from './password-strength';

const COLORS = { 'Too short': 'red', 'Too long': 'red', Weak: 'orange', Fair: 'yellow', Strong: 'green' } as const;

/** A password input with a strength meter and hint (8 to 128 characters; the server refuses common ones). */
export function PasswordWithStrength({ value, ...props }: PasswordInputProps & { value: string }) {
  const strength = passwordStrength(value);
  const hintId = 'password-strength-hint';
  return (
    <Stack gap={4}>
      <PasswordInput value={value} aria-describedby={hintId} {...props} />
      {value ? (
        <>
          <Progress value={strength.score} color={COLORS[strength.label]} size="xs" aria-hidden />
          <Text id={hintId} size="xs" c="dimmed" aria-live="polite">
            {strength.label}: {strength.hint}
          </Text>
        </>
      ) : (
        <Text id={hintId} size="xs" c="dimmed">
          8 to 128 characters. Avoid common passwords.
        </Text>
      )}
    </Stack>
  );
}
