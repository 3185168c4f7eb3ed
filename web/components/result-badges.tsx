import { Badge, Group } from '@mantine/core';
import type { Result, ResultFlags } from '@core/api/results';
import { DeferredTooltip } from './deferred-tooltip';

interface ResultBadgesProps {
  /** the result's PR / season-best / team-record flags, as when it was run (a page that does not know the team record leaves it out) */
  flags?: (Omit<ResultFlags, 'isTeamRecord'> & Partial<Pick<ResultFlags, 'isTeamRecord'>>) | null;
  /** wind-aided and converted are the result's own */
  result?: Pick<Result, 'windAided' | 'converted'> | null;
}

/** Team record (TR), PR, SB, qualifying standards met (Q), wind-aided (w) and converted (c) marks of a result, each with its words for screen readers. */
export function ResultBadges({ flags, result }: ResultBadgesProps) {
  const record = flags?.isTeamRecord ?? false;
  const pr = flags?.isPR ?? false;
  const sb = !pr && (flags?.isSeasonBest ?? false);
  const windAided = result?.windAided ?? false;
  const converted = result?.converted ?? false;
  const qualified = flags?.qualified ?? [];
  if (!record && !pr && !sb && !windAided && !converted && qualified.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" component="span">
      {record ? (
        <Badge size="sm" color="grape" variant="filled" aria-label="New team record" title="New team record">
          TR
        </Badge>
      ) : null}
      {pr ? (
        <Badge size="sm" color="green" variant="filled" aria-label="Personal record" title="Personal record">
          PR
        </Badge>
      ) : null}
      {sb ? (
        <Badge size="sm" color="blue" variant="light" aria-label="Season best" title="Season best">
          SB
        </Badge>
      ) : null}
      {qualified.map((q) => (
        <Badge
          key={q.standardId}
          size="sm"
          color="grape"
          variant="filled"
          tt="none"
          aria-label={`Qualified: ${q.name} standard ${q.display}`}
          title={`First mark this season to meet the ${q.name} standard (${q.display})`}
        >
          Q {q.name}
        </Badge>
      ))}
      {windAided ? (
        <DeferredTooltip label="Wind-aided: tailwind above +2.0 m/s; stands as a result, never as a record">
          <Badge size="sm" color="orange" variant="light" aria-label="Wind-aided">
            w
          </Badge>
        </DeferredTooltip>
      ) : null}
      {converted ? (
        <DeferredTooltip label="Hand time, compared after conversion to FAT">
          <Badge size="sm" color="gray" variant="light" aria-label="Hand time converted to FAT">
            c
          </Badge>
        </DeferredTooltip>
      ) : null}
    </Group>
  );
}
