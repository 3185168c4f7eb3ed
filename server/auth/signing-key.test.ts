import { describe, expect, it } from 'vitest';
import { getOrganizations } from '@core/api/organizations';
import { authJwks } from '../db/schema';
import { createUser } from '../test/factories';
import { call } from '../test/http';
import { useSecondProcess } from '../test/second-process';
import { useTestApp } from '../test/test-app';
import { ensureSigningKey } from './signing-key';

describe('the token signing key', () => {
  const t = useTestApp();
  const second = useSecondProcess(t);

  it('is made once when two servers start together, and a token from one is taken by the other at once', async () => {
    expect(await t.db.select().from(authJwks)).toHaveLength(0);
    await Promise.all([ensureSigningKey(t.app, t.config), ensureSigningKey(second.app(), t.config)]);
    expect(await t.db.select({ id: authJwks.id }).from(authJwks)).toHaveLength(1);

    // both servers have read the key set; a token signed on either is good on both
    const first = await createUser(t);
    const res = await call(second.app(), getOrganizations, { as: { token: first.token }, query: {} });
    expect(res.statusCode).toBe(200);
    await ensureSigningKey(t.app, t.config);
    expect(await t.db.select({ id: authJwks.id }).from(authJwks)).toHaveLength(1);
  });
});
