import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FEED_PATH_PREFIX, feedPath, getScheduleFeed, postScheduleFeedRotate } from '@core/api/schedule';
import { isRoleName } from '@core/roles';
import { notFound } from '../../http/http-error';
import { createMemoryCache } from '../../http/memory-cache';
import { registerTeamCall } from '../team-call';
import { audienceFor } from '../../services/schedule/audience';
import { meetScopeOf } from '../../services/meets/visibility';
import { meetsBetween } from '../../services/schedule/calendar';
import { allSeries } from '../../services/schedule/events';
import { feedOwner, feedTokenFor, rotateFeedToken } from '../../services/schedule/feeds';
import { buildFeed } from '../../services/schedule/ical';

const TOKEN_FILE = /^([A-Za-z0-9_-]{20,64})\.ics$/;
const CACHE_MAX = 500;

interface CachedFeed {
  version: string;
  etag: string;
  body: string;
}

/**
 * The private calendar feed: `GET /api/schedule/ics/<token>.ics`, no bearer token (calendar apps
 * cannot send one); the token is the secret. Answers are kept per token and team data version, so
 * a phone polling an unchanged schedule costs one lookup, and get an ETag (304 when unchanged).
 */
export const feedRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> => {
  const links = (token: string) => {
    const url = `${publicUrl.replace(/\/$/, '')}${feedPath(token)}`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  };

  registerTeamCall(app, getScheduleFeed, 'team:read', async ({ query, access: { user } }) => {
    return links(await feedTokenFor(app.db, query.orgId, user.id));
  });

  registerTeamCall(app, postScheduleFeedRotate, 'team:read', async ({ query, access: { user } }) => {
    cache.clear();
    return links(await rotateFeedToken(app.db, query.orgId, user.id));
  });

  const cache = createMemoryCache<CachedFeed>({ maxEntries: CACHE_MAX });

  app.route({
    method: 'GET',
    url: `${FEED_PATH_PREFIX}:file`,
    schema: {
      tags: ['schedule'],
      summary: "A member's private iCalendar feed (text/calendar); the token in the address is the secret",
      params: z.object({ file: z.string().max(80) }),
    },
    handler: async (request, reply) => {
      const match = TOKEN_FILE.exec((request.params as { file: string }).file);
      const owner = match ? await feedOwner(app.db, match[1]!) : null;
      if (!owner || !isRoleName(owner.role)) throw notFound('Calendar feed not found', 'feed-not-found');
      const version = `${owner.dataVersion}:${owner.role}:${owner.timezone}:${owner.teamName}`;
      let hit = cache.get(match![1]!);
      if (!hit || hit.version !== version) {
        const audience = await audienceFor(app.db, owner.organizationId, owner.userId, owner.role, false);
        const [series, meetRows] = await Promise.all([
          allSeries(app.db, owner.organizationId, audience),
          meetsBetween(app.db, owner.organizationId, '0001-01-01', '9999-12-31', meetScopeOf(owner.role)),
        ]);
        const body = buildFeed({ teamName: owner.teamName, timezone: owner.timezone, series, meets: meetRows });
        hit = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        cache.set(match![1]!, hit);
      }
      reply
        .header('cache-control', 'private, max-age=300')
        .header('etag', hit.etag)
        .header('x-robots-tag', 'noindex')
        .header('content-disposition', 'inline; filename="schedule.ics"');
      if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(hit.body);
    },
  });
};
