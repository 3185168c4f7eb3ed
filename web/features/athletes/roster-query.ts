import { useSearchParams } from 'react-router';
import { ATHLETE_SORTS, ATHLETE_STATUSES, EVENT_GROUPS, type AthleteStatus, type EventGroup } from '@core/api/athletes';
import { ATHLETE_GENDERS, type AthleteGender } from '@core/sport-events/catalogue';
import type { RosterQuery } from './api/get-athletes';

export const ROSTER_PAGE_SIZE = 25;
export type RosterSort = (typeof ATHLETE_SORTS)[number];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The roster's search, filters, sort and page, kept in the address (shareable, survives a reload). */
export function useRosterParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const grade = Number(params.get('grade'));
  const state = {
    search: params.get('q') ?? '',
    gender: oneOf<AthleteGender>(ATHLETE_GENDERS, params.get('gender')),
    grade: Number.isInteger(grade) && grade >= 1 && grade <= 12 ? grade : undefined,
    eventGroup: oneOf<EventGroup>(EVENT_GROUPS, params.get('group')),
    /** active by default; "any" shows every status */
    status: statusParam === 'any' ? undefined : (oneOf<AthleteStatus>(ATHLETE_STATUSES, statusParam) ?? 'active'),
    sortBy: oneOf<RosterSort>(ATHLETE_SORTS, params.get('sort')) ?? 'lastName',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const set = (key: 'q' | 'gender' | 'grade' | 'group' | 'status' | 'sort' | 'page', value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  const filtered = Boolean(state.search.trim() || state.gender || state.grade || state.eventGroup || statusParam);
  return { ...state, set, filtered, statusParam };
}

export const rosterQuery = (s: ReturnType<typeof useRosterParams>, search: string): RosterQuery => ({
  search,
  gender: s.gender,
  grade: s.grade,
  eventGroup: s.eventGroup,
  status: s.status,
  sortBy: s.sortBy,
  limit: ROSTER_PAGE_SIZE,
  offset: (s.page - 1) * ROSTER_PAGE_SIZE,
});
