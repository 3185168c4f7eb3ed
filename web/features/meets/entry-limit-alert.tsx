import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { MeetDetail } from '@core/api/meets';
import { useOrganization } from '../../lib/store/hooks';
import { eventCounts, overLimit, type EntryLimit } from './entry-limit';

/** The team's entry limit (Settings): null max for none; a team stored by an older build has none. */
export const useEntryLimit = (): EntryLimit => {
  const organization = useOrganization();
  return { max: organization?.maxEventsPerAthlete ?? null, relays: organization?.relaysCountTowardLimit ?? true };
};

const plural = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

/**
 * Warns of athletes entered in more events than the team's limit (a warning: the entries stay), and,
 * on the entries screen, of the athletes picked who would go over it.
 */
export function EntryLimitAlert({ meet, picked = [] }: { meet: Pick<MeetDetail, 'events'>; picked?: { id: string; label: string }[] }) {
  const limit = useEntryLimit();
  if (limit.max === null) return null;
  const over = overLimit(meet, limit);
  const counts = eventCounts(meet, limit.relays);
  const wouldGoOver = picked.filter((p) => (counts.get(p.id)?.events ?? 0) + 1 > limit.max!);
  if (over.length === 0 && wouldGoOver.length === 0) return null;
  const what = `the entry limit of ${plural(limit.max)} per athlete${limit.relays ? ', relays included' : ', relays not counted'}`;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Over the entry limit" data-testid="entry-limit-alert">
      {over.length > 0 ? (
        <Text size="sm">
          Over {what}: {over.map((c) => `${c.name} (${plural(c.events)})`).join('; ')}.
        </Text>
      ) : null}
      {wouldGoOver.length > 0 ? (
        <Text size="sm">
          Entering {wouldGoOver.map((p) => p.label).join('; ')} goes over {what}.
        </Text>
      ) : null}
    </Alert>
  );
}
