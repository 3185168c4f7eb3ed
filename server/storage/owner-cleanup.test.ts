import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileMetadata } from '@core/api/files';
import { HttpError } from '../http/http-error';
import { createOrganization, createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { postMultipart } from '../routes/files/testing/uploads';
import { checkLogoReference, checkProfilePhotoReference } from './image-reference';
import { removeOwnerFiles } from './owner-cleanup';

const t = useTestApp();
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('image references and cleanup', () => {
  it('accepts only your own profile photo and your team logo as references', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const { organization, owner } = await createOrganization(t);
    const photo = (await postMultipart(t.app, me.token, { purpose: 'profile-photo', name: 'me.png', data: png })).json<FileMetadata>();
    const logo = (
      await postMultipart(t.app, owner.token, { orgId: organization.id, purpose: 'logo', name: 'l.png', data: png })
    ).json<FileMetadata>();

    await expect(checkProfilePhotoReference(t.db, photo.publicPath, me.user!.id)).resolves.toBeUndefined();
    await expect(checkProfilePhotoReference(t.db, null, me.user!.id)).resolves.toBeUndefined();
    for (const ref of [photo.publicPath, logo.publicPath, 'https://evil.example/a.png', '/api/files/public/x']) {
      await expect(checkProfilePhotoReference(t.db, ref, other.user!.id)).rejects.toBeInstanceOf(HttpError);
    }
    await expect(checkLogoReference(t.db, logo.publicPath, organization.id)).resolves.toBeUndefined();
    await expect(checkLogoReference(t.db, photo.publicPath, organization.id)).rejects.toMatchObject({
      statusCode: 400,
      field: 'body.logo',
    });
  });

  it("removes an organization's rows and bytes", async () => {
    const { organization, owner } = await createOrganization(t);
    const doc = (
      await postMultipart(t.app, owner.token, { orgId: organization.id, name: 'a.txt', data: Buffer.from('a\n') })
    ).json<FileMetadata>();
    const stored = path.join(t.dataDir, 'files', organization.id, doc.id);
    expect(existsSync(stored)).toBe(true);
    expect(await removeOwnerFiles(t.app.storage, { organizationId: organization.id })).toBe(1);
    expect(existsSync(stored)).toBe(false);
    expect(await removeOwnerFiles(t.app.storage, { organizationId: organization.id })).toBe(0);
  });
});
