import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeImportBytes, detectEncoding } from './decode';
import { parseLif } from './lif';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const utf16 = (text: string, littleEndian: boolean, bom: boolean): Uint8Array => {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(out.buffer);
  [...(bom ? '\uFEFF' : ''), ...text].forEach((c, i) => view.setUint16(i * 2, c.charCodeAt(0), littleEndian));
  return out;
};

describe('decodeImportBytes', () => {
  it.each([
    ['FinishLynx UTF-16 with its byte-order mark', 'girls-1600m-utf16.lif', 'utf-16le'],
    ['Windows-1252 (Hy-Tek, Excel)', 'girls-1600m-windows1252.lif', 'windows-1252'],
    ['UTF-8', 'girls-100m-final.lif', 'utf-8'],
  ])('%s', (_label, file, encoding) => {
    const { text, encoding: found } = decodeImportBytes(fixture(file));
    expect(found).toBe(encoding);
    expect(text).not.toMatch(/[\u0000\uFEFF\uFFFD]/);
  });

  it('reads the accented names of a UTF-16 and a Windows-1252 .lif alike, without NULs', () => {
    for (const file of ['girls-1600m-utf16.lif', 'girls-1600m-windows1252.lif']) {
      const out = parseLif(decodeImportBytes(fixture(file)).text);
      expect(out.problems).toEqual([]);
      expect(out.rows.map((r) => `${r.first} ${r.last} ${r.mark}`)).toEqual(['José Núñez 5:12.33', 'Zoë Brontë 5:14.80']);
    }
  });

  it.each([
    ['UTF-16LE without a byte-order mark', utf16('3,1,1,Girls 100,+1.3\r\n1,1,1,Okafor,Maya,LHS,12.41', true, false), 'utf-16le'],
    ['UTF-16BE with a byte-order mark', utf16('3,1,1,Girls 100,+1.3', false, true), 'utf-16be'],
    ['UTF-16BE without one', utf16('3,1,1,Girls 100,+1.3', false, false), 'utf-16be'],
    ['UTF-8 with a byte-order mark', new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa9]), 'utf-8'],
    ['a lone 0xE9 is Windows-1252 é', new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]), 'windows-1252'],
  ])('%s', (_label, bytes, encoding) => {
    expect(detectEncoding(bytes)).toBe(encoding);
    expect(decodeImportBytes(bytes).text).not.toMatch(/[\u0000\uFEFF]/);
  });

  it('decodes UTF-16 text to the same text as its UTF-8 form', () => {
    const text = '3,1,1,Girls 100 Meter Dash,+1.3\r\n1,412,4,Núñez,José,Lincoln,12.41';
    expect(decodeImportBytes(utf16(text, true, true)).text).toBe(text);
    expect(decodeImportBytes(utf16(text, false, false)).text).toBe(text);
  });
});
