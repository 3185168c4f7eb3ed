import type { FileMetadata, FilePurpose } from '@core/api/files';
import type { UploadError } from './upload-state';

/** What to upload, and where it belongs. */
export interface UploadTarget {
  file: File;
  purpose: FilePurpose;
  /** required for every purpose but profile-photo */
  orgId?: string;
  customMetadata?: Record<string, string>;
}

export interface UploadCallbacks {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onSuccess: (file: FileMetadata) => void;
  onError: (error: UploadError) => void;
}

/** One running upload, whichever protocol carries it. */
export interface UploadTask {
  readonly resumable: boolean;
  start: () => void;
  /** stops sending; a resumable upload keeps what the server already has */
  pause: () => void;
  resume: () => void;
  /** stops for good and drops what the server received */
  cancel: () => Promise<void>;
}
