import { Badge, Group, Text } from '@mantine/core';
import { formatWind } from '@core/marks';
import type { Result } from '@core/api/results';

interface SeriesFactsProps {
  result: Pick<Result, 'series' | 'place' | 'wind' | 'display' | 'windAidedBest' | 'mark'>;
  /** after three rounds: through to the final (true), out (false), or it does not apply (undefined) */
  finalist?: boolean;
  /** show the wind (long and triple jump outdoors) */
  wind: boolean;
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st... */
const ordinal = (n: number): string => {
  const tens = n % 100;
  return `${n}${tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
};

/**
 * What a field event's series gave: the place it earned, the best mark and its wind, and beside a
 * wind-aided best the wind-legal best that counts for PRs and records; whether the athlete goes
 * through to the final three attempts.
 */
export function SeriesFacts({ result, finalist, wind }: SeriesFactsProps) {
  if (!result.series) return null;
  const aided = result.windAidedBest;
  const own = result.mark.kind !== 'non-mark' && wind ? ` (${formatWind(result.wind)})` : '';
  return (
    <Group gap={6} wrap="wrap" data-testid="series-facts">
      <Text size="xs" fw={600}>
        {result.place === null ? 'No place' : ordinal(result.place)}
      </Text>
      {aided ? (
        <Text size="xs" c="dimmed">
          {formatWind(aided.wind)}, wind-aided · wind-legal best {result.display}
          {own} (for PRs and records)
        </Text>
      ) : own ? (
        <Text size="xs" c="dimmed">
          wind {formatWind(result.wind)}
        </Text>
      ) : null}
      {finalist === true ? (
        <Badge size="xs" color="teal" variant="light" title="In the best eight after three rounds: three more attempts">
          Final
        </Badge>
      ) : finalist === false ? (
        <Badge size="xs" color="gray" variant="light" title="Not in the best eight after three rounds">
          Out after 3 rounds
        </Badge>
      ) : null}
    </Group>
  );
}
