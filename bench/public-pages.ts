// Public pages benchmark (issue 26): a finished meet of 8 events and 96 results, the team's page
// (its meets, records board and course records) and one athlete's public profile, each served as
// the public's server-rendered page (cached by the team's data version), against the baseline in
// the same alternating rounds.
import { athletesApi, meetsApi, publicPagesApi, resultsApi } from '@core/api';
import type { BenchContext, BenchRow } from './context';
import { interleavedAll, load } from './load';

const EVENTS = ['100m', '200m', '400m', '800m', '1600m', '3200m', '100m-hurdles', '300m-hurdles'];
const ATHLETES = 12;

const call = async (ctx: BenchContext, method: string, path: string, query: Record<string, string>, body?: unknown) => {
  const res = await fetch(`${ctx.baseURL}${path}?${new URLSearchParams(query)}`, {
    method,
    headers: { authorization: `Bearer ${ctx.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

/** Seconds, typed as the results grid takes them. */
const markOf = (event: string, i: number): string => {
  const base: Record<string, number> = {
    '100m': 12.5,
    '200m': 26,
    '400m': 60,
    '800m': 140,
    '1600m': 320,
    '3200m': 700,
    '100m-hurdles': 15.5,
    '300m-hurdles': 48,
  };
  return (base[event]! + i * 0.37).toFixed(2);
};

/** Rows for `npm run bench`: the public meet, team and athlete pages at the bench's connections, and the baseline in the same rounds. */
export const benchPublicPages = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const { orgId } = ctx;
  const athletes: string[] = [];
  for (let i = 0; i < ATHLETES; i++) {
    const a = await call(
      ctx,
      'POST',
      athletesApi.postAthlete.path,
      { orgId },
      { firstName: `Runner${i}`, lastName: `Public${i}`, gender: 'female', grade: 10 },
    );
    athletes.push(String(a.id));
  }
  const meet = await call(
    ctx,
    'POST',
    meetsApi.postMeet.path,
    { orgId },
    { name: 'Public Bench Invitational', startDate: '2027-04-10', season: 'outdoor', status: 'completed' },
  );
  const meetId = String(meet.id);
  for (const event of EVENTS) {
    const ev = await call(ctx, 'POST', meetsApi.postMeetEvent.path, { orgId, meetId }, { eventType: `female-${event}` });
    const entries = (await call(
      ctx,
      'POST',
      meetsApi.postEntries.path,
      { orgId, eventId: String(ev.id) },
      { athleteIds: athletes },
    )) as unknown as { id: string }[];
    for (const [i, entry] of entries.entries())
      await call(
        ctx,
        'POST',
        resultsApi.postResult.path,
        { orgId, entryId: entry.id },
        { mark: markOf(event, i), place: i + 1, expectedVersion: null },
      );
  }
  const slug = `bench-${Date.now().toString(36)}`;
  await call(ctx, 'PATCH', publicPagesApi.patchPublicPageSettings.path, { orgId }, { enabled: true, slug, athleteProfiles: true });
  // one athlete (a minor) with a public profile: a coach records the parent's consent
  const profiled = athletes[0]!;
  await call(
    ctx,
    'POST',
    publicPagesApi.postAthletePublicConsent.path,
    { orgId, athleteId: profiled },
    { as: 'coach', note: 'Bench: signed form' },
  );
  const team = `${ctx.baseURL}/t/${slug}`;
  const urls = [`${team}/meets/${meetId}`, team, `${team}/athletes/${profiled}`];
  for (const url of urls) {
    const probe = await fetch(url);
    if (!probe.ok) throw new Error(`GET ${url}: ${probe.status}`);
  }
  const [meetPage, teamPage, athletePage, baseline] = await interleavedAll([...urls.map((url) => () => load(url)), ctx.loadBaseline]);
  const bar = '>= 50% of baseline req/s (cached, no sign-in)';
  return [
    {
      name: `GET /t/<slug>/meets/<id> (public meet page, ${EVENTS.length} events, ${EVENTS.length * ATHLETES} results, HTML)`,
      result: meetPage!,
      baseline,
      bar,
    },
    {
      name: `GET /t/<slug> (public team page: meets, records board of ${EVENTS.length} events, HTML)`,
      result: teamPage!,
      baseline,
      bar,
    },
    {
      name: `GET /t/<slug>/athletes/<id> (public athlete profile, ${EVENTS.length} results, HTML)`,
      result: athletePage!,
      baseline,
      bar,
    },
  ];
};
