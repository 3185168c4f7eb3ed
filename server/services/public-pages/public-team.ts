/** The team a public address names, when its page is on (decision 051): everything public starts here. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizations, publicPages, type OrganizationRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { teamSettingsOf, type TeamSettings } from '../organizations/team-settings';

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

/** Every team with its page on, for the sitemap (slug, last change). */
export const listPublicTeams = async (db: Db): Promise<{ organizationId: string; slug: string; updatedAt: Date }[]> =>
  db
    .select({ organizationId: publicPages.organizationId, slug: publicPages.slug, updatedAt: organizations.updatedAt })
    .from(publicPages)
    .innerJoin(organizations, eq(organizations.id, publicPages.organizationId))
    .where(eq(publicPages.enabled, true))
    .orderBy(publicPages.slug);
