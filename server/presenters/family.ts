import { EVENT_GROUPS } from '@core/api/athletes';
import type { AthleteFamily, FamilyAthlete, FamilyLink } from '@core/api/family';
import type { FamilyAthleteRecord, FamilyLinkRecord } from '../services/family/links';

const isGroup = (g: string): g is (typeof EVENT_GROUPS)[number] => (EVENT_GROUPS as readonly string[]).includes(g);

export const presentFamilyAthlete = (r: FamilyAthleteRecord): FamilyAthlete => ({
  linkId: r.linkId,
  athleteId: r.athleteId,
  firstName: r.firstName,
  lastName: r.lastName,
  eventGroups: r.eventGroups.filter(isGroup),
  status: r.status,
});

export const presentFamilyLink = (r: FamilyLinkRecord): FamilyLink => ({
  id: r.id,
  athleteId: r.athleteId,
  athleteFirstName: r.athleteFirstName,
  athleteLastName: r.athleteLastName,
  userId: r.userId,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
});

export const presentAthleteFamily = (code: string, links: FamilyLinkRecord[]): AthleteFamily => ({
  code,
  links: links.map(presentFamilyLink),
});
