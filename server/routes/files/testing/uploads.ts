import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Upload, type DetailedError } from 'tus-js-client';
import { uploadFile, type FileMetadata, type FilePurpose } from '@core/api/files';

export const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');

/** Bytes that look like nothing in particular (compress badly, never valid UTF-8 for long). */
export const noise = (size: number, seed = 1): Buffer => {
  const out = Buffer.alloc(size);
  let x = seed * 2654435761;
  for (let i = 0; i < size; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
};

/** A real PDF header followed by `size` bytes in total: passes the magic-byte check. */
export const pdfOf = (size: number, seed = 1): Buffer => {
  const data = noise(size, seed);
  Buffer.from('%PDF-1.7\n').copy(data);
  return data;
};

export interface MultipartInput {
  orgId?: string;
  purpose?: FilePurpose;
  name: string;
  type?: string;
  data: Buffer;
  customMetadata?: string;
  field?: string;
}

/** POST /api/files/post with a real multipart/form-data body. */
export const postMultipart = async (app: FastifyInstance, token: string | null, input: MultipartInput) => {
  const form = new FormData();
  if (input.customMetadata !== undefined) form.append('customMetadata', input.customMetadata);
  form.append(
    input.field ?? 'file',
    new Blob([new Uint8Array(input.data)], { type: input.type ?? 'application/octet-stream' }),
    input.name,
  );
  const request = new Request('http://splits.test/', { method: 'POST', body: form });
  const query: Record<string, string> = {};
  if (input.orgId) query.orgId = input.orgId;
  if (input.purpose) query.purpose = input.purpose;
  return app.inject({
    method: 'POST',
    url: uploadFile.path,
    query,
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
};

export interface TusInput {
  baseUrl: string;
  token: string;
  data: Buffer;
  metadata: Record<string, string>;
  chunkSize?: number;
  uploadUrl?: string;
  /** abort (without terminating) once this many bytes were sent */
  abortAfterBytes?: number;
}

export type TusOutcome =
  | { kind: 'success'; url: string; body: string; firstOffset: number }
  | { kind: 'aborted'; url: string }
  | { kind: 'error'; status: number; body: string; message: string; url: string };

/** Runs tus-js-client (the browser's uploader, here in Node) against the listening app. */
export const tusUpload = (input: TusInput): Promise<TusOutcome> =>
  new Promise((resolve) => {
    let firstOffset = -1;
    const upload: Upload = new Upload(input.data, {
      endpoint: `${input.baseUrl}/api/files/tus/`,
      uploadUrl: input.uploadUrl ?? null,
      headers: { Authorization: `Bearer ${input.token}` },
      metadata: input.metadata,
      chunkSize: input.chunkSize ?? 1024 * 1024,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onBeforeRequest: (req) => {
        if (req.getMethod() === 'PATCH' && firstOffset < 0) firstOffset = Number(req.getHeader('Upload-Offset'));
      },
      onProgress: (sent) => {
        if (input.abortAfterBytes !== undefined && sent >= input.abortAfterBytes) {
          void upload.abort(false).then(() => resolve({ kind: 'aborted', url: upload.url ?? '' }));
        }
      },
      onSuccess: ({ lastResponse }) => resolve({ kind: 'success', url: upload.url ?? '', body: lastResponse.getBody(), firstOffset }),
      onError: (error) => {
        const res = (error as DetailedError).originalResponse;
        resolve({
          kind: 'error',
          status: res?.getStatus() ?? 0,
          body: res?.getBody() ?? '',
          message: error.message,
          url: upload.url ?? '',
        });
      },
    });
    upload.start();
  });

export const parseFile = (body: string): FileMetadata => JSON.parse(body) as FileMetadata;
