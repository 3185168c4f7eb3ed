import { useQuery } from '@tanstack/react-query';
import { athletesQueryOptions } from '../athletes';
import { meetsQueryOptions } from '../meet-data';
import { teamStage, type TeamStage } from './home-labels';

export const NEXT_MEETS = 3;

/**
 * What the home page needs to know about the team: the next meets (shown as they are) and whether
 * the team is new (no athletes or no meets). The list calls are the meets and roster features' own;
 * no placeholder from another team is shown while a switched team loads.
 */
export const useTeamHome = (orgId: string) => {
  const nextMeets = useQuery({ ...meetsQueryOptions(orgId, { when: 'upcoming', limit: NEXT_MEETS }), placeholderData: undefined });
  const roster = useQuery({ ...athletesQueryOptions(orgId, { limit: 1 }), placeholderData: undefined });
  // every meet is counted only when none is ahead (a team with meets ahead has meets)
  const allMeets = useQuery({
    ...meetsQueryOptions(orgId, { when: 'all', limit: 1 }),
    placeholderData: undefined,
    enabled: nextMeets.data?.total === 0,
  });
  const stage: TeamStage = teamStage({
    athletes: roster.data?.total,
    upcomingMeets: nextMeets.data?.total,
    allMeets: allMeets.data?.total,
  });
  const stageError = stage === 'unknown' ? (roster.error ?? nextMeets.error ?? allMeets.error) : null;
  return { nextMeets, stage, stageError };
};
