import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseImageSource } from './image-source';
import { StorageError } from '../storage/storage-error';

const PUBLIC = 'https://team.example.org';
const id = randomUUID();

const refused = (url: string) => {
  let error: unknown;
  try {
    parseImageSource(url, PUBLIC);
  } catch (e) {
    error = e;
  }
  expect(error, url).toBeInstanceOf(StorageError);
  expect((error as StorageError).code).toBe('invalid-url');
  expect((error as StorageError).statusCode).toBe(400);
};

describe('image endpoint url', () => {
  it("accepts the store's public images, signed links and static images", () => {
    expect(parseImageSource(`/api/files/public/${id}`, PUBLIC)).toEqual({ kind: 'public-file', fileId: id });
    expect(parseImageSource(`${PUBLIC}/api/files/public/${id}`, PUBLIC)).toEqual({ kind: 'public-file', fileId: id });
    expect(parseImageSource('/api/files/download?token=abc.def', PUBLIC)).toEqual({ kind: 'signed-file', token: 'abc.def' });
    expect(parseImageSource('/assets/hero-Ab12_x.webp', PUBLIC)).toEqual({ kind: 'static', relativePath: 'assets/hero-Ab12_x.webp' });
    expect(parseImageSource('/images/team/track.jpg', PUBLIC)).toEqual({ kind: 'static', relativePath: 'images/team/track.jpg' });
  });

  it.each([
    'http://other-host.example/photo.png',
    'https://team.example.org.evil.test/api/files/public/x',
    'http://team.example.org/api/files/public/' + id, // another scheme is another origin
    `https://user:pw@team.example.org/api/files/public/${id}`,
    '//other-host.example/photo.png',
    '/\\other-host.example/photo.png',
    'file:///etc/passwd',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'ftp://team.example.org/x.png',
    '../secret.png',
    'photo.png',
    '/assets/../../etc/passwd',
    '/assets/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fetc%2fpasswd.png',
    '/assets/%2e%2e%2fconfig.png',
    '/assets/photo.svg',
    '/assets/photo.png?x=1',
    '/index.html',
    '/api/files/public/not-a-uuid',
    `/api/files/public/${id}/../../secret`,
    `/api/files/public/${id}?x=1`,
    '/api/files/download',
    '/api/files/download?token=a&url=http://evil',
    '/api/images/get?url=/assets/a.png&width=320',
    '/data/files/org/file',
    '',
  ])('refuses %j with 400 invalid-url', (url) => refused(url));
});
