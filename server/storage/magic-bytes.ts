import type { AllowedContentType } from '@core/api/files';

/** How many leading bytes the sniffer needs (an AVIF ftyp box lists its brands in these). */
export const SNIFF_BYTES = 64;

const ascii = (head: Buffer, start: number, text: string): boolean =>
  head.length >= start + text.length && head.toString('latin1', start, start + text.length) === text;

const startsWith = (head: Buffer, bytes: readonly number[]): boolean => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/** AVIF is an ISO-BMFF file whose ftyp box names the brand avif (still) or avis (sequence). */
const isAvif = (head: Buffer): boolean => {
  if (!ascii(head, 4, 'ftyp') || head.length < 16) return false;
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
};

/** The binary type the first bytes prove, or null (text, or something not on the allow-list). */
export const sniffBinaryType = (head: Buffer): Exclude<AllowedContentType, 'text/csv' | 'text/plain'> | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (isAvif(head)) return 'image/avif';
  if (ascii(head, 0, '%PDF-')) return 'application/pdf';
  return null;
};

/**
 * Checks, chunk by chunk, that bytes are UTF-8 text: valid sequences, no NUL and no control
 * characters other than tab, line feed, form feed, carriage return and escape.
 */
export class TextChecker {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private text = true;

  get isText(): boolean {
    return this.text;
  }

  push(chunk: Buffer): void {
    if (!this.text) return;
    for (let i = 0; i < chunk.length; i += 1) {
      const b = chunk[i]!;
      if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1b) {
        this.text = false;
        return;
      }
      if (b === 0x7f) {
        this.text = false;
        return;
      }
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.text = false;
    }
  }

  end(): boolean {
    if (this.text) {
      try {
        this.decoder.decode();
      } catch {
        this.text = false;
      }
    }
    return this.text;
  }
}
