import { useRef, useState } from 'react';
import { Alert, Group, Loader, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CombinedAthlete, CombinedSheet } from '@core/api/combined-events';
import type { MeetDetail, MeetEvent } from '@core/api/meets';
import type { MarkOptions } from '@core/marks';
import { useIsPhone } from '../../lib/use-phone';
import { clearCombinedMark, combinedSheetQueryOptions, saveCombinedMark } from './api/combined-sheet';
import { CombinedCell, type SaveCell } from './combined-cell';
import classes from './combined-event-sheet.module.css';

interface CombinedEventSheetProps {
  orgId: string;
  meet: MeetDetail;
  event: MeetEvent;
  canWrite: boolean;
  markOptions: MarkOptions;
}

const nameOf = (a: Pick<CombinedAthlete, 'firstName' | 'lastName'>) => `${a.lastName}, ${a.firstName}`;

/** The place, "DNF" (abandoned), or a dash before any mark. */
const placeText = (a: CombinedAthlete) => (a.abandoned ? 'DNF' : a.place === null ? '–' : String(a.place));

/** How many disciplines the athlete has a mark in: "after 4 of 10". */
const doneText = (a: CombinedAthlete, of: number) => {
  const done = a.marks.filter((m) => m !== null).length;
  // a total a results file gave without its disciplines
  if (done === 0 && (a.givenTotal ?? null) !== null) return 'total imported, no discipline marks';
  return done === of ? 'final' : `after ${done} of ${of}`;
};

/** The first discipline someone still lacks a mark in: where the competition is (the phone opens there). */
const currentDiscipline = (sheet: CombinedSheet): number => {
  const i = sheet.disciplines.findIndex((_, d) => sheet.athletes.some((a) => !a.abandoned && a.marks[d] === null));
  return i === -1 ? 0 : i;
};

/**
 * A combined event (decathlon, heptathlon, pentathlon) as a meet within the meet: a grid of the
 * athletes by discipline, each mark typed like the results grid with its points and the running
 * total, then the total and the place. On a phone: one discipline at a time (the competition runs
 * that way), with the standings below.
 */
export function CombinedEventSheet({ orgId, meet, event, canWrite, markOptions }: CombinedEventSheetProps) {
  const phone = useIsPhone();
  const entryIds = event.entries.map((e) => e.id);
  const query = useQuery(combinedSheetQueryOptions(orgId, event.id, entryIds));
  const cells = useRef(new Map<string, HTMLInputElement>());
  const [picked, setPicked] = useState<number | null>(null);

  if (query.isPending) return <Loader size="sm" aria-label="Loading the combined-event sheet" />;
  if (query.isError) {
    return (
      <Alert color="red" title="The combined-event sheet did not load">
        {query.error.message}
      </Alert>
    );
  }
  const sheet = query.data;
  const of = sheet.disciplines.length;

  const saver =
    (entryId: string): SaveCell =>
    (discipline, action) =>
      action.kind === 'clear'
        ? clearCombinedMark(orgId, meet.id, entryIds, entryId, discipline)
        : saveCombinedMark(orgId, meet.id, entryIds, entryId, { discipline, mark: action.mark, wind: action.wind });

  const move = (athlete: number, discipline: number) => (step: 1 | -1) => {
    const next = cells.current.get(`${athlete + step}:${discipline}`);
    if (!next) return false;
    next.focus();
    next.select();
    return true;
  };
  const register = (athlete: number, discipline: number) => (el: HTMLInputElement | null) => {
    if (el) cells.current.set(`${athlete}:${discipline}`, el);
    else cells.current.delete(`${athlete}:${discipline}`);
  };

  const cell = (a: CombinedAthlete, ai: number, di: number) => (
    <CombinedCell
      discipline={sheet.disciplines[di]!}
      athleteName={nameOf(a)}
      saved={a.marks[di] ?? null}
      runningTotal={a.runningTotals[di] ?? null}
      canWrite={canWrite}
      markOptions={markOptions}
      onSave={saver(a.entryId)}
      onMove={move(ai, di)}
      inputRef={register(ai, di)}
    />
  );

  const help = canWrite ? (
    <Text size="xs" c="dimmed">
      Points by the World Athletics scoring tables (hand times count +0.24 s up to 200 m and in the hurdles, +0.14 s at 400 m). A discipline
      not started (DNS) ends the athlete&apos;s competition. The total becomes the result once every discipline has a mark.
    </Text>
  ) : null;

  if (phone) {
    const d = picked ?? currentDiscipline(sheet);
    const standings = [...sheet.athletes].sort((x, y) => (x.place ?? Number.MAX_SAFE_INTEGER) - (y.place ?? Number.MAX_SAFE_INTEGER));
    return (
      <Stack gap="sm">
        {help}
        <NativeSelect
          label="Discipline"
          value={String(d)}
          onChange={(e) => setPicked(Number(e.currentTarget.value))}
          data={sheet.disciplines.map((x, i) => ({ value: String(i), label: `${i + 1}. ${x.displayName}` }))}
        />
        <Stack gap={6}>
          {sheet.athletes.map((a, ai) => (
            <Paper key={a.entryId} withBorder p="xs" radius="sm" data-testid="combined-athlete">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text size="sm" fw={500} style={{ minWidth: 0 }} truncate>
                  {nameOf(a)}
                </Text>
                {cell(a, ai, d)}
              </Group>
            </Paper>
          ))}
        </Stack>
        <Table striped aria-label={`${sheet.displayName} standings`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Place</Table.Th>
              <Table.Th>Athlete</Table.Th>
              <Table.Th ta="right">Points</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {standings.map((a) => (
              <Table.Tr key={a.entryId}>
                <Table.Td>{placeText(a)}</Table.Td>
                <Table.Td>{nameOf(a)}</Table.Td>
                <Table.Td ta="right">
                  <Text span fw={600} size="sm" data-testid="combined-total">
                    {a.givenTotal ?? a.total}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed">
                    {doneText(a, of)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      {help}
      <Table.ScrollContainer minWidth={of * 120 + 320}>
        <Table className={classes.sheet} withColumnBorders aria-label={`${sheet.displayName} marks and points`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.name}>Athlete</Table.Th>
              {sheet.disciplines.map((x, i) => (
                <Table.Th key={x.discipline}>
                  {i + 1}. {x.displayName}
                </Table.Th>
              ))}
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Place</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheet.athletes.map((a, ai) => (
              <Table.Tr key={a.entryId} data-testid="combined-athlete">
                <Table.Td className={classes.name}>
                  <Text size="sm" fw={500}>
                    {nameOf(a)}
                  </Text>
                </Table.Td>
                {sheet.disciplines.map((x, di) => (
                  <Table.Td key={x.discipline}>{cell(a, ai, di)}</Table.Td>
                ))}
                <Table.Td ta="right">
                  <Text fw={700} size="sm" data-testid="combined-total">
                    {a.givenTotal ?? a.total}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {doneText(a, of)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" data-testid="combined-place">
                  {placeText(a)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
