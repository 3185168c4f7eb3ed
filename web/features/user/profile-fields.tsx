import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '../../components/date-inputs';
import type { UseFormReturnType } from '@mantine/form';
import { useSportEventsQuery } from '../sport-events';
import { CATEGORY_OPTIONS, GENDER_OPTIONS, GRADE_OPTIONS, eventOptions, type ProfileFormValues } from './profile-form';

/**
 * The profile inputs shared by onboarding and settings: names, and (`athlete`, the default) birthdate,
 * gender, grade, events and groups, which a parent or a coach is not asked for.
 */
export function ProfileFields({ form, athlete = true }: { form: UseFormReturnType<ProfileFormValues>; athlete?: boolean }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
      </SimpleGrid>
      {athlete ? <AthleteFields form={form} /> : null}
    </Stack>
  );
}

function AthleteFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  const events = useSportEventsQuery();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateInput
          label="Birthdate"
          placeholder="Pick a date"
          valueFormat="YYYY-MM-DD"
          maxDate={today}
          defaultLevel="decade"
          clearable
          {...form.getInputProps('birthdate')}
        />
        <Select label="Gender" placeholder="Choose" data={GENDER_OPTIONS} clearable {...form.getInputProps('gender')} />
      </SimpleGrid>
      <Select label="Grade level" placeholder="Choose" data={GRADE_OPTIONS} clearable {...form.getInputProps('gradeLevel')} />
      <MultiSelect
        label="Events"
        description="The events you run, jump or throw (coaches: the ones you coach)"
        placeholder={events.isPending ? 'Loading events…' : 'Pick events'}
        data={eventOptions(events.data ?? [], form.values.gender)}
        searchable
        clearable
        maxValues={60}
        nothingFoundMessage="No such event"
        {...form.getInputProps('sportEvents')}
      />
      <MultiSelect label="Event groups" placeholder="Pick groups" data={CATEGORY_OPTIONS} clearable {...form.getInputProps('categories')} />
    </>
  );
}
