import { Checkbox, Chip, Group, Input, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput, TimeInput } from '../../components/date-inputs';
import type { UseFormReturnType } from '@mantine/form';
import { EVENT_GROUPS, type EventGroup } from '@core/api/athletes';
import { SCHEDULE_EVENT_KINDS, WEEKDAYS, type Weekday } from '@core/api/schedule';
import { byDayForNewStart, repeatSummary, type EventFormValues } from './event-form-values';
import { GROUP_LABELS, KIND_LABELS, WEEKDAY_LABELS } from './schedule-labels';

const KIND_OPTIONS = SCHEDULE_EVENT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));

interface Props {
  form: UseFormReturnType<EventFormValues>;
  /** one occurrence: kind, groups and the repeat belong to the series */
  oneOccurrence: boolean;
  timezone: string;
}

/** The inputs of a team event: kind, title, when (team's time zone), where, for whom, how it repeats. */
export function EventFields({ form, oneOccurrence, timezone }: Props) {
  const v = form.values;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} disabled={oneOccurrence} {...form.getInputProps('kind')} />
        <TextInput label="Title" placeholder="Track practice" required maxLength={120} {...form.getInputProps('title')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DateInput
          label="Day"
          placeholder="Pick a day"
          valueFormat="ddd, MMM D, YYYY"
          required
          {...form.getInputProps('date')}
          onChange={(date) => {
            // a weekly rule on the old start's weekday moves with the start
            if (!oneOccurrence) form.setFieldValue('byDay', byDayForNewStart(v.byDay, v.date, date));
            form.setFieldValue('date', date);
          }}
        />
        <TimeInput label="Starts" required {...form.getInputProps('startTime')} />
        <TimeInput label="Ends" required {...form.getInputProps('endTime')} />
      </SimpleGrid>
      <DateInput
        label="Last day"
        description="For travel over several days; empty: the same day"
        placeholder="Same day"
        valueFormat="ddd, MMM D, YYYY"
        minDate={v.date ?? undefined}
        clearable
        {...form.getInputProps('endDate')}
      />
      <Text size="xs" c="dimmed">
        Times are in the team&apos;s time zone ({timezone}); everyone sees them in their own.
      </Text>
      <TextInput label="Location" placeholder="Main track" maxLength={200} {...form.getInputProps('location')} />
      <Textarea
        label="Notes"
        placeholder="What to bring, the workout"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={4000}
        {...form.getInputProps('notes')}
      />
      <Input.Wrapper
        label="For"
        description={
          oneOccurrence ? 'Groups are set for the whole series' : 'None picked: everyone. Athletes see what is for their event groups.'
        }
      >
        <Chip.Group multiple value={v.audience} onChange={(next) => form.setFieldValue('audience', next as EventGroup[])}>
          <Group gap={6} mt={6}>
            {EVENT_GROUPS.map((g) => (
              <Chip key={g} value={g} size="sm" disabled={oneOccurrence}>
                {GROUP_LABELS[g]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      {oneOccurrence ? null : (
        <Stack gap="xs">
          <Switch label="Repeats every week" checked={v.repeats} onChange={(e) => form.setFieldValue('repeats', e.currentTarget.checked)} />
          {v.repeats ? (
            <Stack gap="xs" pl={{ base: 0, xs: 'md' }}>
              <Input.Wrapper label="On" error={form.errors.byDay}>
                <Group gap={6} mt={6}>
                  {WEEKDAYS.map((d) => (
                    <Checkbox
                      key={d}
                      label={WEEKDAY_LABELS[d].short}
                      aria-label={WEEKDAY_LABELS[d].long}
                      checked={v.byDay.includes(d)}
                      onChange={(e) =>
                        form.setFieldValue('byDay', e.currentTarget.checked ? [...v.byDay, d] : v.byDay.filter((x: Weekday) => x !== d))
                      }
                    />
                  ))}
                </Group>
              </Input.Wrapper>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NumberInput
                  label="Every how many weeks"
                  min={1}
                  max={8}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('interval')}
                />
                <DateInput
                  label="Until"
                  description="Empty: no end date"
                  placeholder="End of the season"
                  valueFormat="MMM D, YYYY"
                  minDate={v.date ?? undefined}
                  clearable
                  {...form.getInputProps('until')}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed" data-testid="repeat-summary">
                {repeatSummary(v)}. Skip a holiday by cancelling that day afterwards.
              </Text>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
