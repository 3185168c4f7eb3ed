import { Group, Loader, Text } from '@mantine/core';
import { IconCloudOff, IconPencil } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { ResultBadges } from '../../../components/result-badges';
import { SeriesFacts } from './series-facts';
import type { ResultRow } from './use-result-rows';

/** What became of a row: saved (the mark as stored, with its badges), waiting, failed, or refused with the reason. */
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
        {/* a series whose best is wind-aided: that best placed the athlete (the wind-legal one follows) */}
        {entry.result.windAidedBest?.display ?? entry.result.display}
      </Text>
      {entry.result.converted ? (
        <Text size="xs" c="dimmed">
          ({entry.result.comparableDisplay})
        </Text>
      ) : null}
      <ResultBadges flags={row.flags} result={entry.result} />
      <SeriesFacts result={entry.result} finalist={row.finalist} wind={wind} />
    </Group>
  );
}
