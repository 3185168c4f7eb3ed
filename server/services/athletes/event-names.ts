/** Events as coaches type them in a roster file: "100m", "100m Hurdles", "LJ", "female-shot-put", or a group ("Sprints"). */
import { EVENT_GROUPS, type EventGroup } from '@core/api/athletes';
import { CATALOGUE, type CatalogueEvent } from '@core/sport-events/catalogue';
import { eventType, findSportEvent } from '@core/sport-events/sport-events';

const fold = (s: string): string => s.toLowerCase().replace(/[^a-z0-9.]/g, '');

const ABBREVIATIONS: Record<string, string> = {
  lj: 'long-jump',
  tj: 'triple-jump',
  hj: 'high-jump',
  pv: 'pole-vault',
  sp: 'shot-put',
  shot: 'shot-put',
  dt: 'discus',
  disc: 'discus',
  '100h': '100m-hurdles',
  '110h': '110m-hurdles',
  '300h': '300m-hurdles',
  '4x100': '4x100m-relay',
  '4x200': '4x200m-relay',
  '4x400': '4x400m-relay',
  '4x800': '4x800m-relay',
  smr: 'sprint-medley-relay',
  dmr: 'distance-medley-relay',
};

const bySlugOrName = new Map<string, CatalogueEvent>();
for (const e of CATALOGUE) {
  bySlugOrName.set(fold(e.event), e);
  bySlugOrName.set(fold(e.displayName), e);
}
for (const [abbr, slug] of Object.entries(ABBREVIATIONS)) {
  const e = CATALOGUE.find((c) => c.event === slug);
  if (e) bySlugOrName.set(abbr, e);
}

/** The catalogue's categories as the roster's event groups (indoor races by their kind). */
const groupOfEvent = (e: CatalogueEvent): EventGroup | null => {
  if (e.category === 'cross-country') return 'distance';
  if (e.category === 'indoor') return e.event.includes('hurdles') ? 'hurdles' : 'sprints';
  return (EVENT_GROUPS as readonly string[]).includes(e.category) ? (e.category as EventGroup) : null;
};

type EventToken = { type: string; group: EventGroup | null } | { group: EventGroup } | { error: string };

/** Reads one typed event for an athlete of `gender`. */
export const readEventToken = (token: string, gender: 'male' | 'female'): EventToken => {
  const f = fold(token);
  if ((EVENT_GROUPS as readonly string[]).includes(f)) return { group: f as EventGroup };
  const typed = findSportEvent(token.trim().toLowerCase());
  if (typed) {
    if (typed.gender !== gender && typed.gender !== 'mixed') return { error: `${token} is not an event for a ${gender} athlete` };
    const e = CATALOGUE.find((c) => c.event === typed.event)!;
    return { type: typed.type, group: groupOfEvent(e) };
  }
  const e = bySlugOrName.get(f) ?? (/^\d+$/.test(f) ? bySlugOrName.get(`${f}m`) : undefined);
  if (!e) return { error: `Unknown event "${token}"` };
  const type = e.genders.includes(gender) ? eventType(gender, e.event) : e.genders.includes('mixed') ? eventType('mixed', e.event) : null;
  if (!type) return { error: `${e.displayName} is not an event for a ${gender} athlete` };
  return { type, group: groupOfEvent(e) };
};
