import { Metadata } from '@tus/utils';
import { z } from 'zod';
import { customMetadataSchema, FILE_PURPOSES, type FilePurpose } from '@core/api/files';
import { cleanFileName } from '../content-type';
import { StorageError } from '../storage-error';

/** What a client declares when it creates an upload (tus Upload-Metadata). */
export interface DeclaredUpload {
  orgId: string | null;
  purpose: FilePurpose;
  name: string;
  customMetadata: Record<string, string>;
}

const declaredSchema = z.object({
  orgId: z.uuid().optional(),
  purpose: z.enum(FILE_PURPOSES).default('attachment'),
  filename: z.string().max(1024).optional(),
  customMetadata: z.string().max(16_384).optional(),
});

const invalid = (message: string) => new StorageError('invalid-argument', message);

/** Parses a JSON object of custom metadata (from a tus header or a multipart field). */
export const parseCustomMetadata = (raw: string | undefined | null): Record<string, string> => {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid('customMetadata: must be a JSON object of strings');
  }
  const parsed = customMetadataSchema.safeParse(value);
  if (!parsed.success) throw invalid(`customMetadata: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
};

/** Reads and checks the Upload-Metadata header of a creation request. */
export const parseUploadMetadata = (header: string | undefined): DeclaredUpload => {
  let raw: Record<string, string | null>;
  try {
    raw = Metadata.parse(header);
  } catch {
    throw invalid('Upload-Metadata: not valid tus metadata');
  }
  const values = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== ''));
  const parsed = declaredSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`Upload-Metadata ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const d = parsed.data;
  return {
    // a profile photo is personal, whatever organization the client happens to name
    orgId: d.purpose === 'profile-photo' ? null : (d.orgId ?? null),
    purpose: d.purpose,
    name: cleanFileName(d.filename),
    customMetadata: parseCustomMetadata(d.customMetadata),
  };
};

/** What the server keeps in a staged upload's metadata: the declaration plus the uploader. */
interface StagedUploadMetadata extends DeclaredUpload {
  userId: string;
}

export const toStoredMetadata = (m: StagedUploadMetadata): Record<string, string> => ({
  userId: m.userId,
  orgId: m.orgId ?? '',
  purpose: m.purpose,
  filename: m.name,
  customMetadata: JSON.stringify(m.customMetadata),
});

export const fromStoredMetadata = (raw: Record<string, string | null> | undefined): StagedUploadMetadata | null => {
  if (!raw?.userId || !raw.purpose || !(FILE_PURPOSES as readonly string[]).includes(raw.purpose)) return null;
  return {
    userId: raw.userId,
    orgId: raw.orgId || null,
    purpose: raw.purpose as FilePurpose,
    name: raw.filename ?? 'file',
    customMetadata: raw.customMetadata ? (JSON.parse(raw.customMetadata) as Record<string, string>) : {},
  };
};
