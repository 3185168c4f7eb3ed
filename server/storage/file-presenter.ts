import {
  isImageContentType,
  PUBLIC_FILE_PURPOSES,
  publicFilePath,
  type FileMetadata,
  type FilePurpose,
  type AllowedContentType,
} from '@core/api/files';
import { can } from '@core/roles';
import { fullName } from '@core/user-names';
import type { FileWithUploader } from './file-records';
import type { FileCaller } from './file-visibility';

export const isPublicImage = (file: { purpose: string; contentType: string }): boolean =>
  PUBLIC_FILE_PURPOSES.includes(file.purpose as FilePurpose) && isImageContentType(file.contentType);

/** The uploader may delete a file; so may a role holding files:delete-any. */
export const mayDelete = (caller: FileCaller, file: { uploadedBy: string | null }): boolean =>
  file.uploadedBy === caller.userId || can(caller.role, 'files:delete-any');

/** The metadata that leaves the server: the seed's fields, the owner and the caller's rights. */
export const presentFile = ({ file, uploaderFirstName, uploaderLastName }: FileWithUploader, caller: FileCaller): FileMetadata => ({
  id: file.id,
  bucket: file.bucket,
  fullPath: file.fullPath,
  name: file.name,
  size: file.size,
  contentType: file.contentType as AllowedContentType,
  timeCreated: file.timeCreated.toISOString(),
  updated: file.updated.toISOString(),
  md5Hash: file.md5Hash,
  customMetadata: file.customMetadata,
  organizationId: file.organizationId,
  purpose: file.purpose as FilePurpose,
  uploadedBy: file.uploadedBy,
  uploaderName:
    uploaderFirstName !== null && uploaderLastName !== null ? fullName({ firstName: uploaderFirstName, lastName: uploaderLastName }) : null,
  publicPath: isPublicImage(file) ? publicFilePath(file.id) : null,
  canDelete: mayDelete(caller, file),
});
