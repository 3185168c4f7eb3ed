import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle, IconPrinter } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { HeatSheetEvent } from '@core/api/meet-files';
import { paths } from '../../app/paths';
import { BackLink } from '../../components/area-page';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { shortDate } from '../../lib/meet-labels';
import { useTeamAccess } from '../../lib/team-access';
import { useHeatSheet, useMoveEntry, useSaveSchedule, useSeedHeats } from './api';
import { ClockTimeInput } from './clock-time-input';
import { HeatLaneInputs } from './heat-lane-inputs';
import { heatSheetEventTitle, SECTION_WORDS, sectionsOf } from './heat-sheet-labels';
import classes from './print-page.module.css';

/**
 * /dashboard/meets/:id/heat-sheet: the printable heat sheet (print, or save as PDF from the print
 * dialog): events in running order with their times, heats or flights, lanes, bibs and seeds, and a
 * column to write marks in. A coach seeds the heats from the seed marks, moves an entry, and sets the
 * meet's start time and the events' times here; on paper only the sheet shows.
 */
export default function HeatSheetPage() {
  const { id = '' } = useParams();
  const { orgId, canWrite } = useTeamAccess();
  const sheet = useHeatSheet(orgId, id);
  const seed = useSeedHeats(orgId ?? '', id);
  const move = useMoveEntry(orgId ?? '', id);
  const schedule = useSaveSchedule(orgId ?? '', id);
  const [params, setParams] = useSearchParams();
  const printNow = params.get('print') === '1' && sheet.isSuccess;
  // opened by the meet page's Print heat sheets: the print dialog once the sheet is on screen, then the
  // plain address again (a reload or Back does not print twice)
  useEffect(() => {
    if (!printNow) return;
    setParams({}, { replace: true });
    window.print();
  }, [printNow, setParams]);

  if (sheet.isPending) return <PageLoader label="Loading the heat sheet" />;
  if (sheet.isError) return <FormAlert message={errorMessage(sheet.error)} />;
  const data = sheet.data;
  const failure = seed.error ?? move.error ?? schedule.error;

  return (
    <Stack gap="md" className={classes.page}>
      <Group className={classes.noPrint} justify="space-between">
        <BackLink to={paths.meetDetail(id)}>Back to the meet</BackLink>
        <Group gap="xs">
          {canWrite ? (
            <Button
              variant="default"
              leftSection={<IconArrowsShuffle size={ICON_SIZE} />}
              loading={seed.isPending}
              onClick={() => seed.mutate({})}
            >
              Seed heats
            </Button>
          ) : null}
          <Button leftSection={<IconPrinter size={ICON_SIZE} />} onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Group>
      {failure ? (
        <div className={classes.noPrint}>
          <FormAlert message={errorMessage(failure)} />
        </div>
      ) : null}
      <div>
        <Title order={1}>{data.name}: heat sheet</Title>
        <Text>
          {shortDate(data.startDate)}
          {data.startTime ? `, starts ${data.startTime}` : ''}
          {data.location ? ` · ${data.location}` : ''}
          {data.host ? ` · hosted by ${data.host}` : ''}
        </Text>
      </div>
      {canWrite ? (
        <div className={classes.noPrint}>
          <ClockTimeInput label="Meet start time" value={data.startTime} onSave={(startTime) => schedule.mutate({ startTime })} />
        </div>
      ) : null}
      {data.events.length === 0 ? <Text>No events yet.</Text> : null}
      {data.events.map((event) => (
        <EventSheet
          key={event.eventId}
          event={event}
          canWrite={canWrite}
          onTime={(time) => schedule.mutate({ events: [{ eventId: event.eventId, time }] })}
          onMove={(entryId, heat, lane) => move.mutate({ entryId, heat, lane })}
        />
      ))}
    </Stack>
  );
}

function EventSheet({
  event,
  canWrite,
  onTime,
  onMove,
}: {
  event: HeatSheetEvent;
  canWrite: boolean;
  onTime: (time: string | null) => void;
  onMove: (entryId: string, heat: number | null, lane: number | null) => void;
}) {
  const words = SECTION_WORDS[event.style];
  const title = heatSheetEventTitle(event);
  const relay = event.entries.some((e) => e.legs.length > 0);
  return (
    <section className={classes.section} aria-label={title}>
      <Group gap="sm" align="center">
        <Title order={2} size="h3">
          {event.scheduledTime ? `${event.scheduledTime} ` : ''}
          {title}
        </Title>
        {canWrite ? (
          <span className={classes.noPrint}>
            <ClockTimeInput size="xs" label={`Time, ${title}`} value={event.scheduledTime} onSave={onTime} />
          </span>
        ) : null}
      </Group>
      {event.entries.length === 0 ? <Text size="sm">Nobody entered.</Text> : null}
      {sectionsOf(event.entries).map((section) => (
        <div key={section.heat ?? 'unseeded'}>
          <Title order={3} size="h5" mt="xs">
            {section.heat === null
              ? 'Not seeded yet'
              : `${words.section} ${section.heat} of ${Math.max(...event.entries.map((e) => e.heat ?? 0))}`}
          </Title>
          <table
            className={classes.table}
            aria-label={`${title}, ${section.heat === null ? 'not seeded' : `${words.section} ${section.heat}`}`}
          >
            <thead>
              <tr>
                <th className={classes.narrow}>{words.place}</th>
                <th className={classes.narrow}>Bib</th>
                <th>{relay ? 'Team' : 'Athlete'}</th>
                <th>{relay ? 'Legs' : 'Grade'}</th>
                <th>Seed</th>
                <th>Mark</th>
                {canWrite ? <th className={classes.noPrint}>Move to</th> : null}
              </tr>
            </thead>
            <tbody>
              {section.entries.map((entry) => (
                <tr key={entry.entryId} data-entry={entry.name}>
                  <td>{entry.lane ?? ''}</td>
                  <td>{entry.bib ?? ''}</td>
                  <td>{entry.name}</td>
                  <td>{relay ? entry.legs.join(', ') : (entry.grade ?? '')}</td>
                  <td>{entry.seed ?? ''}</td>
                  <td />
                  {canWrite ? (
                    <td className={classes.noPrint}>
                      <HeatLaneInputs
                        key={`${entry.heat}-${entry.lane}`}
                        entry={entry}
                        words={words}
                        onMove={(heat, lane) => onMove(entry.entryId, heat, lane)}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
