import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

/**
 * Tables that reach `organizations` through a foreign key but are not a team's rows: the only ones
 * allowed without an `organization_id` column. A new table reaching a team (directly or through a
 * parent row) carries the column, the future distribution column (docs/scaling.md), or is named
 * here with the reason.
 */
const NOT_TEAM_OWNED: Record<string, string> = {};

/** Tables whose organization_id is not a NOT NULL foreign key deleted with the team, and why. */
const TEAM_COLUMN_EXCEPTIONS: Record<string, string> = {
  files: 'null for a profile photo, which belongs to its user (docs/scaling.md)',
  historical_records: 'no foreign key: triggers check the team and delete its records with it (decision 030)',
};

describe('team-owned tables', () => {
  const t = useTestApp();

  it('every table with a foreign key path to organizations has its own organization_id', async () => {
    const { rows } = await t.pool.query<{ table_name: string; has_column: boolean }>(`
      with recursive fk as (
        select distinct tc.table_name as child, ctu.table_name as parent
          from information_schema.table_constraints tc
          join information_schema.constraint_table_usage ctu
            on ctu.constraint_schema = tc.constraint_schema and ctu.constraint_name = tc.constraint_name
         where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and tc.table_name <> ctu.table_name
      ), team as (
        select child as table_name from fk where parent = 'organizations'
        union
        select fk.child from fk join team on team.table_name = fk.parent
      )
      select team.table_name, exists (
          select 1 from information_schema.columns c
           where c.table_schema = 'public' and c.table_name = team.table_name and c.column_name = 'organization_id'
        ) as has_column
        from team order by 1`);
    // the query found the tables it is about (a broken query finding none would pass below)
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['athletes', 'messaging_attachments', 'messaging_channel_members', 'messaging_reads', 'relay_legs']),
    );
    const missing = rows.filter((r) => !r.has_column && !(r.table_name in NOT_TEAM_OWNED)).map((r) => r.table_name);
    expect(missing).toEqual([]);
    // the allow-list names only tables the query finds, and none that has the column after all
    for (const table of Object.keys(NOT_TEAM_OWNED)) expect(rows.find((r) => r.table_name === table)).toMatchObject({ has_column: false });
  });

  it('organization_id is NOT NULL and a foreign key to organizations (deleted with the team) on every table that has it', async () => {
    const { rows } = await t.pool.query<{ table_name: string; is_nullable: string; delete_rule: string | null }>(`
      select c.table_name, c.is_nullable, (
          select rc.delete_rule
            from information_schema.key_column_usage k
            join information_schema.referential_constraints rc
              on rc.constraint_schema = k.constraint_schema and rc.constraint_name = k.constraint_name
            join information_schema.constraint_table_usage ctu
              on ctu.constraint_schema = k.constraint_schema and ctu.constraint_name = k.constraint_name
           where k.table_schema = 'public' and k.table_name = c.table_name and k.column_name = 'organization_id'
             and ctu.table_name = 'organizations'
           limit 1
        ) as delete_rule
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
       where c.table_schema = 'public' and c.column_name = 'organization_id'
       order by 1`);
    expect(rows.length).toBeGreaterThan(20);
    const off = rows.filter((r) => r.is_nullable !== 'NO' || r.delete_rule !== 'CASCADE').map((r) => r.table_name);
    expect(off).toEqual(Object.keys(TEAM_COLUMN_EXCEPTIONS).sort());
  });
});
