import type { FastifyInstance } from 'fastify';
import {
  acceptJoinRequest,
  declineJoinRequest,
  deleteMyJoinRequest,
  deleteTeamNotice,
  getJoinRequests,
  getMyJoinRequests,
  getTeamNotices,
} from '@core/api/join-requests';
import { currentUser } from '../../auth/authorization';
import { registerCall } from '../../http/register-call';
import { registerTeamCall } from '../team-call';
import { matchAthleteToRoster } from '../../services/family/roster-match';
import { presentMember } from '../../presenters/member';
import { presentJoinRequest, presentMyJoinRequest, presentTeamNotice } from '../../presenters/join-requests';
import * as requests from '../../services/members/join-requests';
import * as notices from '../../services/members/team-notices';
import { tellJoinerTheAnswer } from './tell-about-joins';

/** Joiners waiting for approval (owners and admins answer them), the caller's own requests, and the notices about joiners. */
export const joinRequestsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getJoinRequests, 'members:manage', async ({ query }) =>
    (await requests.listJoinRequests(app.db, query.orgId)).map(presentJoinRequest),
  );

  registerTeamCall(app, acceptJoinRequest, 'members:manage', async ({ query, access: { organization }, request }) => {
    const { member, joiningAs } = await requests.acceptJoinRequest(app.db, query.orgId, query.userId);
    // an athlete goes on the roster as they are let in (decision 052)
    if (joiningAs === 'athlete') await matchAthleteToRoster(app.db, query.orgId, query.userId);
    tellJoinerTheAnswer(app, organization.name, member, true, request.log);
    return presentMember(member);
  });

  registerTeamCall(app, declineJoinRequest, 'members:manage', async ({ query, access: { organization }, request }) => {
    const waiting = (await requests.listJoinRequests(app.db, query.orgId)).find((r) => r.userId === query.userId);
    await requests.removeJoinRequest(app.db, query.orgId, query.userId);
    if (waiting) tellJoinerTheAnswer(app, organization.name, waiting, false, request.log);
    return { ok: true as const };
  });

  registerCall(app, getMyJoinRequests, async ({ request }) => {
    const me = await currentUser(request);
    return (await requests.listMyJoinRequests(app.db, me.id)).map(presentMyJoinRequest);
  });

  registerCall(app, deleteMyJoinRequest, async ({ query, request }) => {
    const me = await currentUser(request);
    await requests.removeJoinRequest(app.db, query.orgId, me.id);
    return { ok: true as const };
  });

  registerTeamCall(app, getTeamNotices, 'members:manage', async ({ query }) =>
    (await notices.listTeamNotices(app.db, query.orgId)).map(presentTeamNotice),
  );

  registerTeamCall(app, deleteTeamNotice, 'members:manage', async ({ query }) => {
    await notices.deleteTeamNotice(app.db, query.orgId, query.noticeId);
    return { ok: true as const };
  });
};
