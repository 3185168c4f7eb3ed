import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FileMetadata } from '@core/api/files';
import { deleteOrganization, patchOrganization, postOrganization, type Organization } from '@core/api/organizations';
import { files, organizations } from '../../db/schema';
import { createOrganization, createUser } from '../../test/factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import * as orgs from '../../services/organizations/organizations';
import { postMultipart } from '../files/testing/uploads';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('team logos: references and deletion with the team', () => {
  const t = useTestApp();

  const upload = async (token: string, orgId: string, purpose: 'logo' | 'document', name: string) => {
    const res = await postMultipart(t.app, token, { orgId, purpose, name, data: purpose === 'logo' ? png : Buffer.from('notes\n') });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FileMetadata>();
  };
  const stored = (file: FileMetadata) => path.join(t.dataDir, 'files', file.fullPath);

  it('POST /api/organizations/post refuses a logo (none can exist before the team)', async () => {
    const u = await createUser(t);
    const res = await call(t.app, postOrganization, { as: u, body: { name: 'Logo First', logo: 'https://evil.example/logo.png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'body.logo',
      message: expect.stringMatching(/^body\.logo: add a logo once the team exists/),
    });
    expect(await t.db.select().from(organizations).where(eq(organizations.name, 'Logo First'))).toEqual([]);
    const ok = await call(t.app, postOrganization, { as: u, body: { name: 'Logo Later', logo: null } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Organization>().logo).toBeNull();
  });

  it('PATCH /api/organizations/patch takes only a logo of this team, or null', async () => {
    const { organization, owner } = await createOrganization(t);
    const { organization: other, owner: otherOwner } = await createOrganization(t);
    const logo = await upload(owner.token, organization.id, 'logo', 'logo.png');
    const doc = await upload(owner.token, organization.id, 'document', 'doc.txt');
    const otherLogo = await upload(otherOwner.token, other.id, 'logo', 'logo.png');
    const photo = (await postMultipart(t.app, owner.token, { purpose: 'profile-photo', name: 'me.png', data: png })).json<FileMetadata>();
    const q = { organizationId: organization.id };

    const ok = await call(t.app, patchOrganization, { as: owner, query: q, body: { logo: logo.publicPath } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Organization>().logo).toBe(logo.publicPath);

    for (const ref of [
      otherLogo.publicPath,
      photo.publicPath,
      `/api/files/public/${doc.id}`,
      'https://evil.example/logo.png',
      '/assets/logo.png',
    ]) {
      const res = await call(t.app, patchOrganization, { as: owner, query: q, body: { logo: ref } });
      expect(res.statusCode, String(ref)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body.logo', message: expect.stringMatching(/^body\.logo: /) });
    }
    const [row] = await t.db.select({ logo: organizations.logo }).from(organizations).where(eq(organizations.id, organization.id));
    expect(row?.logo).toBe(logo.publicPath);
    // Another team's member still gets 404 before any look at the body.
    expect((await call(t.app, patchOrganization, { as: otherOwner, query: q, body: { logo: otherLogo.publicPath } })).statusCode).toBe(404);

    const cleared = await call(t.app, patchOrganization, { as: owner, query: q, body: { logo: null } });
    expect(cleared.json<Organization>().logo).toBeNull();
  });

  it("deleting the team removes its files, rows and bytes, and leaves other teams' files", async () => {
    const { organization, owner } = await createOrganization(t);
    const { organization: other, owner: otherOwner } = await createOrganization(t);
    const logo = await upload(owner.token, organization.id, 'logo', 'logo.png');
    const doc = await upload(owner.token, organization.id, 'document', 'doc.txt');
    const kept = await upload(otherOwner.token, other.id, 'document', 'kept.txt');
    for (const f of [logo, doc, kept]) expect(existsSync(stored(f)), f.fullPath).toBe(true);

    const res = await call(t.app, deleteOrganization, { as: owner, query: { organizationId: organization.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(stored(logo))).toBe(false);
    expect(existsSync(stored(doc))).toBe(false);
    expect(await t.db.select().from(files).where(eq(files.organizationId, organization.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: logo.publicPath! })).statusCode).toBe(404);
    expect(existsSync(stored(kept))).toBe(true);
    expect((await t.db.select({ id: files.id }).from(files).where(eq(files.id, kept.id))).length).toBe(1);
  });

  it('a deletion that fails in the database keeps the files, rows and bytes', async () => {
    const { organization, owner } = await createOrganization(t);
    const doc = await upload(owner.token, organization.id, 'document', 'doc.txt');
    // A trigger makes the delete itself fail, after the files were taken in the same transaction.
    await t.db.execute(
      sql.raw(`
      create function refuse_org_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$;
      create trigger refuse_org_delete before delete on organizations
        for each row when (old.id = '${organization.id}') execute function refuse_org_delete();`),
    );
    try {
      const res = await call(t.app, deleteOrganization, { as: owner, query: { organizationId: organization.id } });
      expect(res.statusCode).toBe(500);
      await expect(orgs.deleteOrganization(t.db, organization.id, { backend: t.app.storage.backend })).rejects.toThrow();
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_org_delete on organizations; drop function refuse_org_delete();'));
    }
    expect(existsSync(stored(doc))).toBe(true);
    expect((await t.db.select({ id: files.id }).from(files).where(eq(files.id, doc.id))).length).toBe(1);
    expect((await call(t.app, deleteOrganization, { as: owner, query: { organizationId: organization.id } })).statusCode).toBe(200);
    expect(existsSync(stored(doc))).toBe(false);
  });
});
