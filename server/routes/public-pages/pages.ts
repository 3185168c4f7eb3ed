/**
 * The public pages (decision 051), server-rendered HTML without a sign-in: `/t/<slug>` (the team),
 * `/t/<slug>/meets/<id>` (a meet, live), `/t/<slug>/athletes/<id>` (a public profile), the meet's
 * live feed, `/robots.txt` and `/sitemap.xml`. A team that has not turned its page on, a draft meet
 * and an athlete without a public profile all answer the same 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { cachedPage } from '../../http/page-cache';
import { copyReplyHeaders } from '../../plugins/external/helmet';
import { PublicLiveHub } from '../../realtime/public-live';
import { todayIn } from '@core/schedule/time-zones';
import { getVisibleMeetOr404 } from '../../services/meets/visibility';
import { loadPublicAthletePage, loadPublicMeetPage, loadPublicTeamPage, PUBLIC_SCOPE } from '../../services/public-pages/page-data';
import { listSitemapEntries, type PublicTeam } from '../../services/public-pages/public-team';
import { renderAthletePage } from '../../presenters/public-pages/athlete-page';
import { escapeHtml } from '../../presenters/public-pages/html';
import { renderMeetPage } from '../../presenters/public-pages/meet-page';
import { renderTeamPage } from '../../presenters/public-pages/team-page';
import { publicAddresses } from '../../presenters/public-pages/addresses';
import { LIVE_SCRIPT, LIVE_SCRIPT_PATH } from '../../presenters/public-pages/live-script';

/** A CDN or phone may keep a page this long; a live page's script asks for each new version by its own address. */
const TEAM_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const MEET_CACHE = 'public, max-age=5, stale-while-revalidate=30';
const HTML = 'text/html; charset=utf-8';

const slugParams = z.object({ slug: z.string().min(1).max(64) });
const meetParams = slugParams.extend({ meetId: z.uuid() });
const athleteParams = slugParams.extend({ athleteId: z.uuid() });

const hidden = { schema: { hide: true }, config: { rateLimit: false } } as const;

/** A 404 page for people (and never indexed). */
const notFoundPage = (reply: FastifyReply, message: string) =>
  reply
    .code(404)
    .header('cache-control', 'public, max-age=30')
    .header('x-robots-tag', 'noindex')
    .type(HTML)
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Not found</title></head><body style="font-family:system-ui,sans-serif;padding:24px"><h1>Not found</h1><p>${escapeHtml(message)}</p></body></html>`,
    );

/** Runs a page's handler; a 404 of its services becomes the 404 page, bad parameters too. */
const page =
  <P>(schema: z.ZodType<P>, handler: (params: P, request: FastifyRequest, reply: FastifyReply) => Promise<Buffer | string>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const params = schema.safeParse(request.params);
    if (!params.success) return notFoundPage(reply, 'There is no public page at this address.');
    try {
      return await handler(params.data, request, reply);
    } catch (e) {
      if (e instanceof HttpError && e.statusCode === 404) return notFoundPage(reply, 'There is no public page at this address.');
      throw e;
    }
  };

/** What a team's pages depend on besides its data version: its slug and whether athletes have profiles. */
const teamParts = (team: PublicTeam) => ({ slug: team.slug, profiles: team.athleteProfiles, day: todayIn(team.settings.timezone) });

export const publicPageRoutes = async (app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> => {
  const hub = new PublicLiveHub(app.db, (message, err) => app.log.error({ err }, message));
  const stopHearing = app.accessEvents.subscribe((event) => hub.heard(event));
  app.addHook('preClose', (done) => {
    stopHearing();
    hub.close();
    done();
  });

  app.get(
    '/t/:slug',
    hidden,
    page(slugParams, async ({ slug }, request, reply) => {
      // the team and its data version from memory while known: a cached page asks the database nothing
      const team = await app.publicTeams.get(slug);
      const { id, dataVersion } = team.organization;
      return cachedPage(
        request,
        reply,
        { organizationId: id, dataVersion, parts: { page: 'team', ...teamParts(team) } },
        TEAM_CACHE,
        HTML,
        async () => renderTeamPage(team, await loadPublicTeamPage(app.db, team), publicUrl),
      );
    }),
  );

  app.get(
    '/t/:slug/meets/:meetId',
    hidden,
    page(meetParams, async ({ slug, meetId }, request, reply) => {
      const team = await app.publicTeams.get(slug);
      const { id, dataVersion } = team.organization;
      const parts = { page: 'meet', meetId, ...teamParts(team) };
      return cachedPage(request, reply, { organizationId: id, dataVersion, parts }, MEET_CACHE, HTML, async () =>
        renderMeetPage(team, await loadPublicMeetPage(app.db, team, meetId), publicUrl, parts.day),
      );
    }),
  );

  app.get(
    '/t/:slug/athletes/:athleteId',
    hidden,
    page(athleteParams, async ({ slug, athleteId }, request, reply) => {
      const team = await app.publicTeams.get(slug);
      const { id, dataVersion } = team.organization;
      const parts = { page: 'athlete', athleteId, ...teamParts(team) };
      return cachedPage(request, reply, { organizationId: id, dataVersion, parts }, TEAM_CACHE, HTML, async () =>
        renderAthletePage(team, await loadPublicAthletePage(app.db, team, athleteId), publicUrl),
      );
    }),
  );

  // the meet's live feed: the team's data version now and at each change (server-sent events)
  app.get(
    '/t/:slug/meets/:meetId/live',
    hidden,
    page(meetParams, async ({ slug, meetId }, request, reply) => {
      const team = await app.publicTeams.get(slug);
      await getVisibleMeetOr404(app.db, team.organization.id, meetId, PUBLIC_SCOPE);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      copyReplyHeaders(reply);
      reply.hijack();
      reply.raw.writeHead(200);
      const remove = hub.add(team.organization.id, reply.raw, team.organization.dataVersion);
      request.raw.on('close', remove);
      return '';
    }),
  );

  app.get(LIVE_SCRIPT_PATH, hidden, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(LIVE_SCRIPT),
  );

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /api/\nAllow: /t/\n\nSitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const entries = await listSitemapEntries(app.db);
    const urls = entries.map((e) => {
      const a = publicAddresses(publicUrl, e.slug);
      const loc = e.kind === 'team' ? a.team : e.kind === 'meet' ? a.meet(e.id!) : a.athlete(e.id!);
      return `<url><loc>${escapeHtml(loc)}</loc><lastmod>${e.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`;
    });
    return reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  });
};
