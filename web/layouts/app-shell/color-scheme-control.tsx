import { SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Light, dark, or the system's setting (the default), kept on this device. */
export function ColorSchemeControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" id="color-scheme-label">
        Appearance
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-labelledby="color-scheme-label"
        data={CHOICES}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data-testid="color-scheme-control"
      />
    </Stack>
  );
}
