/**
 * Registering a call about one team with the capability it requires (core/roles.ts), declared where
 * the call is registered rather than checked by hand in each handler.
 */
import type { FastifyInstance } from 'fastify';
import type { CallDef, CallResponse } from '@core/api/define-call';
import type { Capability } from '@core/roles';
import { authorize, requireCapability, type Access } from '../auth/authorization';
import type { PreSerialized } from '../http/pre-serialized';
import { registerCall, type CallContext } from '../http/register-call';

/** A team call's handler: the call's context and the caller's access to the team (role, data version, settings). */
type TeamCallHandler<C extends CallDef> = (ctx: CallContext<C> & { access: Access }) => Promise<CallResponse<C> | PreSerialized>;

/** The team a call is about: its query's `orgId` (or `organizationId`). */
const teamOf = (query: unknown): string => {
  const { orgId, organizationId } = query as { orgId?: unknown; organizationId?: unknown };
  const id = orgId ?? organizationId;
  if (typeof id !== 'string') throw new Error('a team call needs orgId or organizationId in its query');
  return id;
};

/**
 * Registers a call about one team with the capability it requires, declared here rather than checked
 * by hand: the caller must be a member (404 otherwise, as for an unknown team) whose role holds
 * `capability` (403 otherwise; 'team:read' is every member's). The handler gets the access (role,
 * data version, team settings) read in that one query: for a write (any method but GET), from the
 * database, never the access cache, so a member demoted or removed through any process cannot
 * write once that change has committed (decision 043).
 */
export const registerTeamCall = <C extends CallDef>(
  app: FastifyInstance,
  call: C,
  capability: Capability,
  handler: TeamCallHandler<C>,
): void => {
  registerCall(app, call, async (ctx) => {
    const access = await authorize(ctx.request, teamOf(ctx.query));
    requireCapability(access.role, capability);
    return handler({ ...ctx, access });
  });
};
