import { useState } from 'react';
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { COURSE_DISTANCES, type Course, type CourseInput } from '@core/api/courses';
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
  const [v, setV] = useState<Values>(() => valuesOf(course));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(k: K, value: Values[K]) => setV((old) => ({ ...old, [k]: value }));

  const submit = async () => {
    const next: Partial<Record<keyof Values, string>> = {};
    if (v.name.trim().length < 2) next.name = 'Name the course (at least 2 characters)';
    const lat = v.latitude === '' ? null : Number(v.latitude);
    const lng = v.longitude === '' ? null : Number(v.longitude);
    if (lat !== null && (Number.isNaN(lat) || lat < -90 || lat > 90)) next.latitude = 'Latitude is between -90 and 90';
    if (lng !== null && (Number.isNaN(lng) || lng < -180 || lng > 180)) next.longitude = 'Longitude is between -180 and 180';
    if ((lat === null) !== (lng === null)) next[lat === null ? 'latitude' : 'longitude'] = 'Give both coordinates, or neither';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setServerError(null);
    try {
      await onSubmit({
        name: v.name.trim(),
        address: v.address,
        latitude: lat,
        longitude: lng,
        distances: v.distances as CourseInput['distances'],
        surface: v.surface,
        notes: v.notes,
      });
    } catch (e) {
      setServerError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Course name"
          required
          maxLength={120}
          value={v.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          placeholder="Hidden Hollow Park"
        />
        <TextInput
          label="Location"
          description="Address or park, town"
          maxLength={300}
          value={v.address}
          onChange={(e) => set('address', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Latitude"
            description="Optional"
            decimalScale={6}
            value={v.latitude}
            onChange={(x) => set('latitude', x)}
            error={errors.latitude}
          />
          <NumberInput
            label="Longitude"
            description="Optional"
            decimalScale={6}
            value={v.longitude}
            onChange={(x) => set('longitude', x)}
            error={errors.longitude}
          />
        </SimpleGrid>
        <MultiSelect
          label="Distances run on it"
          data={DISTANCE_OPTIONS}
          value={v.distances}
          onChange={(d) => set('distances', d)}
          placeholder="5K, 2 Mile…"
          clearable
        />
        <TextInput
          label="Surface"
          maxLength={120}
          value={v.surface}
          onChange={(e) => set('surface', e.currentTarget.value)}
          placeholder="Grass, trail, gravel"
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={4000}
          value={v.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
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
