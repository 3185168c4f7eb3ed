import { Link } from 'react-router';
import { Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconDownload, IconFileText, IconId, IconListNumbers, IconTrophy } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { LYNX_RACES_ONLY_NOTE } from '@core/meet-files';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { MEET_FILES, useDownloadMeetFile, type MeetFileKind } from './api';
import { BibsModal } from './bibs-modal';

/**
 * The meet's sheets and files out (issue 29): the heat sheet and the results sheet (printable pages),
 * bibs, and the files for the host and the timing system, each the same bytes the API serves.
 * Entries carry birth dates: the entries file is offered to those who see personal data. The
 * FinishLynx files list races only, and the menu says so (core/meet-files/lynx-files.ts).
 */
export function MeetFilesMenu({ orgId, meetId, canExportEntries }: { orgId: string; meetId: string; canExportEntries: boolean }) {
  const download = useDownloadMeetFile(orgId, meetId);
  const [bibsOpen, bibs] = useDisclosure(false);
  const files: MeetFileKind[] = canExportEntries ? ['hytek', 'evt', 'ppl', 'sch'] : ['evt', 'ppl', 'sch'];
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            visibleFrom="sm"
            leftSection={<IconFileText size={ICON_SIZE} />}
            rightSection={<IconChevronDown size={14} />}
          >
            Sheets and files
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.meetHeatSheet(meetId)} leftSection={<IconListNumbers size={ICON_SIZE} />}>
            Heat sheet
          </Menu.Item>
          <Menu.Item component={Link} to={paths.meetResultsSheet(meetId)} leftSection={<IconTrophy size={ICON_SIZE} />}>
            Results sheet
          </Menu.Item>
          <Menu.Item leftSection={<IconId size={ICON_SIZE} />} onClick={bibs.open}>
            Bib numbers
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>Download</Menu.Label>
          {files.map((kind) => (
            <Menu.Item key={kind} leftSection={<IconDownload size={ICON_SIZE} />} onClick={() => download.mutate(kind)}>
              {MEET_FILES[kind].label}
            </Menu.Item>
          ))}
          <Text size="xs" c="dimmed" px="sm" py={4} maw={320} data-testid="lynx-races-only">
            {LYNX_RACES_ONLY_NOTE}
          </Text>
        </Menu.Dropdown>
      </Menu>
      {download.error ? <FormAlert message={errorMessage(download.error)} /> : null}
      {bibsOpen ? <BibsModal orgId={orgId} opened={bibsOpen} onClose={bibs.close} /> : null}
    </>
  );
}
