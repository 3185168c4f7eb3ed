/**
 * The time zones a team may plan in: IANA names, as this runtime's `Intl` lists them (its canonical
 * names, e.g. `America/New_York`), plus `UTC`. One list for the contract's check (server and form)
 * and the form's options, so a name the form offers is one the server takes, and a name the server
 * takes is one every date computation (the calendar, the feed, "today") can use (issue 24: any
 * string was taken, and the schedule answered 500).
 */

/** What a runtime without `Intl.supportedValuesOf` (older browsers) lists; any other name it can resolve is still taken. */
const FALLBACK_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'Europe/London',
  'UTC',
];

let names: { list: string[]; set: Set<string>; complete: boolean } | null = null;

const known = () => {
  if (!names) {
    let listed: string[] | null = null;
    try {
      listed = Intl.supportedValuesOf('timeZone');
    } catch {
      listed = null;
    }
    const list = [...new Set([...(listed ?? FALLBACK_ZONES), 'UTC'])];
    names = { list, set: new Set(list), complete: listed !== null };
  }
  return names;
};

/** Every time zone a team may choose, in the runtime's order (by region, then city), `UTC` included. */
export const timeZoneNames = (): readonly string[] => known().list;

/** An IANA name's shape (`Area/City`, `UTC`, `EST5EDT`): no offsets such as `+05:00`, no spaces. */
const IANA_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The canonical name of a time zone (`US/Eastern` and `america/new_york` are `America/New_York`;
 * `Asia/Kolkata` is the runtime's `Asia/Calcutta`), or null when it is none of the listed ones:
 * not an IANA name, unknown to `Intl`, or one the list leaves out (`Etc/GMT+5`, `Factory`).
 */
export const canonicalTimeZone = (name: string): string | null => {
  if (name.length > 64 || !IANA_SHAPE.test(name)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const { set, complete } = known();
  return set.has(resolved) || !complete ? resolved : null;
};

export const TIME_ZONE_MESSAGE = 'Not a time zone: choose one from the list (an IANA name such as America/Chicago)';

/** One day formatter per zone: making one costs a hundred times more than using it (every request asks the day). */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * Today (YYYY-MM-DD) in a team's time zone: a meet is upcoming until its last day is over there, and
 * a new team event starts on this day unless another is picked. The runtime's UTC day for a zone
 * this runtime cannot resolve.
 */
export const todayIn = (timeZone: string, now: Date = new Date()): string => {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    if (dayFormats.size >= 512) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format ? format.format(now) : now.toISOString().slice(0, 10);
};
