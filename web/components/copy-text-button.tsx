import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';

export interface CopyTextButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** what is copied */
  value: string;
  /** the button's words, e.g. "Copy link" */
  label: string;
  /** what to select by hand when the browser refuses, e.g. "the link above" */
  what: string;
}

/**
 * Copies a text to the clipboard and says "Copied" for two seconds. When the browser refuses (no
 * permission, an insecure page, no clipboard at all) it says so and how to copy by hand, rather than
 * nothing.
 */
export function CopyTextButton({ value, label, what, size, variant = 'default' }: CopyTextButtonProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={size}
        variant={variant}
        color={clipboard.copied ? 'green' : undefined}
        leftSection={clipboard.copied ? <IconCheck size={ICON_SIZE} /> : <IconCopy size={ICON_SIZE} />}
        onClick={() => clipboard.copy(value)}
        aria-live="polite"
      >
        {clipboard.copied ? 'Copied' : label}
      </Button>
      {clipboard.error ? (
        <Text size="xs" c="red" role="alert">
          The browser did not let the page copy: select {what} and copy it yourself.
        </Text>
      ) : null}
    </Stack>
  );
}
