import { randomBytes } from 'node:crypto';

const hex = (n: number, digits: number) => n.toString(16).padStart(digits, '0');

/**
 * `count` new UUIDs (version 7, RFC 9562) in ascending order: the time in milliseconds, 26 random
 * bits, then a 48-bit counter from a random start. Rows copied in with them append to the primary
 * key's index, where random ids (and `gen_random_uuid()` per row) land all over it; a clash with
 * another batch needs the same millisecond, the same random bits and overlapping counters.
 */
export const orderedUuids = (count: number, now = Date.now()): string[] => {
  const r = randomBytes(10);
  const time = hex(now, 12);
  const randA = hex(r.readUInt16BE(0) & 0xfff, 3);
  const randB = hex(0x8000 | (r.readUInt16BE(2) & 0x3fff), 4);
  // the counter's start leaves room for `count` more below 2^48
  const start = Math.floor((r.readUIntBE(4, 6) / 2 ** 48) * (2 ** 48 - count));
  const prefix = `${time.slice(0, 8)}-${time.slice(8)}-7${randA}-${randB}-`;
  const ids = new Array<string>(count);
  for (let i = 0; i < count; i++) ids[i] = prefix + hex(start + i, 12);
  return ids;
};
