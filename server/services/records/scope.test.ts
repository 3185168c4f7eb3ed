import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MeetSeason } from '@core/api/results';
import { parseMark } from '@core/marks';
import { athletes, meetEntries, meetEvents, meets, results } from '../../db/schema';
import { createOrganization } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { nameKey } from '../athletes/names';
import { markColumns } from '../results/mark-row';
import { loadScopeOptions } from './scope';

const EVENT = 'female-100m';
const SEASONS: MeetSeason[] = ['indoor', 'outdoor', 'cross-country'];

describe('the season and grade pickers', () => {
  const t = useTestApp();

  it('list exactly the seasons and grades (1-12) that hold a legal result', async () => {
    const { organization: org } = await createOrganization(t);
    const orgId = org.id;
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    // graduation years far from the meets' (grades below 1 and above 12 occur; 9-12 never), some unknown
    const people = Array.from({ length: 25 }, (_, i) => ({
      id: randomUUID(),
      gradYear: i % 6 === 0 ? null : [2001, 2002, 2020, 2021, 2022][next(5)]!,
    }));
    await t.db.insert(athletes).values(
      people.map((p, i) => ({
        id: p.id,
        organizationId: orgId,
        firstName: `P${i}`,
        lastName: 'Picker',
        nameKey: nameKey(`P${i}`, 'Picker'),
        gender: 'female',
        gradYear: p.gradYear,
      })),
    );
    // meets over ten years, either side of July; one season's marks are all wind-aided, one meet has none
    const meetRows = Array.from({ length: 30 }, (_, i) => {
      const date = `${2005 + next(10)}-${String(1 + next(12)).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')}`;
      return { id: randomUUID(), eventId: randomUUID(), date, season: SEASONS[i % 3]!, seasonYear: 2000 + (i % 11) };
    });
    await t.db.insert(meets).values(
      meetRows.map((m, i) => ({
        id: m.id,
        organizationId: orgId,
        name: `Meet ${i}`,
        startDate: m.date,
        endDate: m.date,
        season: m.season,
        seasonYear: m.seasonYear,
        status: 'completed' as const,
      })),
    );
    await t.db.insert(meetEvents).values(meetRows.map((m) => ({ id: m.eventId, organizationId: orgId, meetId: m.id, eventType: EVENT })));
    const marks = meetRows
      .slice(1)
      .flatMap((m, i) =>
        people
          .filter(() => next(4) === 0)
          .map((p) => ({ meet: m, athleteId: p.id, wind: m.seasonYear === 2005 || (i + next(3)) % 3 === 0 ? 3.1 : 1.0 })),
      );
    const entries = marks.map((k) => ({
      id: randomUUID(),
      organizationId: orgId,
      meetId: k.meet.id,
      meetEventId: k.meet.eventId,
      athleteId: k.athleteId,
    }));
    await t.db.insert(meetEntries).values(entries);
    const parsed = parseMark(EVENT, '12.34');
    if (!parsed.ok) throw new Error(parsed.error);
    await t.db.insert(results).values(
      marks.map((k, i) => ({
        ...markColumns(EVENT, parsed.mark, k.wind),
        organizationId: orgId,
        meetId: k.meet.id,
        meetEventId: k.meet.eventId,
        entryId: entries[i]!.id,
        athleteId: k.athleteId,
        eventType: EVENT,
        indoor: false,
      })),
    );

    // independent: every legal mark's season, and its athlete's grade that school year (ending in June)
    const legal = marks.filter((k) => k.wind <= 2);
    const seasons = new Map(
      legal.map((k) => [`${k.meet.season}|${k.meet.seasonYear}`, { season: k.meet.season, seasonYear: k.meet.seasonYear }]),
    );
    const grades = new Set<number>();
    for (const k of legal) {
      const gradYear = people.find((p) => p.id === k.athleteId)!.gradYear;
      if (gradYear === null) continue;
      const schoolYear = Number(k.meet.date.slice(0, 4)) + (Number(k.meet.date.slice(5, 7)) >= 7 ? 1 : 0);
      const grade = 12 - (gradYear - schoolYear);
      if (grade >= 1 && grade <= 12) grades.add(grade);
    }
    const expected = {
      seasons: [...seasons.values()].sort((a, b) => b.seasonYear - a.seasonYear || SEASONS.indexOf(a.season) - SEASONS.indexOf(b.season)),
      grades: [...grades].sort((a, b) => a - b),
    };
    expect(expected.seasons.length).toBeGreaterThan(3);
    expect(expected.seasons.length).toBeLessThan(new Set(meetRows.map((m) => `${m.season}|${m.seasonYear}`)).size);
    expect(expected.grades.length).toBeGreaterThan(3);
    expect(expected.grades.length).toBeLessThan(12);
    expect(await loadScopeOptions(t.db, orgId, 'all')).toEqual(expected);
  });
});
