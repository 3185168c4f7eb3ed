// Records bulk import (issue 10): BENCH_IMPORT_ROWS (default 100,000) historical record rows read,
// checked and committed all or nothing by the records import's own functions (the API's 1 MB body
// takes about 15,000 rows per paste, so the service is driven in-process), against a COPY of the
// same rows into a bare table (no index, constraint or trigger) in the same database. Figures only.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDrizzle } from '../server/db/database';
import { csvCell, type CopyCell } from '../server/db/copy-rows';
import { checkRecordRows, commitRecordRows, RECORD_COPY_COLUMNS } from '../server/services/records/import';
import type { BenchContext, BenchRow } from './context';
import { BENCH_ROUNDS } from './load';
import { createTeam } from './teams';

const EVENTS: [string, (i: number) => string][] = [
  ['100m', (i) => (10.5 + (i % 200) / 100).toFixed(2)],
  ['400m', (i) => (47 + (i % 900) / 100).toFixed(2)],
  ['1600m', (i) => `4:${String(10 + (i % 40)).padStart(2, '0')}.${String(i % 100).padStart(2, '0')}`],
  ['long-jump', (i) => (5.5 + (i % 200) / 100).toFixed(2)],
  ['shot-put', (i) => (10 + (i % 900) / 100).toFixed(2)],
];

/** `n` distinct record rows as a coach would paste them (Event, Gender, Athlete, Mark, Date, Meet, Grade). */
const importText = (n: number): string => {
  const lines = ['Event,Gender,Athlete,Mark,Date,Meet,Grade'];
  for (let i = 0; i < n; i += 1) {
    const [event, mark] = EVENTS[i % EVENTS.length]!;
    const day = new Date(Date.UTC(1960, 3, 1) + (i % 20_000) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${event},${i % 2 ? 'Boys' : 'Girls'},Alumnus ${i},${mark(i)},${day},League Finals ${1960 + (i % 60)},${9 + (i % 4)}`);
  }
  return lines.join('\n');
};

export const benchRecordsImport = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const n = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
  const orgId = await createTeam(ctx, 'Records Import Bench');
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 2 });
  pool.on('error', () => undefined); // an idle client cut when the database stops
  const db = createDrizzle(pool);
  try {
    const settings = {
      handTimeConversion: true,
      handTimeRule: 'splits' as const,
      conversion: 'splits' as const,
      units: 'metric' as const,
      timezone: 'America/New_York',
    };
    const text = importText(n);
    let t0 = performance.now();
    const rows = await checkRecordRows(db, orgId, text, settings);
    const checkMs = performance.now() - t0;
    const bad = rows.find((r) => r.errors.length > 0);
    if (bad) throw new Error(`records import bench: row ${bad.row}: ${bad.errors[0]!.message}`);

    // the commit and the bare COPY alternate for BENCH_ROUNDS rounds (a team of its own each), medians
    // kept: a burst of outside load hits both alike
    const commitTimes: number[] = [];
    const bareTimes: number[] = [];
    const file = path.join(ctx.dataDir, 'bench-records-copy.csv');
    const copy = async (table: string) => {
      const started = performance.now();
      const copied = await pool.query(`copy ${table} (${RECORD_COPY_COLUMNS.join(', ')}) from '${file}' with (format csv)`);
      if (copied.rowCount !== n) throw new Error(`records import bench: COPY took ${copied.rowCount} rows of ${n}`);
      return performance.now() - started;
    };
    for (let round = 0; round < Math.max(1, BENCH_ROUNDS); round += 1) {
      const team = round === 0 ? orgId : await createTeam(ctx, `Records Import Bench ${round + 1}`);
      t0 = performance.now();
      const created = await commitRecordRows(pool, team, rows);
      commitTimes.push(performance.now() - t0);
      if (created !== n) throw new Error(`records import bench: ${created} rows saved of ${n}`);
      if (round === 0) {
        // the same rows, as stored, copied into a bare table by the database server
        const stored = await db.execute<Record<string, unknown>>(
          sql.raw(`select ${RECORD_COPY_COLUMNS.join(', ')} from historical_records where organization_id = '${orgId}'`),
        );
        writeFileSync(file, stored.rows.map((r) => RECORD_COPY_COLUMNS.map((c) => csvCell(r[c] as CopyCell)).join(',')).join('\n'), {
          mode: 0o644,
        });
      }
      await pool.query('drop table if exists bench_records_copy');
      await pool.query('create table bench_records_copy as select * from historical_records with no data');
      bareTimes.push(await copy('bench_records_copy'));
      await pool.query('drop table bench_records_copy');
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const [commitMs, bareMs] = [median(commitTimes), median(bareTimes)];
    // the real table from the server's side, without any parsing (ids by gen_random_uuid(), the commit sends its own)
    const tableMs = await copy('historical_records');

    const f = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;
    const x = (ms: number) => `${(ms / bareMs).toFixed(1)}x`;
    console.log(
      [
        `Records bulk import, ${n.toLocaleString('en-US')} rows (one COPY statement, all or nothing):`,
        `  commit ${f(commitMs)} = ${x(commitMs)} a COPY of the same rows into a bare table (${f(bareMs)}); bar: <= 3x`,
        `  (medians of ${commitTimes.length} alternating rounds: commit ${commitTimes.map(f).join(', ')}; bare COPY ${bareTimes.map(f).join(', ')})`,
        `  a COPY of them into historical_records itself (its keys, indexes, checks and triggers; ids by gen_random_uuid()): ${f(tableMs)} = ${x(tableMs)}`,
        `  reading and checking the text first (the preview's work): ${f(checkMs)}; read + check + commit = ${x(checkMs + commitMs)}`,
      ].join('\n'),
    );
    return [];
  } finally {
    await pool.end();
  }
};
