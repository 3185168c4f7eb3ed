/** A team's public page settings (decision 051): off until an owner or admin turns it on. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizations, publicPages, type OrganizationRow, type PublicPageRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { SLUG_TAKEN_CODE } from '@core/api/public-pages';

export interface PublicPageSettingsRecord {
  enabled: boolean;
  slug: string;
  athleteProfiles: boolean;
}

/** A slug from a team's name: "St. Mary's Track & Field" -> "st-marys-track-field". */
export const slugFromName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '') || 'team';

/** The team's settings; before any are saved: off, with a slug suggested from its name. */
export const getPublicPageSettings = async (
  db: Db,
  organization: Pick<OrganizationRow, 'id' | 'name'>,
): Promise<PublicPageSettingsRecord> => {
  const [row] = await db.select().from(publicPages).where(eq(publicPages.organizationId, organization.id)).limit(1);
  return row ?? { enabled: false, slug: slugFromName(organization.name), athleteProfiles: false };
};

const isUniqueViolation = (e: unknown): boolean => {
  const cause = (e as { cause?: { code?: string } }).cause ?? (e as { code?: string });
  return cause?.code === '23505';
};

/** Saves a change of the settings (the rest kept); 409 slug-taken when another team holds the slug. */
export const updatePublicPageSettings = async (
  db: Db,
  organizationId: string,
  change: Partial<PublicPageSettingsRecord>,
): Promise<PublicPageSettingsRecord> => {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) throw notFound('Team not found');
  const next = { ...(await getPublicPageSettings(db, org)), ...change };
  try {
    const [row] = await db
      .insert(publicPages)
      .values({ organizationId, ...next })
      .onConflictDoUpdate({ target: publicPages.organizationId, set: { ...next, updatedAt: new Date() } })
      .returning();
    return row as PublicPageRow;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`The address /t/${next.slug} is taken by another team: choose another`, SLUG_TAKEN_CODE);
    throw e;
  }
};
