import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseMark } from '@core/marks';
import { athletes, meetEntries, meetEvents, meets, results } from '../../db/schema';
import { createOrganization } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { nameKey } from '../athletes/names';
import { markColumns } from '../results/mark-row';
import { loadBoard } from './board';

const EVENT = 'female-1600m';
const ALL_TIME = { board: 'all-time' as const, indoor: false, season: null, grade: null, meets: 'all' as const };

describe('the all-time board of a team with many marks', () => {
  const t = useTestApp();

  it('equals the best per athlete ranked with ties, however many marks one athlete holds above the rest', async () => {
    const { organization: org } = await createOrganization(t);
    const orgId = org.id;
    // "Ace" has 300 marks, all better than anyone else's: the index walk must read past them
    const marks: { who: string; time: string; day: number }[] = [];
    for (let i = 0; i < 300; i += 1)
      marks.push({ who: 'Ace', time: `4:0${Math.floor(i / 100)}.${String(i % 100).padStart(2, '0')}`, day: 10 + i });
    marks.push({ who: 'Ace', time: '4:00.00', day: 5 }); // an equal best, earlier: the board shows this one
    for (let b = 1; b <= 15; b += 1) {
      // B9-B12 tie at 4:20.00 for tenth place; B13-B15 are eleventh and worse
      const best = b <= 8 ? `4:1${b}.00` : b <= 12 ? '4:20.00' : `4:3${b - 12}.00`;
      marks.push({ who: `B${b}`, time: best, day: 400 + b }, { who: `B${b}`, time: '4:59.00', day: 450 + b });
    }
    const names = [...new Set(marks.map((m) => m.who))];
    const athleteIds = new Map(names.map((n) => [n, randomUUID()]));
    await t.db.insert(athletes).values(
      names.map((n) => ({
        id: athleteIds.get(n)!,
        organizationId: orgId,
        firstName: n,
        lastName: 'Miler',
        nameKey: nameKey(n, 'Miler'),
        gender: 'female',
      })),
    );
    const days = [...new Set(marks.map((m) => m.day))];
    const meetIds = new Map(days.map((d) => [d, randomUUID()]));
    const eventIds = new Map(days.map((d) => [d, randomUUID()]));
    const date = (d: number) => new Date(Date.UTC(2000, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(meets).values(
      days.map((d) => ({
        id: meetIds.get(d)!,
        organizationId: orgId,
        name: `Meet ${d}`,
        startDate: date(d),
        endDate: date(d),
        season: 'outdoor',
        seasonYear: 2000,
        status: 'completed',
      })),
    );
    await t.db
      .insert(meetEvents)
      .values(days.map((d) => ({ id: eventIds.get(d)!, organizationId: orgId, meetId: meetIds.get(d)!, eventType: EVENT })));
    const entries = marks.map((m) => ({
      id: randomUUID(),
      organizationId: orgId,
      meetId: meetIds.get(m.day)!,
      meetEventId: eventIds.get(m.day)!,
      athleteId: athleteIds.get(m.who)!,
    }));
    await t.db.insert(meetEntries).values(entries);
    await t.db.insert(results).values(
      marks.map((m, i) => {
        const parsed = parseMark(EVENT, m.time);
        if (!parsed.ok) throw new Error(parsed.error);
        return {
          ...markColumns(EVENT, parsed.mark, null),
          organizationId: orgId,
          meetId: entries[i]!.meetId,
          meetEventId: entries[i]!.meetEventId,
          entryId: entries[i]!.id,
          athleteId: entries[i]!.athleteId,
          eventType: EVENT,
          indoor: false,
        };
      }),
    );

    // independent: each athlete's best (the earliest of equal ones), ranked with ties, places 1-10
    const ms = (time: string) => {
      const [min, sec] = time.split(':');
      return Math.round((Number(min) * 60 + Number(sec)) * 1000);
    };
    const best = new Map<string, { ms: number; day: number }>();
    for (const m of marks) {
      const b = best.get(m.who);
      if (!b || ms(m.time) < b.ms || (ms(m.time) === b.ms && m.day < b.day)) best.set(m.who, { ms: ms(m.time), day: m.day });
    }
    const all = [...best.values()].map((b) => b.ms);
    const expected = [...best.entries()]
      .map(([who, b]) => ({ place: 1 + all.filter((x) => x < b.ms).length, who, ms: b.ms, date: date(b.day) }))
      .filter((x) => x.place <= 10)
      .sort((a, b) => a.place - b.place || a.who.localeCompare(b.who));
    expect(expected).toHaveLength(13);

    const shown = (board: Awaited<ReturnType<typeof loadBoard>>) =>
      board
        .find((e) => e.eventType === EVENT)!
        .top.map((p) => ({
          place: p.place,
          who: p.mark.athleteNames[0]!.split(' ')[0]!,
          ms: p.mark.mark.kind === 'time' ? p.mark.mark.ms : 0,
          date: p.mark.date,
        }))
        .sort((a, b) => a.place - b.place || a.who.localeCompare(b.who));
    // converted times: along the best-marks index; as timed: the scope query (every mark here is FAT, so both agree)
    expect(shown(await loadBoard(t.db, orgId, ALL_TIME, true, 10))).toEqual(expected);
    expect(shown(await loadBoard(t.db, orgId, ALL_TIME, false, 10))).toEqual(expected);
    expect(shown(await loadBoard(t.db, orgId, ALL_TIME, true, 1))).toEqual(expected.filter((e) => e.place === 1));
  });
});
