import { useQuery } from '@tanstack/react-query';
import type { EventGroup } from '@core/api/athletes';
import type { Gender } from '@core/sport-events/catalogue';
import { athletesQueryOptions } from '../athletes';

export interface AthleteOption {
  value: string;
  label: string;
  /** the athlete's event groups (sprints, jumps…), to enter a whole group at once */
  eventGroups: readonly EventGroup[];
  /** sport-event types the athlete usually runs */
  preferredEvents: readonly string[];
}

/** Active athletes who may be entered in an event of this gender (anyone for mixed events), as select options. */
export function useEventAthletes(orgId: string, gender: Gender, enabled: boolean) {
  const query = athletesQueryOptions(orgId, {
    gender: gender === 'mixed' ? undefined : gender,
    status: 'active',
    sortBy: 'lastName',
    limit: 500,
  });
  return useQuery({
    ...query,
    enabled,
    select: (page): AthleteOption[] =>
      page.items.map((a) => ({
        value: a.id,
        label: `${a.lastName}, ${a.firstName}${a.grade ? ` (${a.grade})` : ''}`,
        eventGroups: a.eventGroups,
        preferredEvents: a.preferredEvents,
      })),
  });
}
