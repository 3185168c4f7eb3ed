import type { LoadResult } from './load';

/** What every benchmark gets: the running app, a signed-in owner of one organization, the baseline. */
export interface BenchContext {
  baseURL: string;
  /** bearer token of the organization's owner */
  token: string;
  orgId: string;
  /** connection string of the app's database (for fast seeding) */
  databaseUrl: string;
  dataDir: string;
  /** the same-run baseline: bare Fastify doing one indexed SELECT through pg */
  baseline: LoadResult;
}

export interface BenchRow {
  name: string;
  result: LoadResult;
  /** the bar of quality.md, as text, printed beside the figures */
  bar?: string;
}
