import { useMutation } from '@tanstack/react-query';
import { getDownloadUrl } from '@core/api/files';
import { callApi } from '../../../lib/api-client';

/** GET /api/file/download-url/get: a signed link (5 minutes) the browser opens without a token. */
export const fetchDownloadUrl = (fileId: string, orgId?: string) => callApi(getDownloadUrl, { query: { orgId, fileId } });

/** Starts the browser's download of a file through a fresh signed link. */
export const downloadFile = async (fileId: string, orgId?: string) => {
  const { path } = await fetchDownloadUrl(fileId, orgId);
  const link = document.createElement('a');
  link.href = path;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
};

export const useDownloadFile = (orgId?: string) => useMutation({ mutationFn: (fileId: string) => downloadFile(fileId, orgId) });
