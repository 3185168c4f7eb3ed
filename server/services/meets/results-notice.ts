import type { Notice } from '../../notifications/notice';

/** The notice of a meet's results published (the meet completed): the whole team is told, but not who completed it. */
export const resultsNotice = (organizationId: string, meetId: string, meetName: string, exceptUserId?: string): Notice => ({
  organizationId,
  exceptUserId,
  content: async () => ({
    topic: 'results',
    title: `Results: ${meetName}`,
    body: `The results of ${meetName} are in.`,
    path: `/dashboard/meets/${meetId}`,
    audience: 'team',
  }),
});
