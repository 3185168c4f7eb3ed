/**
 * "Best legal mark, the earliest run of equal ones" in SQL: the rule of when-run.ts (`bestsNow`:
 * legal marks only, the lower sort key under the team's hand-time setting, among equal keys the
 * earliest by result-order.ts) for queries that pick bests in the database. Every query that picks
 * a best mark (PRs on the roster, event and season leaders, season relays, record boards, record
 * history, new team records) builds its filter and order here, so none restates the rule.
 */
import type { HandTimeConversion } from '@core/marks';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { runOrderSql } from './result-order';

/** The aliases of a query's results, meets and meet events (trusted identifiers, never input). */
export interface BestAliases {
  result: string;
  meet: string;
  meetEvent: string;
}

/** The aliases of queries written over the tables' own names (drizzle's query builder, selectResults). */
export const TABLE_ALIASES: BestAliases = { result: '"results"', meet: '"meets"', meetEvent: '"meet_events"' };

/** The sort column the team's hand-time setting compares by (mark-row.ts `sortKeyOf` in TypeScript). */
export const sortColumn = (conversion: HandTimeConversion): 'sort_value' | 'sort_value_raw' =>
  conversion ? 'sort_value' : 'sort_value_raw';

/** The result's sort key under the setting, e.g. `r.sort_value`. */
export const sortKeyText = (conversion: HandTimeConversion, result: string): string => `${result}.${sortColumn(conversion)}`;

/** A result that can be a best: a legal mark (a real mark, not wind-aided). */
export const legalText = (result: string): string => `${result}.legal`;

/** ORDER BY terms putting the best mark first and, among equal marks, the earliest run. */
export const bestFirstText = (conversion: HandTimeConversion, a: BestAliases): string =>
  `${sortKeyText(conversion, a.result)}, ${runOrderSql(a.meet, a.meetEvent, a.result)}`;

/** The same terms as drizzle SQL, for the query builder's orderBy (over the tables' names unless told). */
export const bestFirst = (conversion: HandTimeConversion, a: BestAliases = TABLE_ALIASES): SQL => sql.raw(bestFirstText(conversion, a));

/** The legal-mark filter as drizzle SQL (over the tables' names unless told). */
export const isLegal = (a: BestAliases = TABLE_ALIASES): SQL => sql.raw(legalText(a.result));

type Part = SQL | string;
const part = (p: Part): SQL => (typeof p === 'string' ? sql.raw(p) : p);

export interface BestPerGroupQuery {
  /** the columns selected */
  select: Part;
  /** FROM: results, their meets and meet events under `aliases`, and any other join */
  from: Part;
  /** further conditions (the legal-mark filter is added) */
  where: Part;
  /** the group each best is of, e.g. ['r.athlete_id', 'r.event_type', 'r.indoor'] */
  group: readonly string[];
  conversion: HandTimeConversion;
  aliases: BestAliases;
}

/** One row per group: the group's best legal mark, the earliest run of equal ones (DISTINCT ON). */
export const bestPerGroupSql = (q: BestPerGroupQuery): SQL => {
  const group = sql.raw(q.group.join(', '));
  return sql`select distinct on (${group}) ${part(q.select)} from ${part(q.from)}
    where ${sql.raw(legalText(q.aliases.result))} and (${part(q.where)})
    order by ${group}, ${sql.raw(bestFirstText(q.conversion, q.aliases))}`;
};

const dialect = new PgDialect();

/** `bestPerGroupSql` as plain text, for a prepared statement whose parts are text ($1, $2 placeholders). */
export const bestPerGroupText = (q: BestPerGroupQuery & { select: string; from: string; where: string }): string => {
  const { sql: text, params } = dialect.sqlToQuery(bestPerGroupSql(q));
  if (params.length > 0) throw new Error('bestPerGroupText takes text parts only');
  return text;
};
