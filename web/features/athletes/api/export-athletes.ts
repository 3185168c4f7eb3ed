import { useMutation } from '@tanstack/react-query';
import { exportAthletes } from '@core/api/athletes';
import { USER_MODE_HEADER } from '@core/api/common';
import { ApiRequestError } from '../../../lib/api-error';
import { buildUrl } from '../../../lib/build-url';
import { downloadText, fileSlug } from '../../../lib/csv';
import { appStore } from '../../../lib/store/app-store';
import { getFreshToken } from '../../../lib/token';
import type { RosterQuery } from './get-athletes';

/** The roster's search, filters and sort as the export takes them (no paging: every athlete they show). */
export type RosterExportFilters = Omit<RosterQuery, 'limit' | 'offset'>;

/**
 * GET /api/athletes/export/get answers text/csv, not JSON, so it is fetched here rather than through
 * callApi (same bearer token and user-mode header), then handed to the browser as a download.
 */
export const fetchRosterCsv = async (orgId: string, filters: RosterExportFilters = {}): Promise<string> => {
  const headers: Record<string, string> = { Authorization: `Bearer ${await getFreshToken()}`, Accept: 'text/csv' };
  if (appStore.getState().session.userMode === 'admin') headers[USER_MODE_HEADER] = 'admin';
  let response: Response;
  try {
    const { search, gender, grade, gradYear, eventGroup, status, sortBy } = filters;
    const query = {
      orgId,
      search: search?.trim() || undefined,
      gender,
      grade: grade as number | undefined,
      gradYear: gradYear as number | undefined,
      eventGroup,
      status,
      sortBy,
    };
    response = await fetch(buildUrl(exportAthletes.path, query), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw ApiRequestError.fromBody(response.status, await response.json().catch(() => undefined), response.statusText);
  return response.text();
};

/** Downloads the athletes the roster shows (its search, filters and sort) as team-roster-YYYY-MM-DD.csv. */
export const exportRoster = async (orgId: string, teamName: string, filters: RosterExportFilters = {}) => {
  const csv = await fetchRosterCsv(orgId, filters);
  downloadText(`${fileSlug(teamName, 'team')}-roster-${new Date().toISOString().slice(0, 10)}.csv`, csv);
};

export const useExportAthletes = (orgId: string, teamName: string) =>
  useMutation({ mutationFn: (filters: RosterExportFilters) => exportRoster(orgId, teamName, filters) });
