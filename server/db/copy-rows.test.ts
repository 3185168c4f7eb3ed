import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { copyRows, csvCell, type CopyColumn } from './copy-rows';

describe('copyRows (COPY FROM STDIN)', () => {
  const t = useTestApp();

  const awkward = ['', ' ', 'a,b', 'say "hi"', 'line\nbreak', 'cr\rhere', 'back\\slash', '\\N', 'NULL', 'Zoë Ō’Brien', 'tab\there'];

  it('stores every awkward text, list and null exactly as given, in pieces, and counts the rows', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('create temp table copy_probe (n integer, t text, names text[], flag boolean, d date)');
      type Row = { n: number; t: string | null; names: string[]; flag: boolean | null; d: string | null };
      const rows: Row[] = [];
      // enough rows for several 64 KB pieces
      for (let i = 0; i < 6_000; i++) {
        rows.push({
          n: i,
          t: i % 13 === 12 ? null : awkward[i % awkward.length]!,
          names: i % 5 === 0 ? [] : [awkward[i % awkward.length]!, `Runner ${i}`, '{"x"}'],
          flag: i % 3 === 0 ? null : i % 2 === 0,
          d: i % 7 === 0 ? null : '2024-05-17',
        });
      }
      const columns: CopyColumn<Row>[] = [
        ['n', (r) => r.n],
        ['t', (r) => r.t],
        ['names', (r) => r.names],
        ['flag', (r) => r.flag],
        ['d', (r) => r.d],
      ];
      expect(await copyRows(client, 'copy_probe', columns, rows)).toBe(rows.length);
      const back = await client.query<Row>("select n, t, names, flag, to_char(d, 'YYYY-MM-DD') as d from copy_probe order by n");
      expect(back.rows).toEqual(rows);
    } finally {
      client.release();
    }
  });

  it('a row the table refuses saves none of them', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('create temp table copy_checked (n integer check (n < 1000))');
      const rows = Array.from({ length: 2_000 }, (_, i) => i);
      await expect(copyRows(client, 'copy_checked', [['n', (n) => n]], rows)).rejects.toThrow(/copy_checked_n_check/);
      expect((await client.query('select count(*)::int as c from copy_checked')).rows[0]).toEqual({ c: 0 });
    } finally {
      client.release();
    }
  });

  it('quotes only what it must; null and the empty text differ', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('""');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(['O"Neil', 'x\\y'])).toBe('"{""O\\""Neil"",""x\\\\y""}"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(false)).toBe('false');
    expect(csvCell([])).toBe('{}');
    expect(csvCell(['a', 'b c'])).toBe('"{""a"",""b c""}"');
  });
});
