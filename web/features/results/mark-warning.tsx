import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { ResultRow } from './use-result-rows';

/** A mark that looks like a typo (123.4 in a 100m): why, and a button that keeps it as typed. Nothing otherwise. */
export function MarkWarning({ row, name, onKeep }: { row: ResultRow; name: string; onKeep: (row: ResultRow) => void }) {
  const { warning } = row.checked;
  if (!warning || Object.keys(row.checked.errors).length > 0) return null;
  return (
    <Group gap={6} wrap="wrap" c="orange.9" role="status" data-testid="mark-warning">
      <IconAlertTriangle size={ICON_SIZE} aria-hidden="true" />
      <Text size="xs">{warning}</Text>
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        onClick={() => onKeep(row)}
        aria-label={`Keep ${row.values.mark.trim()} for ${name}`}
      >
        Keep {row.values.mark.trim()}
      </Button>
    </Group>
  );
}
