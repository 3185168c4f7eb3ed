/**
 * Event names as timing systems and results sites write them, read as catalogue events: FinishLynx
 * headers ("Girls 100 Meter Dash", "Boys 110m Hurdles Heat 2", "Women 5K"), Hy-Tek event codes
 * ("100", "110H", "3200", "HJ", "SP", "3000S") and TFRRS names ("800 Meters", "110 Hurdles",
 * "4 x 400 Relay", "3000 Steeplechase", "Weight Throw", "8k", "10,000 Meters"). At a cross-country
 * meet a distance in metres is the cross-country race ("5000m" -> 5K (XC)). A distance in km or
 * miles that is no standard race is the cross-country race at that measured distance ("8.05k",
 * "5.2 Mile"; decision 058), and so is one in metres at a cross-country meet. A name can also read
 * as a real event the catalogue does not keep (4x1600m, walks, combined events): those are
 * "outside", not unknown.
 */
import { GENDER_WORDS } from '../sheet-cells';
import { CATALOGUE, type Gender } from '../sport-events/catalogue';
import { xcSlugOf, xcSlugOfMetres } from '../sport-events/measured-xc';
import { eventType, findCatalogueEvent, findSportEvent } from '../sport-events/sport-events';

export type TimingEvent =
  | { kind: 'event'; event: string; gender: Gender | null }
  | { kind: 'outside'; gender: Gender | null }
  | { kind: 'unknown'; gender: Gender | null };

const FLAT: Readonly<Record<string, string>> = {
  '55': 'indoor-55m',
  '60': 'indoor-60m',
  '100': '100m',
  '200': '200m',
  '300': 'indoor-300m',
  '400': '400m',
  '500': 'indoor-500m',
  '600': 'indoor-600m',
  '800': '800m',
  '1000': 'indoor-1000m',
  '1500': '1500m',
  '1600': '1600m',
  '3000': '3000m',
  '3200': '3200m',
  '5000': '5000m',
  '10000': '10000m',
};
const HURDLES: Readonly<Record<string, string>> = {
  '55': 'indoor-55m-hurdles',
  '60': 'indoor-60m-hurdles',
  '100': '100m-hurdles',
  '110': '110m-hurdles',
  '300': '300m-hurdles',
  '400': '400m-hurdles',
};
const XC_KM: Readonly<Record<string, string>> = { '4': 'xc-4k', '5': 'xc-5k', '6': 'xc-6k', '8': 'xc-8k', '10': 'xc-10k' };
const MILES: Readonly<Record<string, string>> = { '1': 'mile', '2': 'xc-2mile', '3': 'xc-3mile', '4': 'xc-4mile', '5': 'xc-5mile' };
/** Cross-country races (not the relay) by whole metres, for "5000m" or "8000m" at a cross-country meet. */
const XC_BY_METRES: ReadonlyMap<number, string> = new Map(
  CATALOGUE.filter((e) => e.category === 'cross-country' && e.kind !== 'relay' && e.distanceMeters !== undefined).map((e) => [
    Math.round(e.distanceMeters!),
    e.event,
  ]),
);

/** At a cross-country meet, a distance in metres from 1000 m up: its standard race ("5000m" -> xc-5k), else the measured one ("8050m" -> xc-8.05k). */
const xcOfMetres = (metres: number): string | undefined =>
  XC_BY_METRES.get(metres) ?? (metres >= 1000 ? (xcSlugOfMetres(metres) ?? undefined) : undefined);

/** Field events and relays by name or code; null: a real event the catalogue does not keep. */
const NAMED: readonly (readonly [RegExp, string | null])[] = [
  [/\b4\s*x\s*1\.5\s*mi(le)?s?\b/, 'xc-4x1.5mile-relay'],
  [/\b4\s*x\s*(100|200|400|800)(?:\s*m)?\b/, '4x$1m-relay'],
  [/\bsprint\s*medley\b|\bsmr\b/, 'sprint-medley-relay'],
  [/\bdistance\s*medley\b|\bdmr\b/, 'distance-medley-relay'],
  [/\b4\s*x\s*\d+|\brelay\b|\bshuttle\b/, null],
  [/\bhigh\s*jump\b|\bhj\b/, 'high-jump'],
  [/\bpole\s*vault\b|\bpv\b/, 'pole-vault'],
  [/\blong\s*jump\b|\blj\b/, 'long-jump'],
  [/\btriple\s*jump\b|\btj\b/, 'triple-jump'],
  [/\bshot(\s*put)?\b|\bsp\b/, 'shot-put'],
  [/\bdiscus\b|\bdisc\b|\bdt\b/, 'discus'],
  [/\bjavelin(\s*throw)?\b|\bjav\b|\bjt\b/, 'javelin'],
  [/\bhammer(\s*throw)?\b|\bht\b/, 'hammer'],
  [/\bweight(\s*throw)?\b|\bwt\b/, 'weight-throw'],
  [/\bturbo\b/, null],
  [/decathlon|\bdec\b/, 'decathlon'],
  [/heptathlon|\bhep\b/, 'heptathlon'],
  [/pentathlon|\bpent\b/, 'indoor-pentathlon'],
  [/\b([23]000)\s*m?\s*(?:steeple\s*chase|steeple|sc|s)\b/, '$1m-steeplechase'],
  [/steeple|\b\d+\s*s\b|walk|\b\d+\s*w\b/, null],
];

/** Letters that name a gender as a word of their own ("4x100m M U14", "W 800"), never after a number ("100 m"). */
const GENDER_LETTERS: Readonly<Record<string, Gender>> = { m: 'male', w: 'female', b: 'male', g: 'female', f: 'female' };

/** Age groups ("U14", "14U", "Under 16", "Masters"): read and set aside, the catalogue keeps none. */
const AGE_GROUP = /\b(u\s?\d{1,2}|\d{1,2}\s?u|under\s*\d{1,2}|masters?|youth|bantam|midget|juniors?|seniors?)\b/g;

/** The gender a name gives ("Girls", "Men's", "W"), and the name without it, its age group and heat/section numbers. */
const splitGender = (name: string): { gender: Gender | null; rest: string } => {
  let gender: Gender | null = null;
  const rest = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\b(event|heat|section|flight|sec|ht|race)\s*#?\s*\d+[a-z]?\b/g, ' ')
    .replace(AGE_GROUP, ' ')
    .replace(/[a-z]+/g, (word, offset: number, all: string) => {
      const g = GENDER_WORDS[word] ?? (/\d\s*$/.test(all.slice(0, offset)) ? undefined : GENDER_LETTERS[word]);
      if (!g) return word;
      gender ??= g;
      return ' ';
    });
  const normalised = rest.replace(/(\d),(\d{3})\b/g, '$1$2').replace(/(\d)\s*(meters?|metres?)\b/g, '$1m');
  return { gender, rest: normalised.replace(/\s+/g, ' ').trim() };
};

/**
 * Words an event name may hold beside the event itself: units, "dash", rounds, levels, sections.
 * Any other word left over means the name is not read with certainty ("Underwater Basket 300" is
 * no 300m): the name is then unknown, never guessed.
 */
const FILLER = new Set(
  (
    'm meter meters metre metres dash run race sprint open varsity jv frosh soph novice final finals prelim prelims preliminaries ' +
    'semi semis semifinal semifinals heat heats section sections flight flights invitational invite championship championships champs ' +
    'division div a b c d i ii iii iv xc cross country course relay relays hurdle hurdles throw jump event events indoor outdoor track ' +
    'field results result timed seeded unseeded fast slow elite st straight the of and hs ms high middle school college collegiate ' +
    'university unattached club team scored nonscoring non all comers x'
  ).split(' '),
);

/** True when every word of the name outside the part read as the event is a filler word. */
const readWhole = (rest: string, m: RegExpExecArray): boolean =>
  `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .every((w) => FILLER.has(w));

export interface ReadOptions {
  /** the meet is a cross-country meet: "5000m" is the 5K (XC), not the track 5000m */
  crossCountry?: boolean;
}

export const readTimingEvent = (name: string, options: ReadOptions = {}): TimingEvent => {
  const { gender, rest } = splitGender(name);
  // a catalogue slug as it is ("110m-hurdles", "xc-8.05k": an event the coach picked) is that event;
  // one with no hyphen ("5000m") is read as any name is, so a cross-country meet's "5000m" stays the 5K (XC)
  const slug = rest.includes('-') ? findCatalogueEvent(rest) : undefined;
  if (slug) return { kind: 'event', event: slug.event, gender };
  const unknown: TimingEvent = { kind: 'unknown', gender };
  const found = (m: RegExpExecArray, event: string | null | undefined): TimingEvent =>
    !event ? { kind: 'outside', gender } : readWhole(rest, m) ? { kind: 'event', event, gender } : unknown;
  for (const [pattern, event] of NAMED) {
    const m = pattern.exec(rest);
    if (m) return found(m, event ? m[0].replace(pattern, event) : null);
  }
  const hurdles = /\b(\d{2,3})\s*m?\s*(?:(?:intermediate|int|high|low)\s*)?(h|hh|ih|lh|hurdles?)\b/.exec(rest);
  if (hurdles) return found(hurdles, HURDLES[hurdles[1]!]);
  // a distance no standard race has ("8.05k", "5.2 Mile") is the cross-country race at that measured distance
  const km = /(?<![\d.])(\d+(?:\.\d+)?)\s*(k|km|kilometers?|kilometres?)\b/.exec(rest);
  if (km) return found(km, XC_KM[km[1]!] ?? xcSlugOf(Number(km[1]), 'k'));
  const miles = /(?<![\d.])(\d+(?:\.\d+)?\s*)?mi(les?)?\b/.exec(rest);
  if (miles) return found(miles, miles[1] ? (MILES[miles[1].trim()] ?? xcSlugOf(Number(miles[1]), 'mile')) : MILES['1']);
  const flat = /\b(\d{2,5})\s*(m|dash|run)?\b/.exec(rest);
  if (flat) return found(flat, (options.crossCountry ? xcOfMetres(Number(flat[1])) : undefined) ?? FLAT[flat[1]!]);
  return unknown;
};

/**
 * The catalogue event of a slug for a gender: the slug itself, else its indoor or outdoor twin
 * (a men's "Heptathlon" is the indoor heptathlon, the catalogue's only men's one); null when neither
 * is held for that gender.
 */
export const eventForGender = (slug: string, gender: Gender): string | null => {
  const twin = slug.startsWith('indoor-') ? slug.slice('indoor-'.length) : `indoor-${slug}`;
  for (const s of [slug, twin]) if (findSportEvent(eventType(gender, s))) return s;
  return null;
};

/**
 * The event as the shared validation reads it: a type ("female-100m") when the gender is known and
 * the catalogue has the event for it, else the catalogue slug (the athlete's gender decides), else
 * the name itself (the validation then answers "Unknown event").
 */
export const eventTextOf = (read: TimingEvent, name: string, gender: Gender | null = read.gender): string => {
  if (read.kind !== 'event') return name.trim();
  const g = read.gender ?? gender;
  const slug = g ? eventForGender(read.event, g) : null;
  if (g && slug) return eventType(g, slug);
  return read.event;
};
