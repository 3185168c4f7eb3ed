/**
 * A meet for component tests, held by a stub server on the test network: GET /api/meet/get answers
 * it as it stands, and results saved through the contract's calls change it as the real server
 * would (a version per result, 409 result-changed on a stale one). Marks and series are read by the
 * mark engine, as the server reads them.
 */
import { HttpResponse } from 'msw';
import type { Entry, MeetDetail } from '@core/api/meets';
import { deleteResult, getResultHistory, postResult, RESULT_CHANGED_CODE, type Result } from '@core/api/results';
import { getCompetitors } from '@core/api/standings';
import { getMeet } from '@core/api/meets';
import { formatMark, formatSeries, parseMarkOrSeries, parseWind, seriesKind } from '@core/marks';
import { answer, network, type Sent } from './network';
import { testOrganization } from '../lib/test-organization';

const ORG = testOrganization().id;
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const AT = '2026-04-11T15:00:00.000Z';

/** A meet as GET /api/meet/get answers it, with no events unless given: a fixture for component tests. */
export const meetDetail = (over: Partial<MeetDetail> = {}): MeetDetail => ({
  id: id(0xa000),
  organizationId: ORG,
  name: 'County Championships',
  startDate: '2026-04-11',
  endDate: '2026-04-11',
  location: 'Main track',
  season: 'outdoor',
  seasonYear: 2026,
  host: '',
  notes: '',
  status: 'scheduled',
  courseId: null,
  scoring: 'none',
  scoringTable: null,
  eventCount: over.events?.length ?? 0,
  resultCount: 0,
  createdAt: AT,
  updatedAt: AT,
  events: [],
  ...over,
});

export interface StubMeet {
  meet: MeetDetail;
  /** every request the stub answered, in order */
  sent: Sent[];
  /** the result of an entry as the server holds it */
  resultOf(entryId: string): Result | null;
  /** a save made elsewhere (another coach): a new version of the entry's result */
  savedElsewhere(entryId: string, mark: string): Result;
  /** while set, every request fails as if the network were down */
  offline: boolean;
}

/**
 * Serves a meet of one event (`eventType`) with an entry per athlete name ("Dana Reyes"), no result
 * yet. `meetNumber` keeps each test's meet (and its unsaved rows in localStorage) apart.
 */
export const serveMeet = (
  meetNumber: number,
  eventType: string,
  athletes: string[],
  season: 'outdoor' | 'indoor' = 'outdoor',
): StubMeet => {
  const meetId = id(0xa000 + meetNumber);
  const eventId = id(0xb000 + meetNumber);
  const results = new Map<string, Result>();
  const entries: Entry[] = athletes.map((name, i) => {
    const [firstName = '', lastName = ''] = name.split(' ');
    return {
      id: id(0xc000 + meetNumber * 16 + i),
      eventId,
      athlete: { id: id(0xd000 + meetNumber * 16 + i), firstName, lastName, gender: 'female', grade: 11 },
      relayName: null,
      legs: null,
      seed: null,
      result: null,
      flags: null,
      version: 1,
    };
  });
  const meet = (): MeetDetail =>
    meetDetail({
      id: meetId,
      season,
      eventCount: 1,
      resultCount: results.size,
      events: [
        {
          id: eventId,
          meetId,
          eventType,
          displayName: eventType,
          gender: 'female',
          kind: seriesKind(eventType) === 'heights' ? 'height' : seriesKind(eventType) ? 'distance' : 'time',
          round: 'final',
          position: 0,
          entries: entries.map((e) => {
            const result = results.get(e.id) ?? null;
            return { ...e, result, flags: result ? { isPR: true, isSeasonBest: true, isTeamRecord: false } : null };
          }),
        },
      ],
    });

  const build = (
    entry: Entry,
    text: { mark?: string; series?: string; wind?: string | null; place?: number | null; heat?: number | null },
  ): Result => {
    const options = { units: 'imperial' as const };
    const parsed = parseMarkOrSeries(eventType, (text.series ?? text.mark)!, options);
    if (!parsed.ok) throw new Error(`the stub server could not read ${text.series ?? text.mark}: ${parsed.error}`);
    const { mark, series } = parsed.mark;
    const wind = text.wind ? parseWind(text.wind) : null;
    const windValue = wind?.ok ? wind.mark : parsed.mark.wind;
    const before = results.get(entry.id);
    return {
      id: before?.id ?? id(0xe000 + entries.indexOf(entry)),
      organizationId: ORG,
      meetId,
      meetName: 'County Championships',
      date: '2026-04-11',
      season,
      seasonYear: 2026,
      eventId,
      entryId: entry.id,
      eventType,
      round: 'final',
      athleteId: entry.athlete!.id,
      athleteName: `${entry.athlete!.firstName} ${entry.athlete!.lastName}`,
      relayName: null,
      legs: null,
      indoor: season === 'indoor',
      mark,
      display: formatMark(eventType, mark, options),
      comparableDisplay: formatMark(eventType, mark, options),
      converted: false,
      wind: windValue ?? null,
      windAided: false,
      legal: mark.kind !== 'non-mark',
      status: 'ok',
      place: text.place ?? (series ? 1 : null),
      heat: text.heat ?? null,
      splits: [],
      series: series ?? null,
      seriesDisplay: series ? formatSeries(eventType, series, 'imperial') : null,
      windAidedBest: null,
      // the mark as run: no wind-aided series best here, so the result's own mark (markAsRun's rule)
      asRun: { mark, display: formatMark(eventType, mark, options), wind: windValue ?? null, windAided: false },
      version: (before?.version ?? 0) + 1,
      createdAt: AT,
      updatedAt: AT,
    };
  };

  const entryOf = (entryId: string) => {
    const entry = entries.find((e) => e.id === entryId);
    if (!entry) throw new Error(`no entry ${entryId}`);
    return entry;
  };

  const stale = (entryId: string) =>
    HttpResponse.json(
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'This result was changed by someone else',
        code: RESULT_CHANGED_CODE,
        current: { result: results.get(entryId) ?? null, changedBy: 'Sam Coach', changedAt: AT },
      },
      { status: 409 },
    );

  const stub: StubMeet = {
    get meet() {
      return meet();
    },
    sent: [],
    offline: false,
    resultOf: (entryId) => results.get(entryId) ?? null,
    savedElsewhere: (entryId, mark) => {
      const result = build(entryOf(entryId), { mark });
      results.set(entryId, result);
      return result;
    },
  };

  const down = () => (stub.offline ? HttpResponse.error() : null);

  network.use(
    answer(getMeet, ({ query }) => down() ?? (query.get('meetId') === meetId ? meet() : HttpResponse.json({}, { status: 404 }))),
    answer(getCompetitors, () => down() ?? { items: [] }),
    answer(getResultHistory, () => down() ?? { changes: [] }),
    answer(
      postResult,
      ({ query, body }) => {
        const offline = down();
        if (offline) return offline;
        const entryId = query.get('entryId')!;
        const current = results.get(entryId);
        if ((current?.version ?? null) !== (body.expectedVersion ?? null)) return stale(entryId);
        const result = build(entryOf(entryId), body);
        results.set(entryId, result);
        return { result, flags: { isPR: true, isSeasonBest: true, isTeamRecord: false } };
      },
      stub.sent,
    ),
    answer(
      deleteResult,
      ({ query }) => {
        const offline = down();
        if (offline) return offline;
        const entry = entries.find((e) => results.get(e.id)?.id === query.get('resultId'));
        if (!entry) return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No such result' }, { status: 404 });
        if (results.get(entry.id)!.version !== Number(query.get('version'))) return stale(entry.id);
        results.delete(entry.id);
        return { ok: true as const };
      },
      stub.sent,
    ),
  );
  return stub;
};
