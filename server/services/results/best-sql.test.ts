import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Mark } from '@core/marks';
import { athletes, meetEntries, meetEvents, meets, results } from '../../db/schema';
import { createOrganization } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { nameKey } from '../athletes/names';
import { bestPerGroupSql, bestPerGroupText } from './best-sql';
import { markColumns } from './mark-row';

/** A small deterministic generator (the test's marks are the same on every run). */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const EVENTS = ['female-100m', 'female-200m'];
const DAYS = ['2025-03-29', '2025-04-12', '2025-04-12', '2025-05-03'];
const ROUNDS = ['prelim', 'heats', 'final', 'time-trial', 'semi'] as const;

interface Stored {
  id: string;
  athleteId: string;
  eventType: string;
  indoor: boolean;
  legal: boolean;
  sortValue: number | null;
  sortValueRaw: number | null;
  date: string;
  round: string;
  createdAt: Date;
}

/** The rule written out here: legal marks, the lower key, then the earlier day, the earlier round (its own list), the earlier save. */
const ROUND_ORDER = ['time-trial', 'prelim', 'heats', 'semi', 'final'];
const expectedBests = (rows: Stored[], conversion: boolean): Map<string, string> => {
  const out = new Map<string, Stored>();
  const key = (r: Stored) => (conversion ? r.sortValue : r.sortValueRaw)!;
  const before = (a: Stored, b: Stored) =>
    key(a) !== key(b)
      ? key(a) < key(b)
      : a.date !== b.date
        ? a.date < b.date
        : a.round !== b.round
          ? ROUND_ORDER.indexOf(a.round) < ROUND_ORDER.indexOf(b.round)
          : a.createdAt < b.createdAt;
  for (const r of rows) {
    if (!r.legal) continue;
    const group = `${r.athleteId}|${r.eventType}|${r.indoor}`;
    const held = out.get(group);
    if (!held || before(r, held)) out.set(group, r);
  }
  return new Map([...out].map(([g, r]) => [g, r.id]));
};

describe('best legal mark, the earliest run of equal ones, in SQL', () => {
  const t = useTestApp();

  it('picks what the rule written out in the test picks, with converted and raw hand times', async () => {
    const { organization: org } = await createOrganization(t);
    const next = random(28);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const athleteIds = ['Ann', 'Bea', 'Cat', 'Dot'].map(() => randomUUID());
    await t.db.insert(athletes).values(
      athleteIds.map((id, i) => ({
        id,
        organizationId: org.id,
        firstName: `A${i}`,
        lastName: 'Sprint',
        nameKey: nameKey(`A${i}`, 'Sprint'),
        gender: 'female',
      })),
    );
    // one meet per day (two on 2025-04-12), every round of both events in each
    const meetRows = DAYS.map((startDate, i) => ({
      id: randomUUID(),
      organizationId: org.id,
      name: `Meet ${i}`,
      startDate,
      endDate: startDate,
      season: 'outdoor' as const,
      seasonYear: 2025,
      status: 'completed' as const,
    }));
    await t.db.insert(meets).values(meetRows);
    const eventRows = meetRows.flatMap((m) =>
      EVENTS.flatMap((eventType) => ROUNDS.map((round) => ({ id: randomUUID(), organizationId: org.id, meetId: m.id, eventType, round }))),
    );
    await t.db.insert(meetEvents).values(eventRows);
    const stored: Stored[] = [];
    const base = Date.UTC(2025, 5, 1);
    // one entry per athlete and meet event (most of them), in an order unrelated to the run order
    const slots = eventRows.flatMap((event) => athleteIds.map((athleteId) => ({ event, athleteId }))).filter(() => next() < 0.8);
    for (const [i, { event, athleteId }] of slots.entries()) {
      const meet = meetRows.find((m) => m.id === event.meetId)!;
      // few distinct marks, so equal marks are common; hand times convert (+0.24 s) past FAT ones
      const hand = next() < 0.4;
      const mark: Mark = hand
        ? { kind: 'time', ms: 12_000 + 100 * Math.floor(next() * 3), timing: 'hand' }
        : { kind: 'time', ms: 12_140 + 100 * Math.floor(next() * 3), timing: 'fat' };
      const wind = pick([null, 1.2, 2.0, 2.1, 3.4]);
      const entryId = randomUUID();
      await t.db.insert(meetEntries).values({ id: entryId, organizationId: org.id, meetId: meet.id, meetEventId: event.id, athleteId });
      const columns = markColumns(event.eventType, mark, wind);
      const id = randomUUID();
      // saved in an order unrelated to the insert order, never at the same instant
      const createdAt = new Date(base + ((i * 7919) % 1000) * 1000);
      const indoor = next() < 0.2;
      await t.db.insert(results).values({
        ...columns,
        id,
        organizationId: org.id,
        meetId: meet.id,
        meetEventId: event.id,
        entryId,
        athleteId,
        eventType: event.eventType,
        indoor,
        createdAt,
      });
      stored.push({
        id,
        athleteId,
        eventType: event.eventType,
        indoor,
        legal: columns.legal,
        sortValue: columns.sortValue,
        sortValueRaw: columns.sortValueRaw,
        date: meet.startDate,
        round: event.round,
        createdAt,
      });
    }
    expect(stored.filter((s) => !s.legal).length).toBeGreaterThan(20);

    const query = (conversion: boolean) => ({
      select: 'r.id, r.athlete_id, r.event_type, r.indoor',
      from: 'results r join meets m on m.id = r.meet_id join meet_events e on e.id = r.meet_event_id',
      where: `r.organization_id = '${org.id}'`,
      group: ['r.athlete_id', 'r.event_type', 'r.indoor'],
      conversion,
      aliases: { result: 'r', meet: 'm', meetEvent: 'e' },
    });
    for (const conversion of [true, false]) {
      const expected = expectedBests(stored, conversion);
      const fromSql = await t.db.execute<{ id: string; athlete_id: string; event_type: string; indoor: boolean }>(
        bestPerGroupSql(query(conversion)),
      );
      const got = new Map(fromSql.rows.map((r) => [`${r.athlete_id}|${r.event_type}|${r.indoor}`, r.id]));
      expect(got).toEqual(expected);
      // the text form (prepared statements) is the same query
      const fromText = await t.pool.query<{ id: string }>(bestPerGroupText(query(conversion)));
      expect(new Set(fromText.rows.map((r) => r.id))).toEqual(new Set(expected.values()));
    }
    // the two settings disagree somewhere (hand times), so the setting is really read
    expect(expectedBests(stored, true)).not.toEqual(expectedBests(stored, false));
  });
});
