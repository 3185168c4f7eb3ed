import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { viewerMonthDayTime } from '../../lib/date-labels';
import { keepMine, takeSaved } from './results-sync';
import { rowValuesText } from './row-values-text';
import type { ResultRow } from './use-result-rows';

/**
 * A row whose result was changed elsewhere since the coach began typing (decision 039): both values,
 * who saved the other and when, and the choice. Nothing is sent, and nothing typed is dropped, until
 * the coach chooses.
 */
export function ResultConflict({ row, name }: { row: ResultRow; name: string }) {
  const theirs = row.unsaved?.theirs;
  if (row.unsaved?.state !== 'conflict' || !theirs) return null;
  const who = theirs.by ?? 'someone else';
  const when = theirs.at ? ` at ${viewerMonthDayTime(new Date(theirs.at))}` : '';
  const saved = theirs.version === null ? 'Deleted' : 'Saved';
  return (
    <Alert
      color="yellow"
      variant="light"
      p={6}
      mt={4}
      icon={<IconArrowsDiff size={ICON_SIZE} />}
      role="alert"
      aria-label={`Result of ${name} changed elsewhere`}
      data-testid="result-conflict"
    >
      <Text size="xs">
        Yours: <b data-testid="conflict-yours">{rowValuesText(row.values)}</b> — {saved} by {who}
        {when}: <b data-testid="conflict-theirs">{rowValuesText(theirs.values)}</b>
      </Text>
      <Group gap={6} mt={4}>
        <Button size="compact-xs" onClick={() => void keepMine(row.orgId, row.meetId, row.entry.id)}>
          Keep mine
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => takeSaved(row.orgId, row.meetId, row.entry.id)}>
          {theirs.version === null ? 'Leave it deleted' : 'Take the saved one'}
        </Button>
      </Group>
    </Alert>
  );
}
