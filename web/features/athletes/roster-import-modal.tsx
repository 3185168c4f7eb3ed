import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { AthleteImportRow } from '@core/api/athletes';
import { FormAlert } from '../../components/form-alert';
import { notify } from '../../lib/notify';
import { ImportPreviewSummary, ImportPreviewTable, StalePreviewNote } from '../../components/import-preview-table';
import { useImportPreview } from '../../lib/use-import-preview';
import { useImportAthletes } from './api/import-athletes';
import { usePreviewAthletesImport } from './api/preview-athletes-import';
import { GENDER_LABELS, GROUP_LABELS } from './athlete-labels';
import { eventShortName } from './key-prs';
import { useIsPhone } from '../../lib/use-phone';
import { ImportSource } from './import-source';

const EXAMPLE =
  'Gender,First,Last,Grade,Birthdate,Events,Email\nF,Dana,Reyes,11,2009-03-14,100m; 200m,dana@example.org\nM,Kofi,Okafor,10,,Long Jump,';

type Preview = { rows: AthleteImportRow[]; errorCount: number; duplicateCount: number };

const duplicateText = (row: AthleteImportRow) =>
  row.duplicateOf.map((d) => (d.athleteId ? `${d.name} (on the roster)` : `${d.name} (row ${d.row})`)).join(', ');

/** Roster rows from a CSV file or a spreadsheet paste: preview with bad rows and likely duplicates, then all, or all but the flagged rows. */
export function RosterImportModal({ orgId, opened, onClose }: { orgId: string; opened: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  // off by default: a flagged row holds the import back until the coach chooses to leave it out
  const [skipInvalid, setSkipInvalid] = useState(false);
  const check = usePreviewAthletesImport(orgId);
  const commit = useImportAthletes(orgId);
  const { text, setText, preview, stale, error, runPreview, runImport } = useImportPreview<
    Preview,
    Awaited<ReturnType<typeof commit.mutateAsync>>
  >({
    check: (t) => check.mutateAsync(t),
    commit: (t) => commit.mutateAsync({ text: t, skipDuplicates, skipInvalid }),
    done: (answer) => {
      notify.success(
        `${answer.created} ${answer.created === 1 ? 'athlete' : 'athletes'} added${answer.skipped ? `, ${answer.skipped} ${answer.skipped === 1 ? 'row' : 'rows'} left out` : ''}`,
      );
      onClose();
    },
  });
  const rosterDuplicates = preview?.rows.filter((r) => r.duplicateOf.some((d) => d.athleteId)).length ?? 0;
  const toImport =
    preview?.rows.filter((r) => !(skipInvalid && r.errors.length > 0) && !(skipDuplicates && r.duplicateOf.some((d) => d.athleteId)))
      .length ?? 0;
  const blocked = (preview?.errorCount ?? 0) > 0 && !skipInvalid;

  return (
    <Modal opened={opened} onClose={onClose} title="Import athletes" size="xl" fullScreen={phone}>
      <Stack gap="md">
        <ImportSource
          value={text}
          onChange={setText}
          columnsHint="Gender, First, Last, Grade; optional Birthdate, Events, Email"
          example={EXAMPLE}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void runPreview()} loading={check.isPending} disabled={!text.trim()}>
            Check rows
          </Button>
        </Group>
        <FormAlert message={error} />
        {preview ? (
          <Stack gap="sm">
            <ImportPreviewSummary
              invalid={preview.errorCount}
              total={preview.rows.length}
              whenInvalid="Fix them above and check again, or leave them out below."
            />
            {preview.duplicateCount > 0 ? (
              <Alert color="yellow" variant="light" icon={<IconCopy size={ICON_SIZE} />}>
                {preview.duplicateCount} {preview.duplicateCount === 1 ? 'row looks like' : 'rows look like'} an athlete already listed
                (same name and gender).
              </Alert>
            ) : null}
            <ImportPreviewTable
              rows={preview.rows}
              minWidth={760}
              mah={360}
              columns={[
                {
                  label: 'Name',
                  cell: (row) => (
                    <>
                      {row.firstName} {row.lastName}
                      {row.duplicateOf.length ? (
                        <Badge ml={6} size="xs" variant="light" color="yellow" title={`Likely duplicate of ${duplicateText(row)}`}>
                          duplicate?
                        </Badge>
                      ) : null}
                    </>
                  ),
                },
                { label: 'Gender', cell: (row) => (row.gender ? GENDER_LABELS[row.gender] : '') },
                { label: 'Grade', cell: (row) => row.grade ?? '' },
                { label: 'Birthdate', cell: (row) => row.birthdate ?? '' },
                {
                  label: 'Events',
                  cell: (row) => [...row.eventGroups.map((g) => GROUP_LABELS[g]), ...row.preferredEvents.map(eventShortName)].join(', '),
                },
                { label: 'Email', cell: (row) => row.email ?? '' },
              ]}
              moreProblems={(row) =>
                row.duplicateOf.length ? (
                  <Text size="xs" c="yellow.9">
                    Likely duplicate of {duplicateText(row)}
                  </Text>
                ) : null
              }
            />
            {preview.errorCount > 0 ? (
              <Checkbox
                checked={skipInvalid}
                onChange={(e) => setSkipInvalid(e.currentTarget.checked)}
                label={`Leave out the ${preview.errorCount} ${preview.errorCount === 1 ? 'row' : 'rows'} with problems and import the others`}
              />
            ) : null}
            {rosterDuplicates > 0 ? (
              <Checkbox
                checked={skipDuplicates}
                onChange={(e) => setSkipDuplicates(e.currentTarget.checked)}
                label={`Leave out the ${rosterDuplicates} ${rosterDuplicates === 1 ? 'row' : 'rows'} matching an athlete already on the roster`}
              />
            ) : null}
            <StalePreviewNote stale={stale} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => void runImport()} loading={commit.isPending} disabled={blocked || stale || toImport === 0}>
                Import {toImport} {toImport === 1 ? 'athlete' : 'athletes'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
