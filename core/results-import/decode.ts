/**
 * A results file's bytes as text. Timing and meet software write several encodings: FinishLynx
 * writes UTF-16 (little-endian, with a byte-order mark), Hy-Tek and Excel on Windows write
 * Windows-1252, everything newer writes UTF-8. The encoding is read from the byte-order mark, else
 * from where the NUL bytes sit (UTF-16 text of Latin letters has a NUL in every other byte), else
 * UTF-8 when the bytes are valid UTF-8, else Windows-1252 (every byte is a character there).
 * The browser decodes the file before it sends the text, so the request body is always UTF-8 text
 * without NULs (the server refuses a NUL in any request: decision 040).
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The encoding of a file's bytes (see the file's comment for the order of the checks). */
export const detectEncoding = (bytes: Uint8Array): TextEncodingName => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  const n = Math.min(bytes.length, 4096);
  const sample = bytes.subarray(0, n - (n % 2));
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenNul++;
    else oddNul++;
  }
  const pairs = sample.length / 2;
  // Latin text in UTF-16: the high byte of most characters is 0
  if (pairs > 0 && oddNul > pairs / 2 && evenNul < oddNul / 4) return 'utf-16le';
  if (pairs > 0 && evenNul > pairs / 2 && oddNul < evenNul / 4) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
};

const NUL = String.fromCharCode(0);

/** The text of a file's bytes, without its byte-order mark and without NUL characters. */
export const decodeImportBytes = (bytes: Uint8Array): { text: string; encoding: TextEncodingName } => {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops the byte-order mark itself; a stray NUL (padding at the end of a file) goes too
  const text = new TextDecoder(encoding).decode(bytes).split(NUL).join('');
  return { text, encoding };
};
