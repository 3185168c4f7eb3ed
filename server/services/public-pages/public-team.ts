/** The team a public address names, when its page is on (decision 051): everything public starts here. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizations, publicPages, type OrganizationRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { visibleMeetsAs, type MeetScope } from '../meets/visibility';
import { teamSettingsOf, type TeamSettings } from '../organizations/team-settings';

/** The public's scope of meets: an invitee's (no drafts, decision 046). */
export const PUBLIC_MEET_SCOPE: MeetScope = 'published';

export interface PublicTeam {
  organization: OrganizationRow;
  slug: string;
  athleteProfiles: boolean;
  settings: TeamSettings;
}

/**
 * The team at `/t/<slug>` whose page is on; 404 for an unknown slug and for a team that has not opted
 * in (the same answer: whether a team exists is not told). One indexed query per request.
 */
export const getPublicTeamOr404 = async (db: Db, slug: string): Promise<PublicTeam> => {
  const [row] = await db
    .select({ organization: organizations, slug: publicPages.slug, athleteProfiles: publicPages.athleteProfiles })
    .from(publicPages)
    .innerJoin(organizations, eq(organizations.id, publicPages.organizationId))
    .where(and(eq(publicPages.slug, slug.toLowerCase()), eq(publicPages.enabled, true)))
    .limit(1);
  if (!row) throw notFound('No public page here', 'public-page-not-found');
  return { ...row, settings: teamSettingsOf(row.organization) };
};

/** Every public address for the sitemap: teams with their page on, their meets (no drafts), their athletes with a public profile. */
export const listSitemapEntries = async (
  db: Db,
): Promise<{ slug: string; kind: 'team' | 'meet' | 'athlete'; id: string | null; updatedAt: Date }[]> => {
  const rows = await db.execute<{ slug: string; kind: 'team' | 'meet' | 'athlete'; id: string | null; updated_at: Date | string }>(sql`
    select p.slug, 'team' as kind, null::uuid as id, greatest(p.updated_at, o.updated_at) as updated_at
      from public_pages p join organizations o on o.id = p.organization_id where p.enabled
    union all
    select p.slug, 'meet', m.id, m.updated_at
      from public_pages p join meets m on m.organization_id = p.organization_id
     where p.enabled and ${visibleMeetsAs(PUBLIC_MEET_SCOPE, 'm')}
    union all
    select p.slug, 'athlete', a.id, c.given_at
      from public_pages p join athlete_public_consents c on c.organization_id = p.organization_id
      join athletes a on a.id = c.athlete_id
     where p.enabled and p.athlete_profiles
    order by 1, 2, 4 desc
    limit 50000`);
  return rows.rows.map((r) => ({ slug: r.slug, kind: r.kind, id: r.id, updatedAt: new Date(r.updated_at) }));
};
