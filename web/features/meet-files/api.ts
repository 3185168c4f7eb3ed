import { useMutation, useQuery } from '@tanstack/react-query';
import {
  assignBibs,
  getBibs,
  getHeatSheet,
  getHytekEntries,
  getLynxEvt,
  getLynxPpl,
  getLynxSch,
  patchAthleteBib,
  patchEntryHeat,
  patchMeetSchedule,
  seedHeats,
} from '@core/api/meet-files';
import { USER_MODE_HEADER } from '@core/api/common';
import { callApi } from '../../lib/api-client';
import { ApiRequestError } from '../../lib/api-error';
import { buildUrl } from '../../lib/build-url';
import { downloadBlob } from '../../lib/csv';
import { queryClient } from '../../lib/query-client';
import { appStore } from '../../lib/store/app-store';
import { getFreshToken } from '../../lib/token';
import { invalidateMeet } from '../meet-data';

const heatSheetKey = (orgId: string, meetId: string) => ['meet-heat-sheet', orgId, meetId] as const;

/** GET /api/meet/heats/get: the heat sheet, events in running order. */
export const useHeatSheet = (orgId: string | undefined, meetId: string) =>
  useQuery({
    queryKey: heatSheetKey(orgId ?? '', meetId),
    queryFn: () => callApi(getHeatSheet, { query: { orgId: orgId!, meetId } }),
    enabled: Boolean(orgId && meetId),
  });

/** Heats and lanes change entries (their versions too): the heat sheet and the meet are read again. */
const refresh = (orgId: string, meetId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: heatSheetKey(orgId, meetId) }), invalidateMeet(orgId, meetId)]);

export const useSeedHeats = (orgId: string, meetId: string) =>
  useMutation({
    mutationFn: (body: { lanes?: number }) => callApi(seedHeats, { query: { orgId, meetId }, body }),
    onSuccess: () => refresh(orgId, meetId),
  });

export const useMoveEntry = (orgId: string, meetId: string) =>
  useMutation({
    mutationFn: (v: { entryId: string; heat: number | null; lane: number | null }) =>
      callApi(patchEntryHeat, { query: { orgId, entryId: v.entryId }, body: { heat: v.heat, lane: v.lane } }),
    onSettled: () => refresh(orgId, meetId),
  });

export const useSaveSchedule = (orgId: string, meetId: string) =>
  useMutation({
    mutationFn: (body: { startTime?: string | null; events?: { eventId: string; time: string | null }[] }) =>
      callApi(patchMeetSchedule, { query: { orgId, meetId }, body }),
    onSettled: () => refresh(orgId, meetId),
  });

const bibsKey = (orgId: string) => ['bibs', orgId] as const;

export const useBibs = (orgId: string, enabled: boolean) =>
  useQuery({ queryKey: bibsKey(orgId), queryFn: () => callApi(getBibs, { query: { orgId } }), enabled: enabled && Boolean(orgId) });

const refreshBibs = (orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bibsKey(orgId) }),
    queryClient.invalidateQueries({ queryKey: ['meet-heat-sheet'] }),
  ]);

export const useAssignBibs = (orgId: string) =>
  useMutation({
    mutationFn: (body: { rangeStart: number; rangeEnd: number }) => callApi(assignBibs, { query: { orgId }, body }),
    onSuccess: () => refreshBibs(orgId),
  });

export const useSetBib = (orgId: string) =>
  useMutation({
    mutationFn: (v: { athleteId: string; bib: string | null }) =>
      callApi(patchAthleteBib, { query: { orgId, athleteId: v.athleteId }, body: { bib: v.bib } }),
    onSettled: () => refreshBibs(orgId),
  });

/** The files a meet sends out, by what the menu calls them; each is one API call answering text (docs/meet-files.md). */
export const MEET_FILES = {
  hytek: { call: getHytekEntries, fileName: 'entries.txt', label: 'Entries for the host (Hy-Tek semicolon)' },
  evt: { call: getLynxEvt, fileName: 'lynx.evt', label: 'FinishLynx start lists (lynx.evt)' },
  ppl: { call: getLynxPpl, fileName: 'lynx.ppl', label: 'FinishLynx people (lynx.ppl)' },
  sch: { call: getLynxSch, fileName: 'lynx.sch', label: 'FinishLynx schedule (lynx.sch)' },
} as const;
export type MeetFileKind = keyof typeof MEET_FILES;

/**
 * Fetches one file (text, not JSON: fetched here rather than through callApi, with the same bearer
 * token and user-mode header) and hands its bytes, untouched (no byte-order mark: a Hy-Tek or FinishLynx reader would take it for data), to the browser as a download under the file's own name.
 */
export const downloadMeetFile = async (kind: MeetFileKind, orgId: string, meetId: string): Promise<void> => {
  const { call, fileName } = MEET_FILES[kind];
  const headers: Record<string, string> = { Authorization: `Bearer ${await getFreshToken()}`, Accept: 'text/plain' };
  if (appStore.getState().session.userMode === 'admin') headers[USER_MODE_HEADER] = 'admin';
  let response: Response;
  try {
    response = await fetch(buildUrl(call.path, { orgId, meetId }), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw ApiRequestError.fromBody(response.status, await response.json().catch(() => undefined), response.statusText);
  downloadBlob(fileName, await response.blob());
};

export const useDownloadMeetFile = (orgId: string, meetId: string) =>
  useMutation({ mutationFn: (kind: MeetFileKind) => downloadMeetFile(kind, orgId, meetId) });
