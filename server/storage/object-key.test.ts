import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newFileId, objectKey, safeJoin } from './object-key';
import { StorageError } from './storage-error';

const root = path.resolve('/srv/splits/files');

describe('object keys', () => {
  it('puts an organization file under the organization and a profile photo under its user', () => {
    const org = newFileId();
    const user = newFileId();
    const file = newFileId();
    expect(objectKey({ organizationId: org, userId: user }, file)).toBe(`${org}/${file}`);
    expect(objectKey({ organizationId: null, userId: user }, file)).toBe(`users/${user}/${file}`);
  });

  it('refuses owners or ids that are not uuids', () => {
    expect(() => objectKey({ organizationId: '../x', userId: newFileId() }, newFileId())).toThrow(StorageError);
    expect(() => objectKey({ organizationId: null, userId: newFileId() }, 'photo.png')).toThrow(StorageError);
  });

  it('joins a valid key under the root', () => {
    expect(safeJoin(root, 'users/abc-1/def-2')).toBe(path.join(root, 'users', 'abc-1', 'def-2'));
  });

  it.each([
    '../outside',
    'org/../../etc/passwd',
    '/etc/passwd',
    'org//file',
    'org/./file',
    'org/..',
    'org\\..\\file',
    'org/file\u0000.png',
    'org/%2e%2e/file',
    'org/file.png',
    'single',
    'a/b/c/d',
    '',
  ])('refuses the traversal attempt %j', (key) => {
    expect(() => safeJoin(root, key)).toThrow(StorageError);
  });
});
