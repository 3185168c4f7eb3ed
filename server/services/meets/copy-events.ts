/** Copies the events of an earlier meet (and, if asked, its entries and relay teams) into another meet of the team. */
import type { Db } from '../../db/database';
import { badRequest } from '../../http/http-error';
import { getMeetOr404 } from './meets';
import { addPlanToMeet, readMeetPlan } from './meet-plan';

/**
 * In one transaction: every event of `fromMeetId` not yet on `toMeetId` (same type and round) is
 * added after the last one, in the source's order; with `withEntries`, the entries of those new
 * events come too (athletes still on the active roster, relay teams with legs and alternates),
 * without results. Events already on the meet keep their own entries. Another team's meet answers
 * 404; the meet itself 400.
 */
export const copyMeetEvents = async (
  db: Db,
  organizationId: string,
  toMeetId: string,
  fromMeetId: string,
  withEntries: boolean,
): Promise<{ events: number; entries: number }> => {
  if (fromMeetId === toMeetId) throw badRequest('body.fromMeetId: Choose another meet to copy from', 'body.fromMeetId');
  await getMeetOr404(db, organizationId, fromMeetId);
  return db.transaction(async (tx) =>
    addPlanToMeet(tx, organizationId, toMeetId, await readMeetPlan(tx, organizationId, fromMeetId, withEntries)),
  );
};
