import { useCallback, useEffect, useReducer, useRef } from 'react';
import { STORAGE } from '@core/constants';
import type { FileMetadata, FilePurpose } from '@core/api/files';
import { checkBeforeUpload, storageError } from './upload-errors';
import { idleUpload, uploadReducer } from './upload-state';
import { createMultipartTask } from './multipart-task';
import { createTusTask } from './tus-task';
import type { UploadTask } from './upload-task';

export interface FileUploadOptions {
  purpose: FilePurpose;
  orgId?: string;
  customMetadata?: Record<string, string>;
  accept?: string;
  maxSize?: number;
  onUploaded?: (file: FileMetadata) => void;
}

/**
 * One upload at a time with the seed's states: files up to 256 KB in one multipart request,
 * larger ones through tus (pausable, resumable). Start, pause, resume, cancel, reset.
 */
export const useFileUpload = (options: FileUploadOptions) => {
  const [state, dispatch] = useReducer(uploadReducer, idleUpload);
  const task = useRef<UploadTask | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // leaving the page stops sending; a resumable upload can continue after choosing the file again
  useEffect(() => () => task.current?.pause(), []);

  const start = useCallback((file: File) => {
    const { purpose, orgId, customMetadata, accept, maxSize } = latest.current;
    task.current?.pause();
    task.current = null;
    const refused = checkBeforeUpload(file, accept, maxSize);
    const resumable = file.size > STORAGE.resumableAboveBytes;
    dispatch({ type: 'start', fileName: file.name, bytesTotal: file.size, resumable });
    if (refused) {
      dispatch({ type: 'error', error: refused });
      return;
    }
    if (purpose !== 'profile-photo' && !orgId) {
      dispatch({ type: 'error', error: storageError('invalid-argument', 'Choose a team first.') });
      return;
    }
    const create = resumable ? createTusTask : createMultipartTask;
    const current = create(
      { file, purpose, orgId, customMetadata },
      {
        onProgress: (bytesSent, bytesTotal) => {
          if (task.current === current) dispatch({ type: 'progress', bytesSent, bytesTotal });
        },
        onSuccess: (uploaded) => {
          if (task.current !== current) return;
          dispatch({ type: 'success', result: uploaded });
          latest.current.onUploaded?.(uploaded);
        },
        onError: (error) => {
          if (task.current === current) dispatch({ type: 'error', error });
        },
      },
    );
    task.current = current;
    current.start();
  }, []);

  const pause = useCallback(() => {
    task.current?.pause();
    dispatch({ type: 'pause' });
  }, []);

  const resume = useCallback(() => {
    dispatch({ type: 'resume' });
    task.current?.resume();
  }, []);

  const cancel = useCallback(() => {
    const current = task.current;
    task.current = null;
    dispatch({ type: 'cancel' });
    void current?.cancel();
  }, []);

  const reset = useCallback(() => {
    task.current?.pause();
    task.current = null;
    dispatch({ type: 'reset' });
  }, []);

  return { state, start, pause, resume, cancel, reset };
};
