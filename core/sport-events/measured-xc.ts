/**
 * Cross-country races at the distance a course really has ("8.05k", "5.2 Mile", "6.4k"): events
 * outside the catalogue's list whose slug carries the measured distance, in kilometres ("xc-8.05k")
 * or miles ("xc-5.2mile"), as the catalogue's standard races do ("xc-8k", "xc-4mile"). Being another
 * slug, such a race is kept apart from every standard distance: a 8.05k is never an 8k mark. Team
 * records and leaders hold standard events only; course records hold each distance run on a course
 * (decision 058).
 */
import { CATALOGUE, type CatalogueEvent } from './catalogue';

const MILE = 1609.344;
/** the distances a cross-country race is run at: 1 km to 20 km */
const MIN_METRES = 1000;
const MAX_METRES = 20000;

export type XcUnit = 'k' | 'mile';

/** "xc-8.05k", "xc-5.2mile": a number without leading or trailing zeros (up to 3 decimals in km, 2 in miles). */
const SLUG = /^xc-((?:[1-9]\d?)(?:\.\d{0,2}[1-9])?)(k|mile)$/;

const metresOf = (value: number, unit: XcUnit): number => (unit === 'k' ? value * 1000 : value * MILE);

/** The number as a slug writes it: at most 3 decimals in km (a metre), 2 in miles; no trailing zeros. */
const numberText = (value: number, unit: XcUnit): string => String(Number(value.toFixed(unit === 'k' ? 3 : 2)));

const STANDARD = new Set(CATALOGUE.map((e) => e.event));

/**
 * The cross-country slug of a distance ("8.05", "k" -> "xc-8.05k"); a standard distance gives the
 * catalogue's own slug ("8", "k" -> "xc-8k"); null outside 1 km to 20 km.
 */
export const xcSlugOf = (value: number, unit: XcUnit): string | null => {
  if (!Number.isFinite(value)) return null;
  const text = numberText(value, unit);
  const metres = metresOf(Number(text), unit);
  if (metres < MIN_METRES || metres > MAX_METRES) return null;
  const slug = `xc-${text}${unit}`;
  return SLUG.test(slug) ? slug : null;
};

/** True for a measured-distance race's slug or type ("xc-8.05k", "female-xc-5.2mile"), false for every catalogue event. */
export const isMeasuredXc = (slugOrType: string): boolean => measuredXcEvent(slugOrType.replace(/^(male|female|mixed)-/, '')) !== undefined;

/** A distance in metres as a cross-country slug in km ("8050" -> "xc-8.05k"); null outside 1 km to 20 km. */
export const xcSlugOfMetres = (metres: number): string | null => xcSlugOf(metres / 1000, 'k');

const displayOf = (text: string, unit: XcUnit): string => (unit === 'k' ? `${text}K (XC)` : `${text} Mile (XC)`);

/**
 * The event a measured-distance slug names, shaped as a catalogue event (a timed, off-track
 * cross-country race for boys and girls), or undefined when the slug is not one (the catalogue's
 * own slugs, "xc-8k", are not).
 */
export const measuredXcEvent = (slug: string): CatalogueEvent | undefined => {
  const m = SLUG.exec(slug);
  if (!m || STANDARD.has(slug)) return undefined;
  const unit = m[2] as XcUnit;
  // one slug per distance: "xc-8.050k" or a mile to 3 decimals is no slug
  if (numberText(Number(m[1]), unit) !== m[1]) return undefined;
  const metres = metresOf(Number(m[1]), unit);
  if (metres < MIN_METRES || metres > MAX_METRES) return undefined;
  return {
    event: slug,
    displayName: displayOf(m[1]!, unit),
    category: 'cross-country',
    kind: 'time',
    genders: ['male', 'female'],
    distanceMeters: metres,
    offTrack: true,
    measured: true,
  };
};
