import type { ORGANIZATION_KINDS, PRIMARY_COLORS, UNITS } from '@core/api/organizations';
import { canonicalTimeZone, timeZoneNames } from '@core/schedule/time-zones';

type Kind = (typeof ORGANIZATION_KINDS)[number];
type Unit = (typeof UNITS)[number];
type Color = (typeof PRIMARY_COLORS)[number];

export const KIND_OPTIONS: { value: Kind; label: string }[] = [
  { value: 'high-school', label: 'High school' },
  { value: 'middle-school', label: 'Middle school' },
  { value: 'college', label: 'College' },
  { value: 'club', label: 'Club' },
  { value: 'other', label: 'Other' },
];

export const UNIT_OPTIONS: { value: Unit; label: string }[] = [
  { value: 'imperial', label: 'Imperial (feet and inches)' },
  { value: 'metric', label: 'Metric (metres)' },
];

export const COLOR_LABELS: Record<Color, string> = {
  black: 'Black',
  dark: 'Dark',
  gray: 'Gray',
  red: 'Red',
  pink: 'Pink',
  grape: 'Grape',
  violet: 'Violet',
  indigo: 'Indigo',
  blue: 'Blue',
  cyan: 'Cyan',
  teal: 'Teal',
  green: 'Green',
  lime: 'Lime',
  yellow: 'Yellow',
  orange: 'Orange',
};

/**
 * The time zones the form offers: the contract's list (core/schedule/time-zones), the one the
 * server takes, and the stored one if it is somehow not listed (so the field never shows empty).
 */
export const timezoneOptions = (current?: string): string[] => {
  const zones = timeZoneNames();
  return current && !zones.includes(current) ? [...zones, current] : [...zones];
};

/** The browser's own zone in the list's spelling (`Asia/Kolkata` is listed as `Asia/Calcutta`), else New York. */
export const browserTimezone = (): string => {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'America/New_York';
  } catch {
    return 'America/New_York';
  }
};

export const kindLabel = (kind: Kind): string => KIND_OPTIONS.find((k) => k.value === kind)?.label ?? kind;
