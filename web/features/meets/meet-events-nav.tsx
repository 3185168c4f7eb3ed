import { Badge, NavLink, Select, Stack } from '@mantine/core';
import type { MeetEvent } from '@core/api/meets';
import { useIsPhone } from '../../lib/use-phone';
import { meetEventTitle } from './meet-event-panel';
import { withRound } from '../../lib/round-labels';

/** The meet's events (with their round) to choose from: a list beside the grid on a desktop, a select on a phone. */
export function MeetEventsNav({
  events,
  selected,
  onSelect,
}: {
  events: MeetEvent[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const phone = useIsPhone();
  const label = (e: MeetEvent) => withRound(meetEventTitle(e), e, events);
  if (phone) {
    return (
      <Select
        label="Event"
        data={events.map((e) => ({ value: e.id, label: `${label(e)} (${e.entries.filter((x) => x.result).length}/${e.entries.length})` }))}
        value={selected}
        onChange={(v) => v && onSelect(v)}
        allowDeselect={false}
        size="md"
      />
    );
  }
  return (
    <Stack gap={2} component="nav" aria-label="Events of the meet">
      {events.map((e) => {
        const done = e.entries.filter((x) => x.result).length;
        return (
          <NavLink
            key={e.id}
            label={label(e)}
            active={e.id === selected}
            onClick={() => onSelect(e.id)}
            aria-current={e.id === selected ? 'true' : undefined}
            rightSection={
              <Badge size="xs" variant="light" color={e.entries.length > 0 && done === e.entries.length ? 'green' : 'gray'}>
                {done}/{e.entries.length}
              </Badge>
            }
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
      })}
    </Stack>
  );
}
