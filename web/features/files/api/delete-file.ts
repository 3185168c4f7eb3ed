import { useMutation } from '@tanstack/react-query';
import { deleteFile } from '@core/api/files';
import { callApi } from '../../../lib/api-client';
import { invalidateFiles } from './get-files';

/** DELETE /api/file/delete: the uploader, or a role with files:delete-any. */
export const removeFile = async (fileId: string, orgId?: string) => {
  await callApi(deleteFile, { query: { orgId, fileId } });
  await invalidateFiles();
};

export const useDeleteFile = (orgId?: string) => useMutation({ mutationFn: (fileId: string) => removeFile(fileId, orgId) });
