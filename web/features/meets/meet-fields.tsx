import { Anchor, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '../../components/date-inputs';
import type { UseFormReturnType } from '@mantine/form';
import { likelySeason } from '@core/seasons';
import { DEFAULT_SCORING_TABLES, isTrackScoring, MEET_SCORINGS, MEET_SCORING_LABELS, tableText } from '@core/scoring/tables';
import { useTeamAccess } from '../../lib/team-access';
import { useCourses } from '../courses';
import { SEASON_LABELS, SEASON_OPTIONS } from '../../lib/meet-labels';
import { savedSeason, type MeetFormValues } from './meet-form-values';

/** Under the season: what will be saved, and, when the first day suggests another season, a button to take it (never switched silently). */
function SeasonHint({ form }: { form: UseFormReturnType<MeetFormValues> }) {
  const { season, startDate } = form.values;
  const likely = startDate ? likelySeason(startDate) : null;
  const saved = savedSeason(form.values);
  return (
    <Stack gap={2}>
      {saved && (
        <Text size="xs" c="dimmed" data-testid="meet-saved-season">
          Saves as {saved}
        </Text>
      )}
      {season && likely && likely !== season && (
        <Text size="xs" c="dimmed">
          Meets on this date are usually {SEASON_LABELS[likely].toLowerCase()}.{' '}
          <Anchor component="button" type="button" size="xs" onClick={() => form.setFieldValue('season', likely)}>
            Use {SEASON_LABELS[likely]}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

const SCORING_OPTIONS = MEET_SCORINGS.map((s) => ({ value: s, label: MEET_SCORING_LABELS[s] }));

/** How the meet is scored (decision 027) and, for track scorings, the meet's own points table. */
function ScoringFields({ form }: { form: UseFormReturnType<MeetFormValues> }) {
  const { scoring } = form.values;
  const track = scoring !== 'auto' && isTrackScoring(scoring) ? scoring : null;
  return (
    <>
      <Select
        label="Team scores"
        description="Scores come from our results and the other teams' finishers of each event"
        data={[{ value: 'auto', label: 'By the season: cross-country meets low score, others none' }, ...SCORING_OPTIONS]}
        value={scoring}
        allowDeselect={false}
        onChange={(v) => form.setFieldValue('scoring', (v ?? 'auto') as MeetFormValues['scoring'])}
      />
      {track ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Points by place"
            description={`Empty: ${tableText(DEFAULT_SCORING_TABLES[track].individual)}`}
            placeholder={tableText(DEFAULT_SCORING_TABLES[track].individual)}
            maxLength={80}
            {...form.getInputProps('individualTable')}
          />
          <TextInput
            label="Relay points by place"
            description={`Empty: ${tableText(DEFAULT_SCORING_TABLES[track].relay)}${DEFAULT_SCORING_TABLES[track].relay.length === 1 ? '-0' : ''}`}
            placeholder={tableText(DEFAULT_SCORING_TABLES[track].relay)}
            maxLength={80}
            {...form.getInputProps('relayTable')}
          />
        </SimpleGrid>
      ) : null}
    </>
  );
}

/** The inputs of a meet: name, dates, location, season and year, scoring, host, notes. */
export function MeetFields({ form }: { form: UseFormReturnType<MeetFormValues> }) {
  const start = form.values.startDate;
  const { orgId } = useTeamAccess();
  const xc = form.values.season === 'cross-country';
  const courses = useCourses(xc ? orgId : undefined);
  return (
    <Stack gap="sm">
      <TextInput label="Meet name" placeholder="County Championships" required maxLength={120} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateInput label="First day" placeholder="Pick a date" valueFormat="MMM D, YYYY" required {...form.getInputProps('startDate')} />
        <DateInput
          label="Last day"
          description="Leave empty for a one-day meet"
          placeholder="Same day"
          valueFormat="MMM D, YYYY"
          minDate={start ?? undefined}
          clearable
          {...form.getInputProps('endDate')}
        />
      </SimpleGrid>
      <TextInput label="Location" placeholder="Stadium, town" maxLength={200} {...form.getInputProps('location')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Season"
          placeholder="Pick the season"
          data={SEASON_OPTIONS}
          allowDeselect={false}
          required
          {...form.getInputProps('season')}
        />
        <NumberInput
          label="Season year"
          description="Empty: by the first day (an indoor season runs December into March)"
          min={1950}
          max={2100}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=""
          {...form.getInputProps('seasonYear')}
        />
      </SimpleGrid>
      <SeasonHint form={form} />
      {xc ? (
        <Select
          label="Course"
          description={
            courses.data?.items.length === 0
              ? 'No course added yet: add them under Courses'
              : 'Course records come from the meets run on it'
          }
          placeholder="No course"
          clearable
          searchable
          data={(courses.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={form.values.courseId || null}
          onChange={(v) => form.setFieldValue('courseId', v ?? '')}
        />
      ) : null}
      <ScoringFields form={form} />
      <TextInput label="Host" placeholder="Host school or club" maxLength={120} {...form.getInputProps('host')} />
      <Textarea
        label="Notes"
        placeholder="Bus times, check-in, what to bring"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={4000}
        {...form.getInputProps('notes')}
      />
    </Stack>
  );
}
