import type { FastifyReply } from 'fastify';
import type { FileRow } from '../../db/schema/files';
import type { StorageContext } from '../../storage/storage-context';
import { openFile } from '../../storage/file-service';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
const contentDisposition = (kind: 'attachment' | 'inline', name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** Streams a stored file with safe headers: never sniffed, never run as a page, sandboxed. */
export const sendStoredFile = async (
  ctx: StorageContext,
  reply: FastifyReply,
  file: FileRow,
  options: { disposition: 'attachment' | 'inline'; cacheControl: string },
) => {
  const { stream } = await openFile(ctx, file);
  const type = file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType;
  return reply
    .header('content-type', type)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(options.disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', options.cacheControl)
    .header('etag', `"${Buffer.from(file.md5Hash, 'base64').toString('hex')}"`)
    .send(stream);
};
