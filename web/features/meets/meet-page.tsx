import { Link, useParams, useSearchParams } from 'react-router';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalendarOff,
  IconFileExport,
  IconFileImport,
  IconPlus,
  IconListCheck,
  IconListDetails,
  IconPrinter,
  IconTemplate,
} from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage, isApiError } from '../../lib/api-error';
import { downloadText } from '../../lib/csv';
import { useTeamAccess } from '../../lib/team-access';
import { useIsPhone } from '../../lib/use-phone';
import { ResultsImportModal, UnsavedBanner, useResultsRetry } from '../results';
import { AddEventModal } from './add-event-modal';
import { AddEventsModal } from './add-events-modal';
import { useMeet } from '../meet-data';
import { MeetEventPanel } from './meet-event-panel';
import { MeetEventsNav } from './meet-events-nav';
import { MeetAttachments } from './meet-attachments';
import { MeetHeader, MeetTitle } from './meet-header';
import { entriesCsv, entriesFileName, EntryLimitAlert } from '../entries';
import { TeamStandings } from '../standings';
import { SaveTemplateModal } from '../templates';
import { MeetFilesMenu } from '../meet-files';

/** /dashboard/meets/:id: the meet's details and lifecycle, its events, entries and results entry. */
export default function MeetPage() {
  const { id = '' } = useParams();
  const { orgId, canWrite, canImport, canUploadFiles, canSeePersonalData, markOptions } = useTeamAccess();
  const meet = useMeet(orgId, id);
  const [params, setParams] = useSearchParams();
  const [adding, add] = useDisclosure(false);
  const [addingMany, addMany] = useDisclosure(false);
  const [importing, importer] = useDisclosure(false);
  const [templating, template] = useDisclosure(false);
  const phone = useIsPhone();
  useResultsRetry(id);

  if (meet.isPending) return <PageLoader label="Loading the meet" />;
  if (meet.isError) {
    if (isApiError(meet.error, 404) || isApiError(meet.error, 400)) {
      return (
        <AreaPage title="Meet">
          <EmptyState
            icon={<IconCalendarOff />}
            title="Meet not found"
            description="No such meet belongs to your team. It may have been deleted, or the link may belong to another team."
          >
            <BackLink to={paths.meets}>Back to meets</BackLink>
          </EmptyState>
        </AreaPage>
      );
    }
    return <FormAlert message={errorMessage(meet.error)} />;
  }

  const data = meet.data;
  const selectedId = data.events.some((e) => e.id === params.get('event')) ? params.get('event') : (data.events[0]?.id ?? null);
  const selected = data.events.find((e) => e.id === selectedId) ?? null;
  const select = (eventId: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('event', eventId);
        return next;
      },
      { replace: true },
    );

  const header = <MeetHeader orgId={orgId!} meet={data} canWrite={canWrite} titled={!phone} />;
  const actions = (
    <>
      <EntryLimitAlert meet={data} />
      {canWrite ? (
        <Group gap="xs">
          <Button leftSection={<IconPlus size={ICON_SIZE} />} onClick={add.open}>
            Add event
          </Button>
          <Button variant="default" leftSection={<IconListCheck size={ICON_SIZE} />} onClick={addMany.open}>
            Add many events
          </Button>
          {canImport ? (
            <Button variant="default" leftSection={<IconFileImport size={ICON_SIZE} />} onClick={importer.open}>
              Import results
            </Button>
          ) : null}
          {data.events.length > 0 ? (
            <Button variant="default" leftSection={<IconTemplate size={ICON_SIZE} />} onClick={template.open}>
              Save as template
            </Button>
          ) : null}
          {/* desk tools, kept off a phone, where the space above the results counts at the finish line */}
          {data.events.length > 0 ? (
            <>
              <Button
                variant="default"
                visibleFrom="sm"
                leftSection={<IconFileExport size={ICON_SIZE} />}
                onClick={() => downloadText(entriesFileName(data), entriesCsv(data, markOptions))}
              >
                Export entries
              </Button>
              {/* the heat sheet (heats, lanes, flights, bibs), opened to print at once */}
              <Button
                component={Link}
                to={paths.meetHeatSheet(data.id, { print: true })}
                variant="default"
                visibleFrom="sm"
                leftSection={<IconPrinter size={ICON_SIZE} />}
              >
                Print heat sheets
              </Button>
              <MeetFilesMenu orgId={orgId!} meetId={data.id} canExportEntries={canSeePersonalData} />
            </>
          ) : null}
        </Group>
      ) : null}
    </>
  );
  const events = (
    <>
      {data.events.length === 0 ? (
        <EmptyState
          icon={<IconListDetails />}
          title="No events yet"
          description={
            canWrite
              ? 'Add the events of this meet from the catalogue, enter athletes, then type the results on meet day. Or import results from a CSV file: missing events are added.'
              : 'The coaches have not added the events of this meet yet.'
          }
        >
          {canWrite ? (
            <Button leftSection={<IconPlus size={ICON_SIZE} />} onClick={add.open}>
              Add event
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <MeetEventsNav events={data.events} selected={selectedId} onSelect={select} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
            {selected ? (
              <MeetEventPanel key={selected.id} orgId={orgId!} meet={data} event={selected} canWrite={canWrite} markOptions={markOptions} />
            ) : null}
          </Grid.Col>
        </Grid>
      )}
    </>
  );

  // on a phone the first screen is the event's results: the meet's details and tools come after them
  return (
    <Stack gap={phone ? 'md' : 'lg'}>
      <Group>
        <BackLink to={paths.meets}>All meets</BackLink>
      </Group>
      {phone ? <MeetTitle meet={data} compact /> : header}
      <UnsavedBanner meetId={data.id} />
      {phone ? null : actions}
      {events}
      {phone ? (
        <>
          {header}
          {actions}
        </>
      ) : null}
      <TeamStandings orgId={orgId!} meet={data} />
      <MeetAttachments orgId={orgId!} meetId={data.id} canUpload={canWrite && canUploadFiles} />
      {canWrite ? <AddEventModal orgId={orgId!} meet={data} opened={adding} onClose={add.close} onAdded={select} /> : null}
      {canWrite && templating ? <SaveTemplateModal orgId={orgId!} meet={data} opened={templating} onClose={template.close} /> : null}
      {canWrite && addingMany ? <AddEventsModal orgId={orgId!} meet={data} opened={addingMany} onClose={addMany.close} /> : null}
      {canImport ? (
        <ResultsImportModal orgId={orgId!} meetId={data.id} currentEventId={selectedId} opened={importing} onClose={importer.close} />
      ) : null}
    </Stack>
  );
}
