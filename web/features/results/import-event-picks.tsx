/**
 * The event names a results import could not read with certainty (the preview's unreadEvents): the
 * import never guesses them, so the coach picks the event of each name's rows (the meet's events
 * first, then the catalogue) or leaves them out. A pick holds for every row of the name; the rows
 * of a name with no pick are left out with their reason.
 */
import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { EventChoice, ResultImportPreview } from '@core/api/results';
import { CATALOGUE, EVENT_CATEGORIES } from '@core/sport-events/catalogue';
import { findCatalogueEvent, findSportEvent } from '@core/sport-events/sport-events';
import { CATEGORY_LABELS } from '../../lib/event-labels';

/** The coach's picks by name: a catalogue slug, or null to leave the rows out; a name not here has no pick. */
export type EventPicks = Readonly<Record<string, string | null>>;

const LEAVE_OUT = 'leave-out';

export const eventChoicesOf = (picks: EventPicks): EventChoice[] => Object.entries(picks).map(([name, event]) => ({ name, event }));

/** The picks with one name's pick set (undefined: no pick). */
export const withPick = (picks: EventPicks, name: string, event: string | null | undefined): EventPicks => {
  const next = { ...picks };
  if (event === undefined) delete next[name];
  else next[name] = event;
  return next;
};

/** The choices of every name: no pick, leave out, the meet's events (a measured cross-country race too), then the catalogue by group. */
const pickOptions = (meetEventTypes: readonly string[]) => {
  const atMeet = [...new Set(meetEventTypes.map((t) => findSportEvent(t)?.event).filter((s): s is string => Boolean(s)))];
  const taken = new Set(atMeet);
  return [
    { value: '', label: 'No pick: leave out with the reason' },
    { value: LEAVE_OUT, label: 'Leave these rows out' },
    ...(atMeet.length
      ? [{ group: 'Events of this meet', items: atMeet.map((s) => ({ value: s, label: findCatalogueEvent(s)!.displayName })) }]
      : []),
    ...EVENT_CATEGORIES.map((category) => ({
      group: CATEGORY_LABELS[category],
      items: CATALOGUE.filter((e) => e.category === category && !taken.has(e.event)).map((e) => ({ value: e.event, label: e.displayName })),
    })).filter((g) => g.items.length > 0),
  ];
};

interface Props {
  unread: ResultImportPreview['unreadEvents'];
  picks: EventPicks;
  onPick: (name: string, event: string | null | undefined) => void;
  /** the meet's event types, offered first */
  meetEventTypes: readonly string[];
  /** "row" (a spreadsheet) or "line" (a timing file) */
  rowWord: string;
  /** the picks changed since the rows were checked */
  stale: boolean;
  onCheck: () => void;
  checking: boolean;
}

export function ImportEventPicks({ unread, picks, onPick, meetEventTypes, rowWord, stale, onCheck, checking }: Props) {
  const options = pickOptions(meetEventTypes);
  return (
    <Paper withBorder p="sm" data-testid="import-event-picks">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {unread.length === 1 ? 'An event name Splits could not read' : 'Event names Splits could not read'}
        </Text>
        <Text size="xs" c="dimmed">
          Splits never guesses an event. Pick the event of each name&apos;s {rowWord}s (each athlete&apos;s gender decides boys or girls),
          or leave them out.
        </Text>
        {unread.map((u) => {
          const pick = picks[u.name];
          return (
            <NativeSelect
              key={u.name}
              label={`“${u.name}”`}
              description={`${u.rows.length === 1 ? rowWord : `${rowWord}s`} ${u.rows.join(', ')}`}
              data={options}
              value={pick === undefined ? '' : pick === null ? LEAVE_OUT : pick}
              onChange={(e) => {
                const v = e.currentTarget.value;
                onPick(u.name, v === '' ? undefined : v === LEAVE_OUT ? null : v);
              }}
            />
          );
        })}
        {stale ? (
          <Group justify="flex-end">
            <Button size="xs" onClick={onCheck} loading={checking}>
              Check again with these events
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
