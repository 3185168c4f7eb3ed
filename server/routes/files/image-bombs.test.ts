import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOrganization } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { postMultipart } from './testing/uploads';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small file whose PNG header declares width × height (its data holds a few rows only). */
const declaredPng = (width: number, height: number): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A 20000x20000 PNG and a JPEG signature followed by garbage were stored as athlete photos. */
describe('photos and logos are checked as images at upload', () => {
  const t = useTestApp();

  it('refuses a header over the pixel limit and undecodable bytes, for every image purpose; takes a real image', async () => {
    const { organization, owner } = await createOrganization(t);
    const bomb = declaredPng(20_000, 20_000);
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x5a)]);
    for (const purpose of ['athlete-photo', 'logo', 'profile-photo'] as const) {
      const orgId = purpose === 'profile-photo' ? undefined : organization.id;
      const big = await postMultipart(t.app, owner.token, { orgId, purpose, name: 'bomb.png', type: 'image/png', data: bomb });
      expect(big.statusCode, big.body).toBe(422);
      expect(big.json()).toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(/too large to process \(more than 40 megapixels\)/),
      });
      const bad = await postMultipart(t.app, owner.token, { orgId, purpose, name: 'photo.jpg', type: 'image/jpeg', data: garbage });
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json()).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/not an image/) });
    }
    const stored = await t.pool.query('select count(*)::int as n from files');
    expect(stored.rows[0].n).toBe(0);
    const real = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const ok = await postMultipart(t.app, owner.token, {
      orgId: organization.id,
      purpose: 'athlete-photo',
      name: 'ok.jpg',
      type: 'image/jpeg',
      data: real,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // an attachment is not an image purpose: the same garbage is just a file there
    const attachment = await postMultipart(t.app, owner.token, {
      orgId: organization.id,
      purpose: 'attachment',
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: garbage,
    });
    expect(attachment.statusCode, attachment.body).toBe(200);
  });
});
