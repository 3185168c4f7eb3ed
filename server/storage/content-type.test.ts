import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkTypeForPurpose, cleanFileName, resolveContentType } from './content-type';
import { inspectBuffer, inspectBytes } from './inspect-bytes';
import { sniffBinaryType } from './magic-bytes';
import { StorageError } from './storage-error';

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer();

const typeOf = async (data: Buffer, name: string) => resolveContentType(await inspectBuffer(data), name);

const refused = async (data: Buffer, name: string) => {
  const error = await typeOf(data, name).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StorageError);
  expect((error as StorageError).code).toBe('invalid-argument');
  expect((error as StorageError).statusCode).toBe(415);
};

describe('magic bytes', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const)('recognises a real %s by its bytes, whatever its name', async (format, type) => {
    expect(sniffBinaryType(await image(format))).toBe(type);
    expect(await typeOf(await image(format), 'holiday.txt')).toBe(type);
  });

  it('recognises a PDF', async () => {
    expect(await typeOf(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'results.pdf')).toBe('application/pdf');
  });

  it('tells CSV from plain text by the name only when the bytes are text', async () => {
    expect(await typeOf(Buffer.from('Gender,First,Last\nF,Ada,Lovelace\n'), 'roster.csv')).toBe('text/csv');
    expect(await typeOf(Buffer.from('Meet notes: bring spikes.\n'), 'notes.txt')).toBe('text/plain');
    expect(await typeOf(Buffer.from('Héllo — ünïcode ✓\n'), 'notes')).toBe('text/plain');
  });

  it('refuses a script renamed .png', async () => {
    await refused(Buffer.from('#!/bin/sh\nrm -rf "$HOME"\n'), 'photo.png');
    await refused(Buffer.from('<script>alert(1)</script>'), 'avatar.jpg');
  });

  it('refuses types that are not on the allow-list', async () => {
    await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.svg');
    await refused(Buffer.from('<!doctype html><p>hi</p>'), 'page.html');
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), 'sheet.xlsx');
    await refused(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]), 'run.txt');
  });

  it('refuses "text" with NUL bytes or invalid UTF-8', async () => {
    await refused(Buffer.from('a,b\n1,\u00002\n'), 'data.csv');
    await refused(Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0xc3, 0x28]), 'data.csv');
    await refused(Buffer.from([0x61, 0x62, 0xe2, 0x82]), 'cut.txt');
  });

  it('checks UTF-8 across chunk boundaries', async () => {
    const text = Buffer.from('temps ✓ ok\n');
    const split = text.indexOf(0xe2) + 1;
    const facts = await inspectBytes([text.subarray(0, split), text.subarray(split)]);
    expect(facts.isText).toBe(true);
    expect(facts.size).toBe(text.length);
  });
});

describe('purposes and names', () => {
  it('allows only images as profile photos and logos', () => {
    expect(() => checkTypeForPurpose('image/png', 'profile-photo')).not.toThrow();
    expect(() => checkTypeForPurpose('application/pdf', 'logo')).toThrow(StorageError);
    expect(() => checkTypeForPurpose('text/csv', 'document')).not.toThrow();
  });

  it('keeps only the last segment of a file name, without control characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(cleanFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('x'.repeat(300)).length).toBe(255);
  });
});
