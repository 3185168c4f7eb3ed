import { ActionIcon, Button, Group, Menu, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconListNumbers, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { MeetDetail, MeetEvent } from '@core/api/meets';
import { isWindEvent, seriesKind, type MarkOptions } from '@core/marks';
import { eventSpecText } from '@core/sport-events/implements';
import { findSportEvent } from '@core/sport-events/sport-events';
import { useOrganization } from '../../lib/store/hooks';
import { notify } from '../../lib/notify';
import { ConfirmModal } from '../../components/confirm-modal';
import { eventTitle } from '../../lib/event-labels';
import { HeatWindForm, ResultCards, ResultsGrid, ResultsTable, seriesHint, takesSplits, useResultRows } from '../results';
import { CombinedEventSheet } from '../combined-events';
import { useIsPhone } from '../../lib/use-phone';
import { useDeleteMeetEvent } from './api/delete-meet-event';
import { EntriesModal } from '../entries';
import { EventCompetitors } from '../standings';
import { withRound } from '../../lib/round-labels';

interface MeetEventPanelProps {
  orgId: string;
  meet: MeetDetail;
  event: MeetEvent;
  canWrite: boolean;
  markOptions: MarkOptions;
}

export const meetEventTitle = (event: Pick<MeetEvent, 'gender' | 'displayName' | 'eventType'>) => {
  const sportEvent = findSportEvent(event.eventType);
  return sportEvent ? eventTitle(sportEvent) : eventTitle(event);
};

/** One event of the meet: its entries and results — the keyboard grid (or phone form) for staff, a table for others. */
export function MeetEventPanel({ orgId, meet, event, canWrite, markOptions }: MeetEventPanelProps) {
  const phone = useIsPhone();
  const [entriesOpen, entries] = useDisclosure(false);
  const [removing, remove] = useDisclosure(false);
  const deleteEvent = useDeleteMeetEvent(orgId, meet.id);
  const { rows, edit, commit, keep, fillPlaces } = useResultRows(orgId, meet, event, markOptions);
  const level = useOrganization()?.competitionLevel ?? 'high-school';
  // hurdle height or implement weight at the team's level ("39in hurdles", "12 lb")
  const spec = eventSpecText(event.eventType, level, markOptions.units ?? 'metric');
  const title = meetEventTitle(event);
  const heading = withRound(title, event, meet.events);
  const results = event.entries.filter((e) => e.result).length;
  // wind is read outdoors only
  const wind = isWindEvent(event.eventType) && meet.season !== 'indoor';
  const splits = takesSplits(event.eventType);
  // a field event kept as series: the server places every result from the series (decision 028)
  const bySeries = event.entries.some((e) => e.result?.series);
  // a heat's wind is typed once for races; a jump's wind goes with each attempt
  const heatWind = wind && splits;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={`event-${event.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={2} size="h3" id={`event-${event.id}`}>
              {heading}
            </Title>
            <Text size="sm" c="dimmed">
              {spec ? <span data-testid="event-spec">{spec} · </span> : null}
              {event.entries.length} {event.entries.length === 1 ? 'entry' : 'entries'} · {results} {results === 1 ? 'result' : 'results'}
            </Text>
          </div>
          {canWrite ? (
            <Group gap="xs">
              <Button size="xs" variant="default" leftSection={<IconUserPlus size={ICON_SIZE} />} onClick={entries.open}>
                {event.kind === 'relay' ? 'Relay teams' : 'Entries'}
              </Button>
              {event.entries.length > 1 && event.kind !== 'points' && !bySeries ? (
                <Tooltip label="Places 1, 2, 3… from the marks typed (ties share a place)">
                  <Button size="xs" variant="default" leftSection={<IconListNumbers size={ICON_SIZE} />} onClick={fillPlaces}>
                    Fill places
                  </Button>
                </Tooltip>
              ) : null}
              {/* destructive, so kept in a menu away from the thumb and the results */}
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="default" size="md" aria-label={`More actions, ${heading}`}>
                    <IconDots size={ICON_SIZE} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item color="red" leftSection={<IconTrash size={ICON_SIZE} />} onClick={remove.open}>
                    Remove event
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ) : null}
        </Group>

        {event.entries.length === 0 ? (
          <Stack gap="xs" align="flex-start" py="md">
            <Text size="sm" c="dimmed">
              {canWrite
                ? event.kind === 'relay'
                  ? 'No relay teams yet. Enter a team of four legs, then type its time here.'
                  : 'Nobody is entered yet. Enter athletes, then type their marks here.'
                : 'Nobody is entered in this event yet.'}
            </Text>
            {canWrite ? (
              <Button size="sm" leftSection={<IconUserPlus size={ICON_SIZE} />} onClick={entries.open}>
                {event.kind === 'relay' ? 'Enter a relay team' : 'Enter athletes'}
              </Button>
            ) : null}
          </Stack>
        ) : event.kind === 'points' ? (
          <CombinedEventSheet orgId={orgId} meet={meet} event={event} canWrite={canWrite} markOptions={markOptions} />
        ) : !canWrite ? (
          <ResultsTable wind={wind} eventName={heading} entries={event.entries} />
        ) : phone ? (
          <>
            {heatWind ? <HeatWindForm rows={rows} onEdit={edit} onCommit={(id) => void commit(id)} /> : null}
            <ResultCards
              eventType={event.eventType}
              wind={wind}
              splits={splits}
              rows={rows}
              onEdit={edit}
              onCommit={(id) => void commit(id)}
              onKeep={keep}
            />
          </>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              Tab: next cell · Enter or ↓: next athlete · ↑: back · Esc: undo the row. Rows save as you leave them.
              {splits ? ' Splits: cumulative times with commas (32.1, 1:05.4).' : ''}
              {seriesKind(event.eventType) ? ` ${seriesHint(event.eventType)}` : ''}
            </Text>
            {heatWind ? <HeatWindForm rows={rows} onEdit={edit} onCommit={(id) => void commit(id)} /> : null}
            <ResultsGrid
              wind={wind}
              splits={splits}
              series={seriesKind(event.eventType) !== null}
              eventName={heading}
              rows={rows}
              onEdit={edit}
              onCommit={(id) => void commit(id)}
              onKeep={keep}
            />
          </>
        )}
        <EventCompetitors orgId={orgId} meetId={meet.id} event={event} wind={wind} canWrite={canWrite} />
      </Stack>

      {canWrite ? (
        <>
          {entriesOpen ? (
            <EntriesModal orgId={orgId} meet={meet} event={event} title={heading} opened={entriesOpen} onClose={entries.close} />
          ) : null}
          <ConfirmModal
            opened={removing}
            onClose={remove.close}
            title={`Remove ${heading}?`}
            confirmLabel="Remove event"
            onConfirm={async () => {
              await deleteEvent.mutateAsync(event.id);
              notify.success(`${heading} removed`);
            }}
          >
            The event goes from this meet with its {event.entries.length} entries and {results} results. This cannot be undone.
          </ConfirmModal>
        </>
      ) : null}
    </Paper>
  );
}
