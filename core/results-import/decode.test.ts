import { describe, expect, it } from 'vitest';
import { decodeImportBytes, detectEncoding } from './decode';
import { parseLif } from './lif';

/** The accented .lif of fixtures/girls-1600m-*.lif (those files are read as bytes by the API test; core does no I/O). */
const ACCENTS = [
  '8,Final,1,Girls 1600 Meter Run,,,1600m.lyt,13:00:00.000,10.000,1600,13:00:05.000',
  '1,501,1,Núñez,José,Lincoln High School,5:12.33,,,,,,,,',
  '2,502,2,Brontë,Zoë,Roosevelt High School,5:14.80,,,,,,,,',
  '',
].join('\r\n');
/** Latin-1 letters are the same bytes in Windows-1252. */
const windows1252 = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const utf8 = (text: string) => new TextEncoder().encode(text);
const NUL_OR_BOM = new RegExp(`[${String.fromCharCode(0)}\uFEFF\uFFFD]`);
const utf16 = (text: string, littleEndian: boolean, bom: boolean): Uint8Array => {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(out.buffer);
  [...(bom ? '\uFEFF' : ''), ...text].forEach((c, i) => view.setUint16(i * 2, c.charCodeAt(0), littleEndian));
  return out;
};

describe('decodeImportBytes', () => {
  it.each([
    ['FinishLynx UTF-16 with its byte-order mark', utf16(ACCENTS, true, true), 'utf-16le'],
    ['Windows-1252 (Hy-Tek, Excel)', windows1252(ACCENTS), 'windows-1252'],
    ['UTF-8', utf8(ACCENTS), 'utf-8'],
  ])('%s', (_label, bytes, encoding) => {
    const { text, encoding: found } = decodeImportBytes(bytes);
    expect(found).toBe(encoding);
    expect(text).toBe(ACCENTS);
    expect(text).not.toMatch(NUL_OR_BOM);
  });

  it('reads the accented names of a UTF-16 and a Windows-1252 .lif alike, without NULs', () => {
    for (const bytes of [utf16(ACCENTS, true, true), windows1252(ACCENTS)]) {
      const out = parseLif(decodeImportBytes(bytes).text);
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
    expect(decodeImportBytes(bytes).text).not.toMatch(NUL_OR_BOM);
  });

  it('decodes UTF-16 text to the same text as its UTF-8 form', () => {
    const text = '3,1,1,Girls 100 Meter Dash,+1.3\r\n1,412,4,Núñez,José,Lincoln,12.41';
    expect(decodeImportBytes(utf16(text, true, true)).text).toBe(text);
    expect(decodeImportBytes(utf16(text, false, false)).text).toBe(text);
  });
});
