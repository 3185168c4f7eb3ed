import { MultiSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '../../components/date-inputs';
import type { UseFormReturnType } from '@mantine/form';
import type { AthleteGender } from '@core/sport-events/catalogue';
import { useMembers } from '../members';
import { eventSelectData } from '../../lib/event-labels';
import { ATHLETE_GENDER_OPTIONS, GRADE_OPTIONS, GROUP_OPTIONS, STATUS_OPTIONS } from './athlete-labels';
import type { AthleteFormValues } from './athlete-form-values';

/** The athlete's inputs: names, gender, grade, birthdate, email, event groups and events, status, member account, notes. */
export function AthleteFields({ form, orgId }: { form: UseFormReturnType<AthleteFormValues>; orgId: string }) {
  const members = useMembers(orgId);
  const gender = form.values.gender as AthleteGender | null;
  const memberOptions = (members.data ?? []).map((m) => ({ value: m.userId, label: `${m.firstName} ${m.lastName} (${m.email})` }));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="First name" required maxLength={60} autoComplete="off" {...form.getInputProps('firstName')} />
        <TextInput label="Last name" required maxLength={60} autoComplete="off" {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Gender"
          description="The gender the athlete competes in"
          data={ATHLETE_GENDER_OPTIONS}
          required
          {...form.getInputProps('gender')}
        />
        <Select
          label="Grade"
          description="Kept as a class year: it moves up each school year"
          data={GRADE_OPTIONS}
          clearable
          {...form.getInputProps('grade')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateInput
          label="Birthdate"
          placeholder="Pick a date"
          valueFormat="MMM D, YYYY"
          maxDate={today}
          defaultLevel="decade"
          clearable
          {...form.getInputProps('birthdate')}
        />
        <TextInput label="Email" type="email" placeholder="athlete@example.org" maxLength={254} {...form.getInputProps('email')} />
      </SimpleGrid>
      <MultiSelect
        label="Event groups"
        placeholder="Sprints, jumps…"
        data={GROUP_OPTIONS}
        clearable
        {...form.getInputProps('eventGroups')}
      />
      <MultiSelect
        label="Events"
        description={gender ? 'The events the athlete usually does' : 'Choose the gender first'}
        placeholder="Pick events"
        data={gender ? eventSelectData(gender) : []}
        disabled={!gender}
        searchable
        clearable
        maxValues={40}
        nothingFoundMessage="No such event"
        {...form.getInputProps('preferredEvents')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select label="Status" data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
        <Select
          label="Member account"
          description="When the athlete has joined the team"
          placeholder={members.isPending ? 'Loading members…' : 'Not linked'}
          data={memberOptions}
          searchable
          clearable
          nothingFoundMessage="No such member"
          {...form.getInputProps('userId')}
        />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} maxRows={8} maxLength={2000} {...form.getInputProps('notes')} />
    </Stack>
  );
}
