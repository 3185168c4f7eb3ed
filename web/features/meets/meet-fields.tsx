import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useCourses } from '../courses';
import { useTeamAccess } from '../athletes/team-access';
import { SEASON_OPTIONS, type MeetFormValues } from './meet-form-values';

/** The inputs of a meet: name, dates, location, season and year, host, notes. */
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
        <Select label="Season" data={SEASON_OPTIONS} allowDeselect={false} required {...form.getInputProps('season')} />
        <NumberInput
          label="Season year"
          description="Empty: the year of the first day"
          min={1950}
          max={2100}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=""
          {...form.getInputProps('seasonYear')}
        />
      </SimpleGrid>
      {xc ? (
        <Select
          label="Course"
          description={courses.data?.items.length === 0 ? 'No course added yet: add them under Courses' : 'Course records come from the meets run on it'}
          placeholder="No course"
          clearable
          searchable
          data={(courses.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={form.values.courseId || null}
          onChange={(v) => form.setFieldValue('courseId', v ?? '')}
        />
      ) : null}
      <TextInput label="Host" placeholder="Host school or club" maxLength={120} {...form.getInputProps('host')} />
      <Textarea label="Notes" placeholder="Bus times, check-in, what to bring" autosize minRows={3} maxRows={10} maxLength={4000} {...form.getInputProps('notes')} />
    </Stack>
  );
}
