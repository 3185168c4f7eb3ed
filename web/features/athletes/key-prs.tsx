import { Group, Text } from '@mantine/core';
import type { KeyPr } from '@core/api/athletes';
import { findSportEvent } from '@core/sport-events/sport-events';

export const eventShortName = (eventType: string) => findSportEvent(eventType)?.displayName ?? eventType;

/** Up to three PRs of a roster row: "100m 12.41 · Long Jump 5.62m". */
export function KeyPrs({ prs }: { prs: KeyPr[] }) {
  if (prs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <Group gap={10} wrap="wrap">
      {prs.map((pr) => (
        <Text key={`${pr.eventType}-${pr.indoor}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
          <Text span c="dimmed" size="sm">
            {eventShortName(pr.eventType)}
            {pr.indoor && !pr.eventType.includes('indoor') ? ' (i)' : ''}
          </Text>{' '}
          <Text span fw={600} size="sm">
            {pr.display}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
