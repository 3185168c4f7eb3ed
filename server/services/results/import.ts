/**
 * Results import into one meet (CSV, FinishLynx .lif, Hy-Tek, a copied results page): preview
 * (errors, skipped rows, events to add, results replaced, warnings) and a commit in one transaction:
 * all or nothing, or the good rows only when the coach leaves the rows with problems out.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMark } from '@core/marks';
import type { ResultImportPreview } from '@core/api/results';
import type { Db } from '../../db/database';
import { meetCompetitors, meetEntries, meetEvents, results, type ResultRow } from '../../db/schema';
import { badRequest, HttpError } from '../../http/http-error';
import { importRowError } from '../athletes/import';
import { assertOpenForResults } from '../meets/meets';
import type { TeamSettings } from '../organizations/team-settings';
import { competitorValues } from '../standings/competitors';
import { competitorKey, planResultImport, type ImportRequest, type Plan, type PlannedRow } from './import-plan';
import { describeResult, recordChanges, type Actor } from './history';
import type { DbOrTx } from './load';
import { importConflictSet, resultValues } from './save';

export type { ImportRequest } from './import-plan';

const CHUNK = 1000;

const imported = (r: PlannedRow) => !r.skipped && r.errors.length === 0;
const ours = (r: PlannedRow) => imported(r) && !r.competitor;
const theirs = (r: PlannedRow) => imported(r) && Boolean(r.competitor);

const previewOf = (p: Plan, settings: TeamSettings): ResultImportPreview => {
  const rows = p.rows.map((r) => {
    const eventId = r.target ? p.eventIds.get(r.target) : undefined;
    return {
      row: r.row,
      eventType: r.eventType,
      athleteId: r.athlete?.id ?? null,
      athleteName: r.athlete ? `${r.athlete.firstName} ${r.athlete.lastName}` : r.athleteName,
      mark: r.parsed?.mark ?? null,
      display: r.parsed && r.eventType ? formatMark(r.eventType, r.parsed.mark, { units: settings.units }) : null,
      wind: r.parsed?.windTenths == null ? null : r.parsed.windTenths / 10,
      place: r.parsed?.place ?? null,
      heat: r.parsed?.heat ?? null,
      replaces: Boolean(
        (eventId && r.athlete && p.withResult.has(`${r.athlete.id}|${eventId}`)) ||
        (r.relayEntry && p.withResult.has(`entry|${r.relayEntry.id}`)) ||
        (eventId && r.competitor && p.withResult.has(competitorKey(eventId, r.competitor.name, r.competitor.team))),
      ),
      errors: r.errors,
      round: r.round,
      team: r.team,
      skipped: r.skipped,
      competitor: Boolean(r.competitor) && !r.skipped,
    };
  });
  return {
    columns: p.source.columns,
    rows,
    errorCount: rows.filter((r) => r.errors.length > 0).length,
    newEvents: [...new Set(p.added.map((a) => a.eventType))],
    format: p.source.format,
    heading: p.source.heading,
    meetName: p.source.meetName,
    warnings: p.warnings,
    importCount: p.rows.filter(ours).length,
    competitorCount: p.rows.filter(theirs).length,
    addedEvents: p.added,
    unreadEvents: p.unreadEvents,
  };
};

export const previewResultImport = async (
  db: Db,
  organizationId: string,
  meetId: string,
  request: ImportRequest,
  settings: TeamSettings,
): Promise<ResultImportPreview> => previewOf(await planResultImport(db, organizationId, meetId, request, settings), settings);

/** 400 naming the first bad row ("Row 5, Mark: ...") or line of a timing file ("Line 5, Mark: ..."). */
const rowError = (p: Plan, row: PlannedRow): HttpError => {
  const issue = row.errors[0]!;
  if (p.source.format === 'csv') return importRowError(row.row, issue);
  return new HttpError(400, `body.text: Line ${row.row}, ${issue.field}: ${issue.message}`, {
    code: 'import-row-invalid',
    field: 'body.text',
  });
};

/** Other teams' finishers: each replaces the competitor of the same name and team in its event. */
const saveCompetitors = async (tx: DbOrTx, organizationId: string, meetId: string, rows: PlannedRow[], eventIds: Map<string, string>) => {
  if (rows.length === 0) return;
  const values = rows.map((r) => {
    const event = { id: eventIds.get(r.target!)!, meetId };
    return competitorValues(organizationId, event, r.competitor!.name, r.competitor!.team, r.parsed!);
  });
  const touched = [...new Set(values.map((v) => v.meetEventId))];
  const wanted = new Set(values.map((v) => competitorKey(v.meetEventId, v.name, v.team)));
  const existing = await tx
    .select({ id: meetCompetitors.id, meetEventId: meetCompetitors.meetEventId, name: meetCompetitors.name, team: meetCompetitors.team })
    .from(meetCompetitors)
    .where(and(eq(meetCompetitors.organizationId, organizationId), inArray(meetCompetitors.meetEventId, touched)));
  const replaced = existing.filter((c) => wanted.has(competitorKey(c.meetEventId, c.name, c.team))).map((c) => c.id);
  for (let i = 0; i < replaced.length; i += CHUNK)
    await tx.delete(meetCompetitors).where(inArray(meetCompetitors.id, replaced.slice(i, i + CHUNK)));
  for (let i = 0; i < values.length; i += CHUNK) await tx.insert(meetCompetitors).values(values.slice(i, i + CHUNK));
};

/** Writes every row in one transaction (missing meet events and entries are created), or nothing when any row is bad. */
export const commitResultImport = async (
  db: Db,
  organizationId: string,
  meetId: string,
  request: ImportRequest,
  settings: TeamSettings,
  actor: Actor,
): Promise<{ imported: number; competitors: number; createdEvents: number; skipped: number }> => {
  const p = await planResultImport(db, organizationId, meetId, request, settings);
  assertOpenForResults(p.meet);
  // all or nothing, unless the coach chose to leave the rows with problems out (the preview named each)
  const bad = p.rows.filter((r) => r.errors.length > 0);
  if (bad.length > 0 && !request.leaveOutProblems) throw rowError(p, bad[0]!);
  const rows = p.rows.filter(ours);
  const others = p.rows.filter(theirs);
  // the events to add for the rows that go in (a row left out adds none)
  const goingIn = new Set([...rows, ...others].map((r) => r.target));
  const added = p.added.filter((a) => goingIn.has(`${a.eventType}|${a.round}`));
  if (rows.length + others.length === 0)
    throw badRequest(
      'body.text: Nothing to import: no row is for an athlete on the roster, a relay team of the meet or another team',
      'body.text',
    );
  await db.transaction(async (tx) => {
    const eventIds = new Map(p.eventIds);
    if (added.length > 0) {
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${meetEvents.position}) + 1, 0)::int` })
        .from(meetEvents)
        .where(and(eq(meetEvents.organizationId, organizationId), eq(meetEvents.meetId, meetId)))) as [{ next: number }];
      const created = await tx
        .insert(meetEvents)
        .values(added.map((a, i) => ({ organizationId, meetId, eventType: a.eventType, round: a.round, position: next + i })))
        .returning();
      for (const e of created) eventIds.set(`${e.eventType}|${e.round}`, e.id);
    }
    await saveCompetitors(tx, organizationId, meetId, others, eventIds);
    const individual = rows.filter((r) => !r.relayEntry);
    const wanted = individual.map((r) => ({ organizationId, meetId, meetEventId: eventIds.get(r.target!)!, athleteId: r.athlete!.id }));
    for (let i = 0; i < wanted.length; i += CHUNK)
      await tx
        .insert(meetEntries)
        .values(wanted.slice(i, i + CHUNK))
        .onConflictDoNothing();
    const entries =
      wanted.length === 0
        ? []
        : await tx
            .select()
            .from(meetEntries)
            .where(
              and(
                eq(meetEntries.organizationId, organizationId),
                eq(meetEntries.meetId, meetId),
                inArray(meetEntries.meetEventId, [...new Set(wanted.map((w) => w.meetEventId))]),
              ),
            );
    const entryOf = new Map(entries.map((e) => [`${e.meetEventId}|${e.athleteId}`, e]));
    const values = [
      ...individual.map((r, i) =>
        resultValues(organizationId, entryOf.get(`${wanted[i]!.meetEventId}|${r.athlete!.id}`)!, r.eventType!, p.meet.season, r.parsed!),
      ),
      // relay rows go to the relay teams already entered (with their legs)
      ...rows.filter((r) => r.relayEntry).map((r) => resultValues(organizationId, r.relayEntry!, r.eventType!, p.meet.season, r.parsed!)),
    ];
    // the import overwrites what is saved, whatever its version (decision 039); the history keeps what it replaced
    const replaced = new Map<string, ResultRow>();
    for (let i = 0; i < values.length; i += CHUNK) {
      const chunk = values.slice(i, i + CHUNK);
      const before = await tx
        .select()
        .from(results)
        .where(
          and(
            eq(results.organizationId, organizationId),
            inArray(
              results.entryId,
              chunk.map((v) => v.entryId),
            ),
          ),
        )
        .for('update');
      for (const row of before) replaced.set(row.entryId, row);
      const saved = await tx
        .insert(results)
        .values(chunk)
        .onConflictDoUpdate({ target: results.entryId, set: importConflictSet })
        .returning();
      await recordChanges(
        tx,
        saved.map((row) => {
          const old = replaced.get(row.entryId);
          return {
            organizationId,
            entryId: row.entryId,
            kind: 'imported' as const,
            version: row.version,
            fromValue: old ? describeResult(old, settings) : null,
            toValue: describeResult(row, settings),
            actorId: actor.id,
            actorName: actor.name,
          };
        }),
      );
    }
  });
  return {
    imported: rows.length,
    competitors: others.length,
    createdEvents: added.length,
    skipped: p.rows.filter((r) => r.skipped).length + bad.length,
  };
};
