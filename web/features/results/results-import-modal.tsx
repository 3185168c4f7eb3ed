import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { detectImportFormat } from '@core/results-import';
import { findSportEvent } from '@core/sport-events/sport-events';
import { importResults, previewResultsImport, type ResultImportBody, type ResultImportPreview } from '@core/api/results';
import { FormAlert } from '../../components/form-alert';
import { callApi } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { eventTitle } from '../../lib/event-labels';
import { invalidateMeet, useMeet } from '../meet-data';
import { invalidateAfterResults } from './api/invalidate-after-results';
import { lifEventOptions, roundLabel, suggestLifEvent } from './import-event-choice';
import { ImportFileSource } from './import-file-source';
import { ResultsImportPreviewTable } from './import-preview-table';
import { eventChoicesOf, ImportEventPicks, withPick, type EventPicks } from './import-event-picks';
import { useImportPreview } from '../../lib/use-import-preview';
import { useIsPhone } from '../../lib/use-phone';
import { plural } from '../../lib/plural';

const EXAMPLE = 'Event,First,Last,Gender,Mark,Wind,Place,Heat\n100m,Dana,Reyes,F,12.41,+1.2,1,1\nLong Jump,Kofi,Okafor,M,6.45,,2,';

const eventName = (type: string | null, round: string | null = null) => {
  const e = type ? findSportEvent(type) : undefined;
  const title = e ? eventTitle(e) : (type ?? '–');
  return round && round !== 'final' ? `${title} · ${roundLabel(round)}` : title;
};

/**
 * Results from a CSV file or spreadsheet paste, a FinishLynx .lif (one race, into the meet event
 * chosen here), a Hy-Tek semicolon export or text copied from a results page: preview with
 * per-line problems, then the good rows (the rows with problems are left out, each named in the preview).
 */
export function ResultsImportModal({
  orgId,
  meetId,
  currentEventId = null,
  opened,
  onClose,
}: {
  orgId: string;
  meetId: string;
  /** the event open on the meet page: a .lif goes there when its header names none of the meet's events */
  currentEventId?: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useIsPhone();
  const meet = useMeet(orgId, meetId);
  const events = useMemo(() => meet.data?.events ?? [], [meet.data]);
  // undefined: the event the .lif's header names (when the meet has it); null: none chosen
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [showSkipped, setShowSkipped] = useState(false);
  // the coach's events for the names the import could not read (never guessed)
  const [picks, setPicks] = useState<EventPicks>({});
  const eventChoices = eventChoicesOf(picks);
  const check = useMutation({ mutationFn: (body: ResultImportBody) => callApi(previewResultsImport, { query: { orgId, meetId }, body }) });
  const commit = useMutation({
    mutationFn: async (body: ResultImportBody) => {
      const answer = await callApi(importResults, { query: { orgId, meetId }, body });
      await Promise.all([invalidateMeet(orgId, meetId), invalidateAfterResults()]);
      return answer;
    },
  });
  const [draft, setDraft] = useState('');
  const format = draft.trim() ? detectImportFormat(draft) : null;
  const fallback = events.some((e) => e.id === currentEventId && e.kind !== 'relay') ? currentEventId : null;
  const eventId = format === 'lif' ? (chosen === undefined ? (suggestLifEvent(draft, events) ?? fallback) : chosen) : null;
  const bodyOf = (text: string): ResultImportBody => ({
    text,
    ...(format ? { format } : {}),
    ...(eventId ? { eventId } : {}),
    ...(eventChoices.length ? { eventChoices } : {}),
  });
  const { text, setText, preview, stale, error, runPreview, runImport } = useImportPreview<
    ResultImportPreview,
    Awaited<ReturnType<typeof commit.mutateAsync>>
  >({
    check: (t) => check.mutateAsync(bodyOf(t)),
    // the preview named every row with a problem: the import takes the good rows and leaves those out
    commit: (t) => commit.mutateAsync({ ...bodyOf(t), leaveOutProblems: true }),
    variant: `${eventId ?? ''}|${JSON.stringify(eventChoices)}`,
    done: (answer) => {
      notify.success(
        `${plural(answer.imported, 'result')} imported${answer.competitors ? `, ${plural(answer.competitors, "other team's finisher", "other teams' finishers")} for team scores` : ''}${answer.createdEvents ? `, ${plural(answer.createdEvents, 'event')} added` : ''}${answer.skipped ? `, ${plural(answer.skipped, 'line')} left out` : ''}`,
      );
      setDraft('');
      setChosen(undefined);
      setPicks({});
      onClose();
    },
  });
  const changeText = (t: string) => {
    setText(t);
    setDraft(t);
    setChosen(undefined);
    setPicks({});
  };
  const rowWord = preview?.format === 'csv' ? 'row' : 'line';
  const skippedCount = preview ? preview.rows.filter((r) => r.skipped).length : 0;
  const shown = preview ? preview.rows.filter((r) => showSkipped || !r.skipped) : [];

  return (
    <Modal opened={opened} onClose={onClose} title="Import results" size="xl" fullScreen={phone}>
      <Stack gap="md">
        <ImportFileSource value={text} onChange={changeText} format={format} example={EXAMPLE} />
        {format === 'lif' ? (
          <Select
            label="Meet event"
            description="A .lif file holds one race: its results go to this event of the meet."
            placeholder={events.length ? 'Choose the meet event' : 'Add the event to the meet first'}
            data={lifEventOptions(events)}
            value={eventId}
            onChange={(v) => setChosen(v)}
            clearable
            searchable
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void runPreview()} loading={check.isPending} disabled={!text.trim()}>
            Check rows
          </Button>
        </Group>
        <FormAlert message={error} />
        {preview ? (
          <Stack gap="sm">
            {preview.heading ? (
              <Text size="sm" data-testid="import-heading">
                File: <b>{preview.heading.eventName}</b>
                {preview.heading.heat ? `, heat ${preview.heading.heat}` : ''}
                {preview.heading.wind ? `, wind ${preview.heading.wind}` : ''}
              </Text>
            ) : null}
            {preview.meetName ? <Text size="sm">Exported from: {preview.meetName}</Text> : null}
            {preview.warnings.length > 0 ? (
              <Alert color="yellow" variant="light" icon={<IconInfoCircle size={ICON_SIZE} />} data-testid="import-warnings">
                <List size="sm" spacing={2}>
                  {preview.warnings.map((w) => (
                    <List.Item key={w}>{w}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {preview.errorCount > 0 ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={ICON_SIZE} />} role="alert">
                {preview.errorCount} of {plural(preview.rows.length, rowWord)} have problems (shown below with the reason). Importing now
                leaves them out and imports the {plural(preview.importCount, 'good result')}; or fix them above and check again.
              </Alert>
            ) : null}
            {preview.errorCount > 0 ? null : (
              <Alert color="green" variant="light" icon={<IconCheck size={ICON_SIZE} />}>
                {plural(preview.importCount, 'result')} ready to import.
                {preview.competitorCount
                  ? ` ${plural(preview.competitorCount, "other team's finisher", "other teams' finishers")} become competitors for team scores (not on the roster, no PRs or records).`
                  : ''}
                {skippedCount ? ` ${plural(skippedCount, rowWord)} left out (lines that cannot be read, events not kept).` : ''}
                {preview.addedEvents.length
                  ? ` The import adds ${plural(preview.addedEvents.length, 'event')} to the meet: ${preview.addedEvents.map((a) => eventName(a.eventType, a.round)).join(', ')}.`
                  : ''}
              </Alert>
            )}
            {skippedCount > 0 ? (
              <Checkbox
                size="xs"
                label={`Show the ${plural(skippedCount, `${rowWord} left out`, `${rowWord}s left out`)}`}
                checked={showSkipped}
                onChange={(e) => setShowSkipped(e.currentTarget.checked)}
              />
            ) : null}
            {preview.unreadEvents.length > 0 ? (
              <ImportEventPicks
                unread={preview.unreadEvents}
                picks={picks}
                onPick={(name, event) => setPicks((p) => withPick(p, name, event))}
                meetEventTypes={events.map((e) => e.eventType)}
                rowWord={rowWord}
                stale={stale}
                onCheck={() => void runPreview()}
                checking={check.isPending}
              />
            ) : null}
            <ResultsImportPreviewTable rows={shown} format={preview.format} eventName={eventName} />
            {stale ? (
              <Text size="sm" c="orange.9">
                The rows or the meet event changed since they were checked: check them again before importing.
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button
                onClick={() => void runImport()}
                loading={commit.isPending}
                disabled={stale || preview.importCount + preview.competitorCount === 0}
              >
                Import {plural(preview.importCount, 'result')}
                {preview.competitorCount ? ` and ${plural(preview.competitorCount, 'other finisher')}` : ''}
                {preview.errorCount
                  ? `, leave out ${plural(preview.errorCount, `${rowWord} with problems`, `${rowWord}s with problems`)}`
                  : ''}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
