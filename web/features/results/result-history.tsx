import { useState } from 'react';
import { ActionIcon, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { ResultChange } from '@core/api/results';
import { errorMessage } from '../../lib/api-error';
import { viewerMonthDayTime } from '../../lib/date-labels';
import { useResultHistory } from './api/get-result-history';

const VERB: Record<ResultChange['kind'], string> = {
  created: 'entered',
  changed: 'changed',
  deleted: 'deleted',
  imported: 'imported',
  computed: 'computed',
};

const changeText = (c: ResultChange): string => {
  if (c.kind === 'deleted') return `${c.from ?? ''} deleted`;
  return c.from ? `${c.from} → ${c.to ?? ''}` : (c.to ?? '');
};

/**
 * A result's history (decision 039), for the staff who keep the grid: who changed it, when, from what
 * to what, newest first; asked for when a mark is disputed. Loaded when opened.
 */
export function ResultHistory({ orgId, entryId, name }: { orgId: string; entryId: string; name: string }) {
  const [opened, setOpened] = useState(false);
  const history = useResultHistory(orgId, entryId, opened);
  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-start" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Tooltip label="History of this result">
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={`History of the result of ${name}`}
            onClick={() => setOpened((o) => !o)}
          >
            <IconHistory size={ICON_SIZE} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} data-testid="result-history" aria-label={`History of the result of ${name}`}>
          <Text size="sm" fw={600}>
            History
          </Text>
          {history.isPending ? <Loader size="xs" /> : null}
          {history.isError ? (
            <Text size="xs" c="red.8">
              {errorMessage(history.error)}
            </Text>
          ) : null}
          {history.data?.changes.length === 0 ? (
            <Text size="xs" c="dimmed">
              No change recorded yet.
            </Text>
          ) : null}
          {history.data?.changes.map((c) => (
            <div key={c.id} data-testid="result-change">
              <Text size="sm">{changeText(c)}</Text>
              <Text size="xs" c="dimmed">
                {VERB[c.kind]} by {c.by}, {viewerMonthDayTime(new Date(c.at))}
              </Text>
            </div>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
