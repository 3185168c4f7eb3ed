import { useMutation } from '@tanstack/react-query';
import { exportAthletes } from '@core/api/athletes';
import { USER_MODE_HEADER } from '@core/api/common';
import { ApiRequestError } from '../../../lib/api-error';
import { buildUrl } from '../../../lib/build-url';
import { appStore } from '../../../lib/store/app-store';
import { getFreshToken } from '../../../lib/token';

/**
 * GET /api/athletes/export/get answers text/csv, not JSON, so it is fetched here rather than through
 * callApi (same bearer token and user-mode header), then handed to the browser as a download.
 */
export const fetchRosterCsv = async (orgId: string): Promise<string> => {
  const headers: Record<string, string> = { Authorization: `Bearer ${await getFreshToken()}`, Accept: 'text/csv' };
  if (appStore.getState().session.userMode === 'admin') headers[USER_MODE_HEADER] = 'admin';
  let response: Response;
  try {
    response = await fetch(buildUrl(exportAthletes.path, { orgId }), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw ApiRequestError.fromBody(response.status, await response.json().catch(() => undefined), response.statusText);
  return response.text();
};

export const downloadText = (fileName: string, text: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Downloads the roster as roster-YYYY-MM-DD.csv. */
export const exportRoster = async (orgId: string, teamName: string) => {
  const csv = await fetchRosterCsv(orgId);
  const slug = teamName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'team';
  downloadText(`${slug}-roster-${new Date().toISOString().slice(0, 10)}.csv`, csv);
};

export const useExportAthletes = (orgId: string, teamName: string) => useMutation({ mutationFn: () => exportRoster(orgId, teamName) });
