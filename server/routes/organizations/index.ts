import type { FastifyInstance } from 'fastify';
import { organizationCalls } from './organization-calls';
import { organizationsCalls } from './organizations-calls';

/** Teams: one file per URL prefix, /api/organizations/… (a caller's teams) and /api/organization/… (one team). */
export const organizationsRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> => {
  await app.register(organizationsCalls);
  await app.register(organizationCalls, { publicUrl });
};
