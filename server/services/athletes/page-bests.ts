/**
 * The roster page's PRs and result counts in one round trip: a named (prepared once per
 * connection) statement taking the page's athlete ids as one uuid[] parameter. The PRs are the
 * best legal mark per athlete, event and environment, the earliest run of equal ones (results/best-sql.ts:
 * DISTINCT ON over the partial index results_org_athlete_best_idx); rows are read with pg directly (no drizzle row mapping).
 */
import type { HandTimeConversion } from '@core/marks';
import type pg from 'pg';
import type { SummaryRecord } from '../results/records';
import { bestPerGroupText } from '../results/best-sql';
import { visibleMeetsText, type MeetScope } from '../meets/visibility';

/** A PR as the roster shows it: the best result's id, event and mark columns. */
export interface PrRecord {
  row: Pick<
    SummaryRecord['row'],
    'id' | 'eventType' | 'indoor' | 'markKind' | 'ms' | 'timing' | 'mm' | 'quarterInches' | 'nonMark' | 'points'
  > & {
    athleteId: string;
  };
}

const statement = (conversion: HandTimeConversion, scope: MeetScope) => `
  select * from (
    ${bestPerGroupText({
      select: `r.athlete_id, r.id, r.event_type, r.indoor, r.mark_kind, r.ms, r.timing, r.mm,
      r.quarter_inches, r.non_mark, r.points, null::int as result_count`,
      from: 'results r join meets m on m.id = r.meet_id join meet_events e on e.id = r.meet_event_id',
      where: `r.organization_id = $1 and r.athlete_id = any($2::uuid[]) and ${visibleMeetsText(scope, 'm')}`,
      group: ['r.athlete_id', 'r.event_type', 'r.indoor'],
      conversion,
      aliases: { result: 'r', meet: 'm', meetEvent: 'e' },
    })}
  ) bests
  union all
  select r.athlete_id, null, null, null, null, null, null, null, null, null, null, count(*)::int
  from results r${scope === 'all' ? '' : ' join meets m on m.id = r.meet_id'}
  where r.organization_id = $1 and r.athlete_id = any($2::uuid[]) and ${visibleMeetsText(scope, 'm')}
  group by r.athlete_id`;

// v5: the text is built by results/best-sql.ts; v4: equal marks are told apart by the run order (a prepared name must not be reused for another text);
// an invitee's roster counts no result of a draft meet (meets/visibility, decision 046)
const STATEMENTS = {
  all: {
    converted: { name: 'roster_page_bests_converted_v5', text: statement(true, 'all') },
    raw: { name: 'roster_page_bests_raw_v5', text: statement(false, 'all') },
  },
  published: {
    converted: { name: 'roster_page_bests_converted_published_v5', text: statement(true, 'published') },
    raw: { name: 'roster_page_bests_raw_published_v5', text: statement(false, 'published') },
  },
};

interface Row {
  athlete_id: string;
  id: string | null;
  event_type: string;
  indoor: boolean;
  mark_kind: string;
  ms: number | null;
  timing: string | null;
  mm: number | null;
  quarter_inches: number | null;
  non_mark: string | null;
  points: number | null;
  result_count: number | null;
}

/** Each page athlete's PRs (any order) and how many results they have (individual results only). */
export const loadPageBests = async (
  pool: pg.Pool,
  organizationId: string,
  athleteIds: string[],
  conversion: HandTimeConversion,
  scope: MeetScope,
): Promise<{ bests: PrRecord[]; counts: Map<string, number> }> => {
  const { name, text } = conversion ? STATEMENTS[scope].converted : STATEMENTS[scope].raw;
  const { rows } = await pool.query<Row>({ name, text, values: [organizationId, athleteIds] });
  const bests: PrRecord[] = [];
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (r.id === null) {
      counts.set(r.athlete_id, r.result_count ?? 0);
      continue;
    }
    bests.push({
      row: {
        athleteId: r.athlete_id,
        id: r.id,
        eventType: r.event_type,
        indoor: r.indoor,
        markKind: r.mark_kind,
        ms: r.ms,
        timing: r.timing,
        mm: r.mm,
        quarterInches: r.quarter_inches,
        nonMark: r.non_mark,
        points: r.points,
      },
    });
  }
  return { bests, counts };
};
