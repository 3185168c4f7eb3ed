import type { Invite, InviteOffer } from '@core/api/invites';
import { shortName } from '@core/public-pages/privacy';
import type { InviteOfferRecord } from '../services/invites/accept';
import type { InviteRecord } from '../services/invites/invites';

export const presentInvite = (i: InviteRecord, now = new Date()): Invite => ({
  id: i.id,
  email: i.email,
  role: i.role,
  athletes: i.athletes,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
  expired: i.expiresAt <= now,
});

/** A parent's athletes as "First L.": the link may have been forwarded to someone else. */
export const presentInviteOffer = (o: InviteOfferRecord): InviteOffer => ({
  organizationId: o.organization.id,
  teamName: o.organization.name,
  logo: o.organization.logo,
  email: o.email,
  role: o.role,
  athletes: o.athletes.map((a) => shortName(a.firstName, a.lastName)),
  invitedBy: o.invitedBy ? `${o.invitedBy.firstName} ${o.invitedBy.lastName}`.trim() || null : null,
  expiresAt: o.expiresAt.toISOString(),
});
