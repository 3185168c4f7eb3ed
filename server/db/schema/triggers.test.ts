import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { triggerList } from './triggers';

describe('the triggers of the schema', () => {
  const t = useTestApp();

  it('are exactly those server/db/schema/triggers.ts names (a migration adding or dropping one updates it)', async () => {
    const { rows } = await t.pool.query<{ line: string }>(
      `select c.relname || ' ' || t.tgname || ' ' || p.proname as line
         from pg_trigger t
         join pg_class c on c.oid = t.tgrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and n.nspname = 'public'`,
    );
    expect(rows.map((r) => r.line).sort()).toEqual(triggerList());
  });
});
