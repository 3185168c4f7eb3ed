import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { MeetDetail } from '@core/api/meets';
import { useOrganization } from '../../lib/store/hooks';
import { overLimit, wouldGoOver, type EntryLimit } from './entry-limit';
import { plural } from '../../lib/plural';

/** The team's entry limit (Settings): null max for none; a team stored by an older build has none. */
export const useEntryLimit = (): EntryLimit => {
  const organization = useOrganization();
  return { max: organization?.maxEventsPerAthlete ?? null, relays: organization?.relaysCountTowardLimit ?? true };
};

/**
 * Warns of athletes entered in more events than the team's limit (a warning: the entries stay), and,
 * on the entries screen, of the athletes picked who would go over it.
 */
export function EntryLimitAlert({
  meet,
  eventType = '',
  picked = [],
}: {
  meet: Pick<MeetDetail, 'events'>;
  /** the event the picked athletes are about to be entered in */
  eventType?: string;
  picked?: { id: string; label: string }[];
}) {
  const limit = useEntryLimit();
  if (limit.max === null) return null;
  const over = overLimit(meet, limit);
  const goingOver = new Set(
    wouldGoOver(
      meet,
      limit,
      eventType,
      picked.map((p) => p.id),
    ),
  );
  const pickedOver = picked.filter((p) => goingOver.has(p.id));
  if (over.length === 0 && pickedOver.length === 0) return null;
  const what = `the entry limit of ${plural(limit.max, 'event')} per athlete${limit.relays ? ', relays included' : ', relays not counted'}`;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Over the entry limit" data-testid="entry-limit-alert">
      {over.length > 0 ? (
        <Text size="sm">
          Over {what}: {over.map((c) => `${c.name} (${plural(c.events, 'event')})`).join('; ')}.
        </Text>
      ) : null}
      {pickedOver.length > 0 ? (
        <Text size="sm">
          Entering {pickedOver.map((p) => p.label).join('; ')} goes over {what}.
        </Text>
      ) : null}
    </Alert>
  );
}
