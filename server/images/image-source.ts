import { FILE_DOWNLOAD_PATH, PUBLIC_FILE_PATH_PREFIX } from '@core/api/files';
import { isUuid } from '../storage/object-key';
import { StorageError } from '../storage/storage-error';

/** Where an image comes from: always this app's own store or its own static images. */
export type ImageSource =
  { kind: 'public-file'; fileId: string } | { kind: 'signed-file'; token: string } | { kind: 'static'; relativePath: string };

/** Static image folders of the built web app that the endpoint may read. */
const STATIC_IMAGE_PREFIXES = ['/assets/', '/images/'] as const;
const STATIC_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'avif'] as const;

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const BASE = 'http://splits.internal';

export const refusedUrl = () =>
  new StorageError(
    'invalid-url',
    "url: only this app's own images can be resized (/api/files/public/…, a signed download link, or /assets/…)",
  );

/**
 * Parses the endpoint's `url`. Relative paths of this app only (or absolute ones on its own public
 * origin); never another host, another scheme, a protocol-relative URL, a backslash or a path
 * that climbs out of its folder. Nothing is ever fetched from a network address.
 */
export const parseImageSource = (raw: string, publicUrl: string): ImageSource => {
  const own = new URL(publicUrl).origin;
  let target: URL;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let absolute: URL;
    try {
      absolute = new URL(raw);
    } catch {
      throw refusedUrl();
    }
    if (absolute.origin !== own || absolute.username || absolute.password) throw refusedUrl();
    target = new URL(`${absolute.pathname}${absolute.search}`, BASE);
  } else {
    if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) throw refusedUrl();
    try {
      target = new URL(raw, BASE);
    } catch {
      throw refusedUrl();
    }
    if (target.origin !== BASE) throw refusedUrl();
  }
  const path = target.pathname;

  if (path.startsWith(PUBLIC_FILE_PATH_PREFIX)) {
    const fileId = path.slice(PUBLIC_FILE_PATH_PREFIX.length);
    if (!isUuid(fileId) || target.search) throw refusedUrl();
    return { kind: 'public-file', fileId };
  }
  if (path === FILE_DOWNLOAD_PATH) {
    const token = target.searchParams.get('token');
    if (!token || [...target.searchParams.keys()].length !== 1) throw refusedUrl();
    return { kind: 'signed-file', token };
  }
  const prefix = STATIC_IMAGE_PREFIXES.find((p) => path.startsWith(p));
  if (prefix && !target.search) {
    let segments: string[];
    try {
      segments = path
        .slice(1)
        .split('/')
        .map((s) => decodeURIComponent(s));
    } catch {
      throw refusedUrl();
    }
    const ext = segments.at(-1)?.split('.').pop()?.toLowerCase() ?? '';
    if (segments.every((s) => SEGMENT.test(s) && !s.includes('..')) && (STATIC_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) {
      return { kind: 'static', relativePath: segments.join('/') };
    }
  }
  throw refusedUrl();
};
