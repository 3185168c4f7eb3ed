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
  /** the app server's process id (its CPU time) */
  serverPid: number;
  /** the same-run baseline: bare Fastify doing one indexed SELECT through pg */
  baseline: LoadResult;
  /** loads the baseline again (e.g. in rounds alternating with a row of one's own) */
  loadBaseline: () => Promise<LoadResult>;
}

export interface BenchRow {
  name: string;
  result: LoadResult;
  /** the bar of quality.md, as text, printed beside the figures */
  bar?: string;
  /** the baseline measured in rounds alternating with this row, when it was; else the run's */
  baseline?: LoadResult;
}
