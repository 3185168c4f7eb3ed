import { Button, Card, ColorSwatch, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PRIMARY_COLORS, organizationPatchSchema, type Organization } from '@core/api/organizations';
import { COMPETITION_LEVEL_LABELS, COMPETITION_LEVELS } from '@core/sport-events/implements';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { usePatchOrganization, COLOR_LABELS, KIND_OPTIONS, UNIT_OPTIONS, timezoneOptions } from '../organizations';
import { OwnerZone } from './owner-zone';
import { LogoUpload } from './logo-upload';
import { HandTimeSettings, handTimeSavedMessage } from './hand-time-settings';

type Values = Pick<
  Organization,
  | 'name'
  | 'kind'
  | 'location'
  | 'primaryColor'
  | 'units'
  | 'handTimeConversion'
  | 'handTimeRule'
  | 'timezone'
  | 'competitionLevel'
  | 'maxEventsPerAthlete'
  | 'relaysCountTowardLimit'
>;

const valuesOf = (o: Organization): Values => ({
  name: o.name,
  kind: o.kind,
  location: o.location,
  primaryColor: o.primaryColor,
  units: o.units,
  handTimeConversion: o.handTimeConversion,
  handTimeRule: o.handTimeRule,
  timezone: o.timezone,
  competitionLevel: o.competitionLevel,
  // a team stored by an older build has neither: no limit, relays counted
  maxEventsPerAthlete: o.maxEventsPerAthlete ?? null,
  relaysCountTowardLimit: o.relaysCountTowardLimit ?? true,
});

const LEVEL_OPTIONS = COMPETITION_LEVELS.map((l) => ({ value: l, label: COMPETITION_LEVEL_LABELS[l] }));

const COLOR_OPTIONS = PRIMARY_COLORS.map((c) => ({ value: c, label: COLOR_LABELS[c] }));

/** The team profile; editable only with the server-given capability organization:edit. */
export function OrganizationSettings({ organization }: { organization: Organization }) {
  const canEdit = organization.capabilities.includes('organization:edit');
  const patch = usePatchOrganization(organization.id);
  const form = useForm<Values>({
    initialValues: valuesOf(organization),
    validate: schemaResolver(organizationPatchSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    patch.mutate(values, {
      onSuccess: (updated) => {
        form.resetDirty(valuesOf(updated));
        const handTimes = handTimeSavedMessage(organization, updated);
        notify.success(handTimes ? `Team profile saved. ${handTimes}` : 'Team profile saved.');
      },
      onError: (error) => notify.error(errorMessage(error), 'Could not save the team profile'),
    }),
  );

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Team profile
            </Title>
            {!canEdit ? (
              <Text size="sm" c="dimmed">
                Only the team&apos;s owner and admins can change these.
              </Text>
            ) : null}
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="sm">
                <TextInput label="Team name" required {...form.getInputProps('name')} />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Select label="Team type" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
                  <TextInput label="Location" {...form.getInputProps('location')} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Select
                    label="Primary colour"
                    data={COLOR_OPTIONS}
                    allowDeselect={false}
                    leftSection={<ColorSwatch color={`var(--mantine-color-${form.values.primaryColor}-6)`} size={16} />}
                    renderOption={({ option }) => (
                      <Group gap="xs">
                        <ColorSwatch color={`var(--mantine-color-${option.value}-6)`} size={14} />
                        {option.label}
                      </Group>
                    )}
                    {...form.getInputProps('primaryColor')}
                  />
                  <Select label="Units" data={UNIT_OPTIONS} allowDeselect={false} {...form.getInputProps('units')} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Select
                    label="Time zone"
                    data={timezoneOptions(organization.timezone)}
                    searchable
                    allowDeselect={false}
                    {...form.getInputProps('timezone')}
                  />
                  <Select
                    label="Competition level"
                    description="Hurdle heights and implement weights shown with event names"
                    data={LEVEL_OPTIONS}
                    allowDeselect={false}
                    {...form.getInputProps('competitionLevel')}
                  />
                </SimpleGrid>
                <HandTimeSettings
                  conversion={form.getInputProps('handTimeConversion', { type: 'checkbox' })}
                  rule={form.getInputProps('handTimeRule')}
                  converting={form.values.handTimeConversion}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NumberInput
                    label="Entry limit: events per athlete in a meet"
                    description="Empty for no limit. Going over warns on the entries screen and the meet page."
                    min={1}
                    max={30}
                    allowDecimal={false}
                    value={form.values.maxEventsPerAthlete ?? ''}
                    error={form.errors.maxEventsPerAthlete}
                    onChange={(v) => form.setFieldValue('maxEventsPerAthlete', typeof v === 'number' ? v : null)}
                  />
                  <Switch
                    mt={{ sm: 'xl' }}
                    label="Relays count toward the entry limit"
                    {...form.getInputProps('relaysCountTowardLimit', { type: 'checkbox' })}
                  />
                </SimpleGrid>
              </Stack>
            </fieldset>
            {canEdit ? (
              <Group justify="flex-end">
                <Button type="submit" loading={patch.isPending} disabled={!form.isDirty()}>
                  Save
                </Button>
              </Group>
            ) : null}
          </Stack>
        </form>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Team logo
          </Title>
          <LogoUpload organization={organization} />
        </Stack>
      </Card>
      <OwnerZone organization={organization} />
    </Stack>
  );
}
