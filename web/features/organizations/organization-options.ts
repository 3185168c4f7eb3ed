import type { ORGANIZATION_KINDS, PRIMARY_COLORS, UNITS } from '@core/api/organizations';

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

const FALLBACK_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London', 'UTC'];

/** Every IANA time zone the browser knows (a short list when it cannot tell). */
export const timezoneOptions = (current?: string): string[] => {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = FALLBACK_ZONES;
  }
  // the browser's own zone (e.g. "UTC") and the stored one must be choosable even if not listed
  const extra = [browserTimezone(), 'UTC', current].filter((z): z is string => Boolean(z) && !zones.includes(z as string));
  return [...new Set([...zones, ...extra])];
};

export const browserTimezone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
  } catch {
    return 'America/New_York';
  }
};

export const kindLabel = (kind: Kind): string => KIND_OPTIONS.find((k) => k.value === kind)?.label ?? kind;
