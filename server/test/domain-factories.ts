/** Factories for the team domain (athletes, meets, events, entries, results), through the API like a coach would. */
import { expect } from 'vitest';
import { postAthlete, type Athlete, type AthleteInput } from '@core/api/athletes';
import {
  postEntries,
  postMeet,
  postMeetEvent,
  postRelayEntry,
  type Entry,
  type Meet,
  type MeetEvent,
  type MeetInput,
} from '@core/api/meets';
import { postResult, type ResultInput, type SavedResult } from '@core/api/results';
import { call } from './http';
import type { TestApp } from './test-app';

let counter = 0;
const next = () => ++counter;

export const createAthlete = async (t: TestApp, orgId: string, token: string, overrides: Partial<AthleteInput> = {}): Promise<Athlete> => {
  const n = next();
  const res = await call(t.app, postAthlete, {
    as: { token },
    query: { orgId },
    body: { firstName: `Ath${n}`, lastName: `Lete${n}`, gender: 'female', grade: 10, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Athlete>();
};

export const createMeet = async (t: TestApp, orgId: string, token: string, overrides: Partial<MeetInput> = {}): Promise<Meet> => {
  const res = await call(t.app, postMeet, {
    as: { token },
    query: { orgId },
    body: { name: `Meet ${next()}`, startDate: '2025-04-12', season: 'outdoor', status: 'scheduled', ...overrides },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Meet>();
};

export const addMeetEvent = async (
  t: TestApp,
  orgId: string,
  token: string,
  meetId: string,
  eventType: string,
  round?: 'final' | 'prelim',
): Promise<MeetEvent> => {
  const res = await call(t.app, postMeetEvent, {
    as: { token },
    query: { orgId, meetId },
    body: { eventType, ...(round ? { round } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MeetEvent>();
};

export const enterAthletes = async (t: TestApp, orgId: string, token: string, eventId: string, athleteIds: string[]): Promise<Entry[]> => {
  const res = await call(t.app, postEntries, { as: { token }, query: { orgId, eventId }, body: { athleteIds } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Entry[]>();
};

export const enterRelay = async (
  t: TestApp,
  orgId: string,
  token: string,
  eventId: string,
  legs: string[],
  alternates: string[] = [],
): Promise<Entry> => {
  const res = await call(t.app, postRelayEntry, { as: { token }, query: { orgId, eventId }, body: { legs, alternates } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Entry>();
};

/** The version of an entry's saved result, null when it has none: what an editor that read it last would send. */
export const savedVersion = async (t: TestApp, entryId: string): Promise<number | null> => {
  const { rows } = await t.pool.query<{ version: number }>('select version from results where entry_id = $1', [entryId]);
  return rows[0]?.version ?? null;
};

/** An entry's version now: what an editor that read it last would send with a change. */
export const entryVersion = async (t: TestApp, entryId: string): Promise<number> => {
  const { rows } = await t.pool.query<{ version: number }>('select version from meet_entries where id = $1', [entryId]);
  return rows[0]!.version;
};

/**
 * Saves an entry's result over what is saved now (the version read just before), unless the input
 * names the version it replaces (the tests of stale saves do).
 */
export const saveResult = async (
  t: TestApp,
  orgId: string,
  token: string,
  entryId: string,
  input: ResultInput & { expectedVersion?: number | null },
): Promise<SavedResult> => {
  const body = { expectedVersion: await savedVersion(t, entryId), ...input };
  const res = await call(t.app, postResult, { as: { token }, query: { orgId, entryId }, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedResult>();
};

/**
 * A meet (on `date`, in `season`) with one event, the athlete entered, and the result saved: the
 * shortest path to "this athlete ran this mark on this day".
 */
export const recordResult = async (
  t: TestApp,
  orgId: string,
  token: string,
  athleteId: string,
  eventType: string,
  input: ResultInput,
  meet: Partial<MeetInput> = {},
): Promise<SavedResult> => {
  const m = await createMeet(t, orgId, token, meet);
  const event = await addMeetEvent(t, orgId, token, m.id, eventType);
  const [entry] = await enterAthletes(t, orgId, token, event.id, [athleteId]);
  return saveResult(t, orgId, token, entry!.id, input);
};
