import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gradeFromGradYear } from '@core/api/athletes';
import { getRecords, postHistoricalRecord, type HistoricalRecord, type RecordEvent } from '@core/api/records';
import { schoolYearOf, schoolYearSql } from '@core/seasons';
import { chooseSeason } from '../../services/performance/seasons';
import { GRADE_SQL, GRAD_YEAR_SQL } from '../../services/records/grade-sql';
import { createOrganization } from '../../test/factories';
import { createAthlete, recordResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/**
 * One season rule (core/seasons.ts) for meets, historical records and the SQL of the record
 * boards: an indoor mark of November belongs to the season a November meet does (issue 24: the
 * historical records put it in the season that had ended that spring).
 */
describe('one season rule on the records board', () => {
  const t = useTestApp();

  it('the SQL built beside the rule gives its school year and grades on every day of 2019-2028', async () => {
    const { rows } = await t.db.execute<{ day: string; school_year: number; grade: number; grad_year: number }>(
      sql.raw(`select d::date::text as day, ${schoolYearSql('d::date')} as school_year, ${GRADE_SQL('2030', 'd::date')} as grade, ${GRAD_YEAR_SQL('7', 'd::date')} as grad_year
        from generate_series(date '2019-01-01', date '2028-12-31', interval '1 day') d`),
    );
    expect(rows).toHaveLength(3653);
    for (const r of rows) {
      expect(Number(r.school_year), r.day).toBe(schoolYearOf(r.day));
      const grade = 12 - (2030 - schoolYearOf(r.day));
      expect(Number(r.grade), r.day).toBe(grade);
      if (grade >= 1 && grade <= 12) expect(gradeFromGradYear(2030, new Date(`${r.day}T12:00:00Z`))).toBe(grade);
      expect(Number(r.grad_year), r.day).toBe(schoolYearOf(r.day) + 12 - 7);
    }
  });

  it("the performance tables' default season, with no results yet, is today's season by the same rule", () => {
    expect(chooseSeason([], 'indoor', undefined, '2026-11-28')).toEqual({ season: 'indoor', seasonYear: 2027 });
    expect(chooseSeason([], 'indoor', undefined, '2027-03-31')).toEqual({ season: 'indoor', seasonYear: 2027 });
    expect(chooseSeason([], undefined, undefined, '2026-11-28')).toEqual({ season: 'outdoor', seasonYear: 2026 });
  });

  it('puts November, December and April indoor marks, from meets and by hand, in one indoor season', async () => {
    const { organization: org, owner } = await createOrganization(t);
    const ann = await createAthlete(t, org.id, owner.token, { firstName: 'Ann', lastName: 'Ahn' });
    for (const startDate of ['2025-11-22', '2026-01-17']) {
      await recordResult(
        t,
        org.id,
        owner.token,
        ann.id,
        'female-indoor-60m',
        { mark: startDate.endsWith('22') ? '8.10' : '8.05' },
        { startDate, season: 'indoor' },
      );
    }
    const historical: HistoricalRecord[] = [];
    for (const [date, mark, name] of [
      ['2025-11-29', '7.90', 'November Nell'],
      ['2025-12-01', '7.95', 'December Dot'],
      ['2026-04-01', '7.99', 'April Amy'],
    ] as const) {
      const res = await call(t.app, postHistoricalRecord, {
        as: owner,
        query: { orgId: org.id },
        body: { eventType: 'female-indoor-60m', athleteNames: [name], mark, date },
      });
      expect(res.statusCode, res.body).toBe(200);
      historical.push(res.json<HistoricalRecord>());
    }
    expect(historical.map((h) => [h.season, h.seasonYear])).toEqual([
      ['indoor', 2026],
      ['indoor', 2026],
      ['indoor', 2026],
    ]);
    const board = await call(t.app, getRecords, {
      as: owner,
      query: { orgId: org.id, board: 'season', season: 'indoor', seasonYear: 2026 },
    });
    expect(board.statusCode, board.body).toBe(200);
    const answer = board.json<{ seasons: { season: string; seasonYear: number }[]; events: RecordEvent[] }>();
    expect(answer.seasons).toEqual([{ season: 'indoor', seasonYear: 2026 }]);
    const top = answer.events.find((e) => e.eventType === 'female-indoor-60m')!.top.map((m) => m.athleteNames[0]);
    expect(top).toEqual(['November Nell', 'December Dot', 'April Amy', 'Ann Ahn']);
  });
});
