import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Gender } from '@core/sport-events/catalogue';
import { xcSlugOf, type XcUnit } from '@core/sport-events/measured-xc';
import { findSportEvent } from '@core/sport-events/sport-events';
import { eventTitle } from '../../lib/event-labels';

/** A cross-country course's distance as a coach types it: "8.05" km, "5.2" miles. */
export interface MeasuredDistance {
  value: number | string;
  unit: XcUnit;
}

const UNITS: { value: XcUnit; label: string }[] = [
  { value: 'k', label: 'km' },
  { value: 'mile', label: 'miles' },
];

/**
 * The event type of a cross-country race at a course's measured distance ("female-xc-8.05k"; a
 * standard distance is the catalogue's own race: "female-xc-8k"), or what is wrong (decision 058).
 */
export const measuredXcType = (gender: Gender, distance: MeasuredDistance): { type: string } | { error: string } => {
  if (gender === 'mixed') return { error: 'A cross-country race is run by boys or by girls: choose one' };
  const value = typeof distance.value === 'number' ? distance.value : Number(distance.value);
  if (distance.value === '' || !Number.isFinite(value)) return { error: "Enter the course's distance" };
  const slug = xcSlugOf(value, distance.unit);
  if (!slug) return { error: 'A cross-country race is 1 to 20 km (0.63 to 12.42 miles)' };
  const type = `${gender}-${slug}`;
  return findSportEvent(type) ? { type } : { error: 'No such race for this gender' };
};

/** The distance and its unit, with the race they make ("Girls 8.05K (XC)") or what is wrong. */
export function MeasuredXcFields({
  gender,
  value,
  onChange,
}: {
  gender: Gender;
  value: MeasuredDistance;
  onChange: (next: MeasuredDistance) => void;
}) {
  const made = measuredXcType(gender, value);
  const empty = value.value === '';
  // a type measuredXcType answers is always found
  const said =
    'type' in made
      ? `${eventTitle(findSportEvent(made.type)!)}: its marks are kept apart from the standard distances (an 8.05K is no 8K mark)`
      : empty
        ? 'The distance the course measures, e.g. 8.05 km or 5.2 miles'
        : made.error;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          label="Course distance"
          w={140}
          min={0}
          decimalScale={3}
          hideControls
          value={value.value}
          onChange={(v) => onChange({ ...value, value: v })}
        />
        <SegmentedControl aria-label="Unit" data={UNITS} value={value.unit} onChange={(u) => onChange({ ...value, unit: u as XcUnit })} />
      </Group>
      <Text size="xs" c={'error' in made && !empty ? 'red' : 'dimmed'} aria-live="polite">
        {said}
      </Text>
    </Stack>
  );
}
