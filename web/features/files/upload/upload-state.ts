import type { FileMetadata } from '@core/api/files';
import type { StorageErrorCode } from '@core/storage-errors';

/** The seed's upload states (section 4), plus idle before any file is chosen. */
export type UploadStatus = 'idle' | 'running' | 'paused' | 'success' | 'canceled' | 'error';

export interface UploadError {
  code: StorageErrorCode | 'unknown';
  message: string;
}

export interface UploadState {
  status: UploadStatus;
  fileName: string | null;
  bytesSent: number;
  bytesTotal: number;
  /** true for tus uploads (over 256 KB): they pause and resume where they stopped */
  resumable: boolean;
  error: UploadError | null;
  result: FileMetadata | null;
}

export const idleUpload: UploadState = {
  status: 'idle',
  fileName: null,
  bytesSent: 0,
  bytesTotal: 0,
  resumable: false,
  error: null,
  result: null,
};

export type UploadEvent =
  | { type: 'start'; fileName: string; bytesTotal: number; resumable: boolean }
  | { type: 'progress'; bytesSent: number; bytesTotal: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'success'; result: FileMetadata }
  | { type: 'cancel' }
  | { type: 'error'; error: UploadError }
  | { type: 'reset' };

/** Transitions; events that make no sense in the current state leave it unchanged. */
export const uploadReducer = (state: UploadState, event: UploadEvent): UploadState => {
  switch (event.type) {
    case 'start':
      return { ...idleUpload, status: 'running', fileName: event.fileName, bytesTotal: event.bytesTotal, resumable: event.resumable };
    case 'progress':
      if (state.status !== 'running') return state;
      return { ...state, bytesSent: Math.max(state.bytesSent, Math.min(event.bytesSent, event.bytesTotal)), bytesTotal: event.bytesTotal };
    case 'pause':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' || state.status === 'error' ? { ...state, status: 'running', error: null } : state;
    case 'success':
      return state.status === 'running' || state.status === 'paused'
        ? { ...state, status: 'success', bytesSent: state.bytesTotal, result: event.result, error: null }
        : state;
    case 'cancel':
      return state.status === 'running' || state.status === 'paused' || state.status === 'error' ? { ...state, status: 'canceled' } : state;
    case 'error':
      return state.status === 'running' ? { ...state, status: 'error', error: event.error } : state;
    case 'reset':
      return idleUpload;
  }
};

/** Whole percent sent, for the progress bar. */
export const uploadPercent = (state: Pick<UploadState, 'bytesSent' | 'bytesTotal'>): number =>
  state.bytesTotal > 0 ? Math.floor((state.bytesSent / state.bytesTotal) * 100) : 0;
