import { z } from 'zod';
import { STORAGE } from '../constants';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema } from './common';

/**
 * What a file is for. Profile photos belong to a user, every other purpose to an organization
 * (an athlete photo to the athlete's team).
 */
export const FILE_PURPOSES = ['profile-photo', 'logo', 'athlete-photo', 'attachment', 'document', 'course-map'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Purposes whose images anyone holding the (unguessable) reference may see, like avatars elsewhere. */
export const PUBLIC_FILE_PURPOSES: readonly FilePurpose[] = ['profile-photo', 'logo', 'athlete-photo', 'course-map'];

/** Purposes that must be images (the public ones: photos and logos). */
export const IMAGE_ONLY_PURPOSES: readonly FilePurpose[] = [...PUBLIC_FILE_PURPOSES];

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'text/csv', 'text/plain'] as const;
/** The allow-list, checked on the server by the file's first bytes (never by its name). */
export const ALLOWED_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, ...DOCUMENT_CONTENT_TYPES] as const;
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

export const isImageContentType = (type: string): boolean => (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** `accept` values for a file input. */
export const FILE_ACCEPT = {
  images: IMAGE_CONTENT_TYPES.join(','),
  any: [...ALLOWED_CONTENT_TYPES, '.csv', '.txt', '.pdf'].join(','),
} as const;

/** Paths served outside the JSON calls: the tus endpoint, signed downloads and public images. */
export const FILES_TUS_PATH = '/api/files/tus/';
export const FILE_DOWNLOAD_PATH = '/api/files/download';
export const PUBLIC_FILE_PATH_PREFIX = '/api/files/public/';
/** The stable reference stored in a profile photo, logo or athlete photo field, and the image endpoint's `url`. */
export const publicFilePath = (fileId: string): string => `${PUBLIC_FILE_PATH_PREFIX}${fileId}`;

/** Keys of the tus Upload-Metadata header (values base64 on the wire, as tus defines). */
export const TUS_METADATA_KEYS = ['orgId', 'purpose', 'filename', 'filetype', 'customMetadata'] as const;

/** The multipart form field names of POST /api/files/post. */
export const UPLOAD_FIELDS = { file: 'file', customMetadata: 'customMetadata' } as const;

const metadataKey = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Keys use letters, digits, "_", "." or "-" (at most 64)');
/** Free key/value pairs a later area attaches to a file (e.g. {meetId}). At most 20 pairs. */
export const customMetadataSchema = z
  .record(metadataKey, z.string().max(512))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 custom metadata entries');
export type CustomMetadata = z.infer<typeof customMetadataSchema>;

/** The seed's storage metadata fields plus owner, purpose and what the caller may do. */
export const fileMetadataSchema = z.object({
  id: idSchema,
  bucket: z.string(),
  fullPath: z.string(),
  /** the user's own file name, kept as metadata only */
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.enum(ALLOWED_CONTENT_TYPES),
  timeCreated: isoDateTimeSchema,
  updated: isoDateTimeSchema,
  /** base64 of the MD5 digest of the bytes, as object stores report it */
  md5Hash: z.string(),
  customMetadata: z.record(z.string(), z.string()),
  organizationId: idSchema.nullable(),
  purpose: z.enum(FILE_PURPOSES),
  uploadedBy: idSchema.nullable(),
  uploaderName: z.string().nullable(),
  /** for profile photos, logos and athlete photos: the stable image reference (see publicFilePath) */
  publicPath: z.string().nullable(),
  /** the server's decision: the uploader, or a role with files:delete-any */
  canDelete: z.boolean(),
});
export type FileMetadata = z.infer<typeof fileMetadataSchema>;

const fileQuery = z.object({
  /** absent only for your own profile photos, which belong to no organization */
  orgId: idSchema.optional(),
  fileId: idSchema,
});

export const uploadQuerySchema = z.object({
  orgId: idSchema.optional(),
  purpose: z.enum(FILE_PURPOSES).default('attachment'),
});

export const uploadFile = defineCall({
  method: 'POST',
  path: '/api/files/post',
  auth: true,
  tag: 'files',
  summary: `Upload one file of at most ${STORAGE.resumableAboveBytes / 1024} KB as multipart/form-data (field "file", optional "customMetadata" JSON); larger files use the tus endpoint ${FILES_TUS_PATH}`,
  query: uploadQuerySchema,
  response: fileMetadataSchema,
});

export const FILE_SORTS = [
  'name',
  '-name',
  'size',
  '-size',
  'type',
  '-type',
  'uploader',
  '-uploader',
  'timeCreated',
  '-timeCreated',
] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const storageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  maxFileBytes: z.number().int().positive(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

export const getFiles = defineCall({
  method: 'GET',
  path: '/api/files/get',
  auth: true,
  tag: 'files',
  summary: "The organization's files (name, size, type, uploader, date), searchable and sortable, with the storage used",
  query: z.object({
    orgId: idSchema,
    search: z.string().trim().max(100).optional(),
    purpose: z.enum(FILE_PURPOSES).optional(),
    sortBy: z.enum(FILE_SORTS).default('-timeCreated'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  response: z.object({
    items: z.array(fileMetadataSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    usage: storageUsageSchema,
  }),
});

export const getFile = defineCall({
  method: 'GET',
  path: '/api/file/get',
  auth: true,
  tag: 'files',
  summary: "One file's metadata",
  query: fileQuery,
  response: fileMetadataSchema,
});

export const deleteFile = defineCall({
  method: 'DELETE',
  path: '/api/file/delete',
  auth: true,
  tag: 'files',
  summary: 'Delete a file (its uploader, or a role with files:delete-any)',
  query: fileQuery,
  response: okSchema,
});

export const DOWNLOAD_URL_TTL_SECONDS = 300;

export const getDownloadUrl = defineCall({
  method: 'GET',
  path: '/api/file/download-url/get',
  auth: true,
  tag: 'files',
  summary: `A signed download URL, valid ${DOWNLOAD_URL_TTL_SECONDS / 60} minutes, that needs no bearer token`,
  query: fileQuery,
  response: z.object({
    /** absolute, built on the server's public URL */
    url: z.string(),
    /** the same, relative to the app's origin */
    path: z.string(),
    expiresAt: isoDateTimeSchema,
  }),
});

export const getStorageLimits = defineCall({
  method: 'GET',
  path: '/api/files/limits/get',
  auth: true,
  tag: 'files',
  summary: 'Upload limits: largest file, one-request size, chunk size and the allowed types',
  response: z.object({
    maxFileBytes: z.number().int().positive(),
    resumableAboveBytes: z.number().int().positive(),
    maxChunkBytes: z.number().int().positive(),
    allowedContentTypes: z.array(z.enum(ALLOWED_CONTENT_TYPES)),
  }),
});
