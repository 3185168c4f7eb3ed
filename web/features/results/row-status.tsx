import { Group, Loader, Text } from '@mantine/core';
import { IconArrowsDiff, IconCloudOff, IconPencil } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { ResultBadges } from '../../components/result-badges';
import { entryName } from '../../lib/entry-label';
import { ResultHistory } from './result-history';
import { SeriesFacts } from './series-facts';
import type { ResultRow } from './use-result-rows';

/**
 * What became of a row: saved (the mark as stored, with its badges and its history), waiting, failed,
 * refused with the reason, or in conflict with a change made elsewhere (the choice is ResultConflict).
 */
export function RowStatus({ row, saving = false, wind = false }: { row: ResultRow; saving?: boolean; wind?: boolean }) {
  const { unsaved, entry } = row;
  if (unsaved?.state === 'failed') {
    return (
      <Group gap={4} wrap="nowrap" c="orange.9">
        <IconCloudOff size={ICON_SIZE} aria-hidden="true" />
        <Text size="xs">Not saved: offline, will retry</Text>
      </Group>
    );
  }
  if (unsaved?.state === 'conflict') {
    return (
      <Group gap={4} wrap="nowrap" c="yellow.9">
        <IconArrowsDiff size={ICON_SIZE} aria-hidden="true" />
        <Text size="xs">Not saved: changed elsewhere, choose below</Text>
        <ResultHistory orgId={row.orgId} entryId={entry.id} name={entryName(entry)} />
      </Group>
    );
  }
  if (unsaved?.state === 'refused') {
    return (
      <Text size="xs" c="red.8" role="alert">
        Not saved: {unsaved.error}
      </Text>
    );
  }
  if (unsaved) {
    return (
      <Group gap={4} wrap="nowrap" c="dimmed">
        {saving ? <Loader size={12} /> : <IconPencil size={ICON_SIZE} aria-hidden="true" />}
        <Text size="xs">
          {Object.keys(row.checked.errors).length ? 'Fix to save' : row.checked.warning ? 'Check the mark to save' : 'Unsaved'}
        </Text>
      </Group>
    );
  }
  if (!entry.result) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="saved-result">
      <Text size="sm" fw={600}>
        {/* the mark that placed the athlete (a wind-aided series best: the wind-legal one follows) */}
        {entry.result.asRun.display}
      </Text>
      {entry.result.converted ? (
        <Text size="xs" c="dimmed">
          ({entry.result.comparableDisplay})
        </Text>
      ) : null}
      <ResultBadges flags={row.flags} result={{ windAided: entry.result.asRun.windAided, converted: entry.result.converted }} />
      <SeriesFacts result={entry.result} finalist={row.finalist} wind={wind} />
      <ResultHistory orgId={row.orgId} entryId={entry.id} name={entryName(entry)} />
    </Group>
  );
}
