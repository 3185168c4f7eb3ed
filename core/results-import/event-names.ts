/**
 * Event names as timing systems write them, read as catalogue events: FinishLynx headers
 * ("Girls 100 Meter Dash", "Boys 110m Hurdles Heat 2", "Women 5K") and Hy-Tek event codes
 * ("100", "110H", "3200", "HJ", "SP"). A name can also read as a real track event the catalogue
 * does not keep (1500 m, javelin, steeplechase, decathlon...): those are "outside", not unknown.
 */
import type { Gender } from '../sport-events/catalogue';
import { eventType, findSportEvent } from '../sport-events/sport-events';

export type TimingEvent =
  | { kind: 'event'; event: string; gender: Gender | null }
  | { kind: 'outside'; gender: Gender | null }
  | { kind: 'unknown'; gender: Gender | null };

const GENDER_WORDS: Readonly<Record<string, Gender>> = {
  girls: 'female', girl: 'female', women: 'female', womens: 'female', woman: 'female', ladies: 'female', female: 'female',
  boys: 'male', boy: 'male', men: 'male', mens: 'male', man: 'male', male: 'male',
  mixed: 'mixed', coed: 'mixed',
};

const FLAT: Readonly<Record<string, string>> = {
  '55': 'indoor-55m', '60': 'indoor-60m', '100': '100m', '200': '200m', '400': '400m', '800': '800m', '1600': '1600m', '3200': '3200m',
};
const HURDLES: Readonly<Record<string, string>> = {
  '55': 'indoor-55m-hurdles', '60': 'indoor-60m-hurdles', '100': '100m-hurdles', '110': '110m-hurdles', '300': '300m-hurdles',
};
const XC_KM: Readonly<Record<string, string>> = { '4': 'xc-4k', '5': 'xc-5k', '6': 'xc-6k', '8': 'xc-8k', '10': 'xc-10k' };

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
  [/\bjavelin\b|\bjav\b|\bjt\b|\bhammer\b|\bht\b|\bweight\b|\bwt\b|\bturbo\b/, null],
  [/decathlon|heptathlon|pentathlon|\bdec\b|\bhep\b|\bpent\b/, null],
  [/steeple|\b\d+\s*s\b|walk|\b\d+\s*w\b/, null],
];

/** The gender a name gives ("Girls", "Men's"), and the name without it and without heat/section numbers. */
const splitGender = (name: string): { gender: Gender | null; rest: string } => {
  let gender: Gender | null = null;
  const rest = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\b(event|heat|section|flight|sec|ht|race)\s*#?\s*\d+\b/g, ' ')
    .replace(/[a-z]+/g, (word) => {
      const g = GENDER_WORDS[word];
      if (!g) return word;
      gender ??= g;
      return ' ';
    });
  return { gender, rest: rest.replace(/(\d)\s*(meters?|metres?)\b/g, '$1m').replace(/\s+/g, ' ').trim() };
};

export const readTimingEvent = (name: string): TimingEvent => {
  const { gender, rest } = splitGender(name);
  const found = (event: string | null): TimingEvent => (event ? { kind: 'event', event, gender } : { kind: 'outside', gender });
  for (const [pattern, event] of NAMED) {
    const m = pattern.exec(rest);
    if (m) return found(event ? m[0].replace(pattern, event) : null);
  }
  const hurdles = /\b(\d{2,3})\s*m?\s*(?:(?:intermediate|int|high|low)\s*)?(h|hh|ih|lh|hurdles?)\b/.exec(rest);
  if (hurdles) return found(HURDLES[hurdles[1]!] ?? null);
  const km = /\b(\d+(?:\.\d+)?)\s*(k|km|kilometers?|kilometres?)\b/.exec(rest);
  if (km) return found(XC_KM[km[1]!] ?? null);
  const miles = /\b(\d+(?:\.\d+)?\s*)?mi(les?)?\b/.exec(rest);
  if (miles) return found({ '2': 'xc-2mile', '3': 'xc-3mile' }[(miles[1] ?? '1').trim()] ?? null);
  const flat = /\b(\d{2,5})\s*(m|dash|run)?\b/.exec(rest);
  if (flat) return found(FLAT[flat[1]!] ?? null);
  return { kind: 'unknown', gender };
};

/**
 * The event as the shared validation reads it: a type ("female-100m") when the gender is known and
 * the catalogue has the event for it, else the catalogue slug (the athlete's gender decides), else
 * the name itself (the validation then answers "Unknown event").
 */
export const eventTextOf = (read: TimingEvent, name: string, gender: Gender | null = read.gender): string => {
  if (read.kind !== 'event') return name.trim();
  const g = read.gender ?? gender;
  if (g && findSportEvent(eventType(g, read.event))) return eventType(g, read.event);
  return read.event;
};
