import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('npm run admin:grant -- email', () => {
  const t = useTestApp();

  const grant = (email: string) =>
    run(process.execPath, ['--import', 'tsx', 'server/scripts/admin-grant.ts', '--', email], {
      cwd: repo,
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.dataDir },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('makes the profile with that email (any case) a product admin', async () => {
    const u = await createUser(t, { email: `Coach-${Date.now()}@Example.test` });
    const res = await grant(u.email.toLowerCase());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('is now a product admin');
    const [row] = await t.db.select().from(users).where(eq(users.uid, u.uid));
    expect(row!.isProductAdmin).toBe(true);
  });

  it('exits non-zero with a message when no profile has the email', async () => {
    const res = await grant('nobody@example.test');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('No user profile has the email nobody@example.test');
  });
});
