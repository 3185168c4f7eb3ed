import { Group, Text } from '@mantine/core';
import { formatWind, isWindEvent } from '@core/marks';
import type { Result, ResultFlags } from '@core/api/results';
import { ResultBadges } from './result-badges';

type AsRunResult = Pick<Result, 'eventType' | 'display' | 'wind' | 'converted' | 'asRun'>;

interface MarkAsRunProps {
  result: AsRunResult;
  /** PR / season best as run, shown as badges */
  flags?: Pick<ResultFlags, 'isPR' | 'isSeasonBest'> & Partial<Pick<ResultFlags, 'isTeamRecord' | 'qualified'>>;
  /** the wind beside the mark (pages without a wind column) */
  withWind?: boolean;
}

/** Whether the mark a result was run with is not the one PRs and records count (a jump series won by a wind-aided mark). */
export const hasLegalBestBeside = (r: Pick<Result, 'display' | 'asRun'>): boolean => r.asRun.windAided && r.asRun.display !== r.display;

/**
 * A result as it was run, where a page lists results with their places: the mark that placed it
 * (with its w when wind-aided) and, when that mark is not the one PRs and records count, the
 * wind-legal best beside it.
 */
export function MarkAsRun({ result, flags, withWind = false }: MarkAsRunProps) {
  const { asRun } = result;
  const wind = isWindEvent(result.eventType) && asRun.mark.kind !== 'non-mark';
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        <Text span fw={600} size="sm">
          {asRun.display}
        </Text>
        {withWind && wind ? (
          <Text span size="xs" c="dimmed">
            ({formatWind(asRun.wind)})
          </Text>
        ) : null}
        <ResultBadges flags={flags} result={{ windAided: asRun.windAided, converted: result.converted }} />
      </Group>
      {hasLegalBestBeside(result) ? (
        <Text size="xs" c="dimmed">
          wind-legal best {result.display}
          {wind ? ` (${formatWind(result.wind)})` : ''}
        </Text>
      ) : null}
    </div>
  );
}
