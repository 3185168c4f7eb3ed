import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { Athlete } from '@core/api/athletes';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useIsPhone } from '../../lib/use-phone';
import { useDeleteAthlete } from './api/delete-athlete';
import { useExportAthletes } from './api/export-athletes';
import { useAthletes } from './api/get-athletes';
import { AthleteFormDrawer } from './athlete-form-drawer';
import { fullName } from './athlete-labels';
import { ConfirmModal } from '../../components/confirm-modal';
import { RosterCards } from './roster-cards';
import { RosterFilters } from './roster-filters';
import { RosterImportModal } from './roster-import-modal';
import { ROSTER_PAGE_SIZE, rosterQuery, useRosterParams } from './roster-query';
import { RosterTable } from './roster-table';
import { useTeamAccess } from '../../lib/team-access';

/** /dashboard/athletes: the roster, searchable, filterable, sortable and paged; add, edit, import and export. */
export default function AthletesPage() {
  const { orgId, organization, canWrite, canImport, canSeePersonalData } = useTeamAccess();
  const phone = useIsPhone();
  const params = useRosterParams();
  const [search] = useDebouncedValue(params.search, 300);
  const roster = useAthletes(orgId, rosterQuery(params, search));
  const [adding, add] = useDisclosure(false);
  const [importing, importer] = useDisclosure(false);
  const [editing, setEditing] = useState<Athlete | null>(null);
  const [deleting, setDeleting] = useState<Athlete | null>(null);
  const remove = useDeleteAthlete(orgId ?? '');
  const exporter = useExportAthletes(orgId ?? '', organization?.name ?? 'team');
  const total = roster.data?.total ?? 0;

  const actions = (
    <Group gap="xs">
      {canWrite ? (
        <Button leftSection={<IconUserPlus size={ICON_SIZE} />} onClick={add.open}>
          Add athlete
        </Button>
      ) : null}
      {canImport ? (
        <Button variant="default" leftSection={<IconFileImport size={ICON_SIZE} />} onClick={importer.open}>
          Import
        </Button>
      ) : null}
    </Group>
  );

  // the export holds what the list shows: its search, filters and sort, every page
  const exportCsv = () => {
    const { limit: _limit, offset: _offset, ...filters } = rosterQuery(params, search);
    exporter.mutate(filters, { onError: (error) => notify.error(errorMessage(error), 'The roster could not be exported') });
  };

  return (
    <AreaPage title="Athletes" subtitle="The team roster: grades, event groups, status and PRs.">
      <Group justify="space-between" gap="sm">
        {actions}
        {canSeePersonalData ? (
          <Button variant="subtle" leftSection={<IconDownload size={ICON_SIZE} />} onClick={exportCsv} loading={exporter.isPending}>
            Export CSV
          </Button>
        ) : null}
      </Group>
      <RosterFilters params={params} showSort={phone} />
      {roster.isPending ? (
        <PageLoader label="Loading the roster" />
      ) : roster.isError ? (
        <FormAlert message={errorMessage(roster.error)} />
      ) : total === 0 ? (
        params.filtered || params.status !== 'active' ? (
          <EmptyState icon={<IconUsers />} title="No athletes match" description="Try another search, or clear a filter." />
        ) : (
          <EmptyState
            icon={<IconUsers />}
            title="No athletes yet"
            description={
              canWrite
                ? 'Add athletes one by one, or import the whole roster from a spreadsheet or a CSV file (Gender, First, Last, Grade).'
                : 'The coaches have not added the roster yet. Athletes appear here with their grade, event groups and PRs.'
            }
          >
            {actions}
          </EmptyState>
        )
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} {total === 1 ? 'athlete' : 'athletes'}
          </Text>
          {phone ? (
            <RosterCards orgId={orgId!} athletes={roster.data.items} canWrite={canWrite} onEdit={setEditing} onDelete={setDeleting} />
          ) : (
            <RosterTable
              orgId={orgId!}
              athletes={roster.data.items}
              sort={params.sortBy}
              onSort={(s) => params.set('sort', s === 'lastName' ? null : s)}
              canWrite={canWrite}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          )}
          {total > ROSTER_PAGE_SIZE ? (
            <Pagination total={Math.ceil(total / ROSTER_PAGE_SIZE)} value={params.page} onChange={(p) => params.set('page', String(p))} />
          ) : null}
        </Stack>
      )}
      {canWrite && orgId ? (
        <>
          {adding ? <AthleteFormDrawer orgId={orgId} opened={adding} onClose={add.close} /> : null}
          {editing ? <AthleteFormDrawer key={editing.id} orgId={orgId} athlete={editing} opened onClose={() => setEditing(null)} /> : null}
          <ConfirmModal
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            title={deleting ? `Delete ${fullName(deleting)}?` : 'Delete athlete?'}
            confirmLabel="Delete athlete"
            onConfirm={async () => {
              if (!deleting) return;
              await remove.mutateAsync(deleting.id);
              notify.success(`${fullName(deleting)} deleted`);
            }}
          >
            The athlete goes from the roster with every result, PR and relay leg. To keep the results, deactivate the athlete instead. This
            cannot be undone.
          </ConfirmModal>
        </>
      ) : null}
      {canImport && orgId ? <RosterImportModal orgId={orgId} opened={importing} onClose={importer.close} /> : null}
    </AreaPage>
  );
}
