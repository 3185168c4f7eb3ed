import { z } from 'zod';
import { defineCall } from './define-call';

/** For load balancers and supervisors: no token, no query. */
export const getHealth = defineCall({
  method: 'GET',
  path: '/api/health',
  auth: false,
  tag: 'health',
  summary: 'Liveness: the server process answers (200), whatever the database does',
  response: z.object({ status: z.literal('ok') }),
});

export const getReady = defineCall({
  method: 'GET',
  path: '/api/ready',
  auth: false,
  tag: 'health',
  summary:
    'Readiness: 200 when the database and the file store answer, else 503 (code database-unavailable or storage-unavailable) with Retry-After',
  response: z.object({ status: z.literal('ready') }),
});
