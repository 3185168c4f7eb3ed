/** Whose storage a file counts against: an organization, or a user for a personal profile photo. */
export type FileOwner = { organizationId: string; userId?: undefined } | { organizationId: null; userId: string };

export const ownerKey = (owner: FileOwner): string =>
  owner.organizationId !== null ? `org:${owner.organizationId}` : `user:${owner.userId}`;
