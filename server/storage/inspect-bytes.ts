import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { SNIFF_BYTES, TextChecker } from './magic-bytes';

/** What one pass over a file's bytes tells: size, MD5 (base64, as object stores give it), head, text. */
export interface ByteFacts {
  size: number;
  md5Base64: string;
  head: Buffer;
  isText: boolean;
}

/** Reads the bytes once, computing everything the allow-list and the metadata need. */
export const inspectBytes = async (chunks: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>): Promise<ByteFacts> => {
  const md5 = createHash('md5');
  const text = new TextChecker();
  const headParts: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  for await (const raw of chunks) {
    const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    md5.update(chunk);
    text.push(chunk);
    size += chunk.length;
    if (headLength < SNIFF_BYTES) {
      headParts.push(chunk.subarray(0, SNIFF_BYTES - headLength));
      headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
    }
  }
  return { size, md5Base64: md5.digest('base64'), head: Buffer.concat(headParts), isText: text.end() };
};

export const inspectFile = (filePath: string): Promise<ByteFacts> => inspectBytes(createReadStream(filePath));

export const inspectBuffer = (data: Buffer): Promise<ByteFacts> => inspectBytes([data]);
