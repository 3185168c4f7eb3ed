import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Group, List, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch, IconTrophy } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { gradeName, RECORD_BOARDS, type RecordBoard, type RecordEvent } from '@core/api/records';
import { MEET_SEASONS, type MeetSeason } from '@core/api/results';
import { handTimeComparisonSentence } from '@core/marks';
import { AreaPage } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { useTeamAccess } from '../../lib/team-access';
import { seasonLabel } from '../../lib/meet-labels';
import { useRecords, type BoardParams } from './api/records-api';
import { HistoricalRecordsSection } from './historical-records-section';
import { RecordEvidenceModal } from './record-evidence-modal';
import { RecordsBoard } from './records-board';
import { recordEventName, recordWho } from './records-labels';

const BOARD_LABELS: Record<RecordBoard, string> = { 'all-time': 'All-time', season: 'Season', grade: 'Grade level' };

/** The board's scope from the address: ?board=season&season=outdoor-2025, ?board=grade&grade=9&env=indoor. */
const paramsOf = (p: URLSearchParams): BoardParams => {
  const board = (RECORD_BOARDS as readonly string[]).includes(p.get('board') ?? '') ? (p.get('board') as RecordBoard) : 'all-time';
  const environment = p.get('env') === 'indoor' ? 'indoor' : 'outdoor';
  const [season, year] = (p.get('season') ?? '').split(/-(?=\d{4}$)/);
  const grade = Number(p.get('grade'));
  return {
    board,
    environment,
    ...(board === 'season' && (MEET_SEASONS as readonly string[]).includes(season ?? '') && year
      ? { season: season as MeetSeason, seasonYear: Number(year) }
      : {}),
    ...(board === 'grade' && grade >= 1 && grade <= 12 ? { grade } : {}),
  };
};

/** /dashboard/records: the team record board, derived live from results, with historical records. */
export default function RecordsPage() {
  const { orgId, canWrite, canImport } = useTeamAccess();
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const board = useRecords(orgId, params);
  const [open, setOpen] = useState<RecordEvent | null>(null);
  const [q, setQ] = useState('');
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
  };

  const data = board.data;
  const shown = (data?.events ?? []).filter((e) => {
    const text = `${recordEventName(e.eventType)} ${e.record.map(recordWho).join(' ')}`.toLowerCase();
    return text.includes(q.trim().toLowerCase());
  });
  const scopeName = !data
    ? ''
    : data.board === 'season'
      ? data.season
        ? seasonLabel(data.season)
        : 'this season'
      : data.board === 'grade'
        ? `${data.grade === null ? 'grade level' : gradeName(data.grade)} ${data.environment}`
        : `all-time ${data.environment}`;

  return (
    <AreaPage title="Records" subtitle="The team's best legal mark in each event, from every result entered and the historical records.">
      <Alert variant="light" icon={<IconInfoCircle size={ICON_SIZE} />} title="How records are kept">
        <List size="sm" spacing={2}>
          <List.Item>Derived from results the moment they are saved; indoor and outdoor marks are kept apart.</List.Item>
          <List.Item>
            Wind-aided marks (over +2.0 m/s in the 100m, 200m, short hurdles, long and triple jump) and non-marks (DNF, DQ, FOUL…) never
            become records.
          </List.Item>
          <List.Item>
            {data
              ? handTimeComparisonSentence(data.handTimeConversion && data.handTimeRule)
              : "Hand times are compared after conversion to FAT by the team's rule (team settings)."}
          </List.Item>
          <List.Item>
            Ties share the record; relay records name the four legs. Open a record for its evidence, the top list and its history.
          </List.Item>
        </List>
      </Alert>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Board"
          value={params.board}
          onChange={(v) => update({ board: v === 'all-time' ? null : v, season: null, grade: null })}
          data={RECORD_BOARDS.map((b) => ({ value: b, label: BOARD_LABELS[b] }))}
        />
        {params.board !== 'season' ? (
          <SegmentedControl
            aria-label="Indoor or outdoor"
            value={params.environment ?? 'outdoor'}
            onChange={(v) => update({ env: v === 'indoor' ? 'indoor' : null })}
            data={[
              { value: 'outdoor', label: 'Outdoor' },
              { value: 'indoor', label: 'Indoor' },
            ]}
          />
        ) : null}
        {params.board === 'season' && data ? (
          <Select
            label="Season"
            w={200}
            allowDeselect={false}
            data={data.seasons.map((s) => ({ value: `${s.season}-${s.seasonYear}`, label: seasonLabel(s) }))}
            value={data.season ? `${data.season.season}-${data.season.seasonYear}` : null}
            onChange={(v) => update({ season: v })}
            placeholder="No season with marks"
          />
        ) : null}
        {params.board === 'grade' && data ? (
          <Select
            label="Grade level"
            w={200}
            allowDeselect={false}
            data={data.grades.map((g) => ({ value: String(g), label: `${gradeName(g)} (grade ${g})` }))}
            value={data.grade === null ? null : String(data.grade)}
            onChange={(v) => update({ grade: v })}
            placeholder="No grade with marks"
          />
        ) : null}
        <TextInput
          aria-label="Search events and athletes"
          placeholder="Search events and athletes"
          leftSection={<IconSearch size={ICON_SIZE} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          maw={320}
        />
      </Group>
      {board.isPending ? (
        <PageLoader label="Loading the records" />
      ) : board.isError ? (
        <FormAlert message={errorMessage(board.error)} />
      ) : board.data.events.length === 0 ? (
        <EmptyState
          icon={<IconTrophy />}
          title={`No ${scopeName} records`}
          description={`No legal ${scopeName} mark has been entered: records appear here as soon as a result or a historical record is saved.`}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown.length} of {board.data.events.length} events · {scopeName} records
          </Text>
          {shown.length ? <RecordsBoard events={shown} onOpen={setOpen} /> : <Text size="sm">No event or athlete matches "{q}".</Text>}
        </>
      )}
      {orgId ? <HistoricalRecordsSection orgId={orgId} canWrite={canWrite} canImport={canImport} /> : null}
      {orgId ? <RecordEvidenceModal orgId={orgId} event={open} params={params} onClose={() => setOpen(null)} /> : null}
    </AreaPage>
  );
}
