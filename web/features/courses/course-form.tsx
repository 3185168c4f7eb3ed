import { useState } from 'react';
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { COURSE_DISTANCES, courseInputSchema, type Course, type CourseInput } from '@core/api/courses';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { distanceName } from './course-labels';

interface Values {
  name: string;
  address: string;
  latitude: number | string;
  longitude: number | string;
  distances: string[];
  surface: string;
  notes: string;
}

const valuesOf = (c: Course | null): Values => ({
  name: c?.name ?? '',
  address: c?.address ?? '',
  latitude: c?.latitude ?? '',
  longitude: c?.longitude ?? '',
  distances: c?.distances ?? [],
  surface: c?.surface ?? '',
  notes: c?.notes ?? '',
});

/** The form's values as the contract's body (an empty coordinate is none). */
const bodyOf = (v: Values): CourseInput => ({
  name: v.name.trim(),
  address: v.address,
  latitude: v.latitude === '' ? null : Number(v.latitude),
  longitude: v.longitude === '' ? null : Number(v.longitude),
  distances: v.distances as CourseInput['distances'],
  surface: v.surface,
  notes: v.notes,
});

const DISTANCE_OPTIONS = COURSE_DISTANCES.map((d) => ({ value: d, label: distanceName(d) }));

/** A course's fields (name, location and optional coordinates, distances, surface, notes), checked before saving. */
export function CourseForm({
  course,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  course: Course | null;
  submitLabel: string;
  onSubmit: (body: CourseInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  // the contract's rules (courseInputSchema) check the form, so the page and the server say the same
  const form = useForm<Values>({
    initialValues: valuesOf(course),
    validate: (values) => schemaResolver(courseInputSchema, { sync: true })(bodyOf(values)),
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setServerError(null);
    try {
      await onSubmit(bodyOf(values));
    } catch (e) {
      setServerError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Course name" required maxLength={120} {...form.getInputProps('name')} placeholder="Hidden Hollow Park" />
        <TextInput label="Location" description="Address or park, town" maxLength={300} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput label="Latitude" description="Optional" decimalScale={6} {...form.getInputProps('latitude')} />
          <NumberInput label="Longitude" description="Optional" decimalScale={6} {...form.getInputProps('longitude')} />
        </SimpleGrid>
        <MultiSelect
          label="Distances run on it"
          data={DISTANCE_OPTIONS}
          {...form.getInputProps('distances')}
          placeholder="5K, 2 Mile…"
          clearable
        />
        <TextInput label="Surface" maxLength={120} {...form.getInputProps('surface')} placeholder="Grass, trail, gravel" />
        <Textarea label="Notes" autosize minRows={2} maxLength={4000} {...form.getInputProps('notes')} />
        <FormAlert message={serverError} />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
