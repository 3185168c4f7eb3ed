import { IMAGE_ONLY_PURPOSES, isImageContentType, type AllowedContentType, type FilePurpose } from '@core/api/files';
import type { ByteFacts } from './inspect-bytes';
import { sniffBinaryType } from './magic-bytes';
import { StorageError } from './storage-error';

const TEXT_EXTENSIONS: Record<string, 'text/csv' | 'text/plain'> = {
  csv: 'text/csv',
  tsv: 'text/plain',
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  md: 'text/plain',
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const refusedType = () =>
  new StorageError(
    'invalid-argument',
    'This type of file is not allowed. Upload an image (JPEG, PNG, WebP, GIF, AVIF), a PDF, a CSV or a plain text file.',
    415,
  );

/**
 * The type a file is stored with, decided by its bytes: a binary type its magic bytes prove, or
 * text (valid UTF-8, no NUL) named as text. A file whose bytes are text but whose name claims
 * another type (a script renamed .png) is refused. The name only tells csv from plain text.
 */
export const resolveContentType = (facts: Pick<ByteFacts, 'head' | 'isText'>, name: string): AllowedContentType => {
  const binary = sniffBinaryType(facts.head);
  if (binary) return binary;
  if (!facts.isText) throw refusedType();
  const ext = extensionOf(name);
  if (ext === '') return 'text/plain';
  const textType = TEXT_EXTENSIONS[ext];
  if (!textType) throw refusedType();
  return textType;
};

/** Profile photos, logos and athlete photos must be images. */
export const checkTypeForPurpose = (contentType: AllowedContentType, purpose: FilePurpose): void => {
  if (IMAGE_ONLY_PURPOSES.includes(purpose) && !isImageContentType(contentType)) {
    throw new StorageError('invalid-argument', 'A photo or logo must be an image (JPEG, PNG, WebP, GIF or AVIF).', 415);
  }
};

/** A file name fit to keep as metadata: no path, no control characters, at most 255 characters. */
export const cleanFileName = (raw: string | undefined | null): string => {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return cleaned || 'file';
};
