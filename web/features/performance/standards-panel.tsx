import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Badge, Button, Group, Progress, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { MEET_SEASONS, type MeetSeason } from '@core/api/results';
import { STANDARD_LEVELS, type Standard, type StandardInput, type StandardProgress } from '@core/api/performance';
import { parseMark } from '@core/marks';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { CATEGORY_LABELS, eventSelectData, GENDER_OPTIONS } from '../../lib/event-labels';
import { SEASON_LABELS } from '../../lib/meet-labels';
import { notify } from '../../lib/notify';
import { useStandardMutations } from './api/performance-api';
import { PerformanceBlock } from './performance-table';
import classes from './performance.module.css';

const LEVEL_LABELS: Record<(typeof STANDARD_LEVELS)[number], string> = {
  league: 'League',
  district: 'District',
  regional: 'Regional',
  state: 'State',
  national: 'National',
  other: 'Other',
};

/** The form a coach adds a standard with: event, season kind, name, level and the mark. */
function StandardForm({ orgId, season }: { orgId: string; season: MeetSeason }) {
  const { create } = useStandardMutations(orgId);
  const [gender, setGender] = useState<'female' | 'male'>('female');
  const form = useForm<StandardInput>({
    mode: 'controlled',
    initialValues: { name: '', level: 'state', eventType: '', season, mark: '' },
    validate: {
      name: (v) => (v.trim() ? null : 'Name the standard, e.g. "State" or "League final"'),
      eventType: (v) => (v ? null : 'Choose the event'),
      mark: (v, values) => {
        if (!v.trim()) return 'Enter the mark to reach';
        if (!values.eventType) return null;
        const parsed = parseMark(values.eventType, v);
        if (!parsed.ok) return parsed.error;
        return parsed.mark.kind === 'non-mark' ? 'A standard is a time or a distance' : null;
      },
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (s) => {
        notify.success(`${s.name} ${s.displayName} ${s.display} added`);
        form.setValues({ name: values.name, level: values.level, eventType: values.eventType, season: values.season, mark: '' });
      },
      onError: (e) => {
        const field = (e as { field?: string }).field?.replace(/^body\./, '');
        if (field && field in form.values) form.setFieldError(field, errorMessage(e));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add a qualifying standard" className={classes.noPrint}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <Select
            label="Gender"
            data={GENDER_OPTIONS.filter((g) => g.value !== 'mixed')}
            value={gender}
            onChange={(v) => {
              setGender((v as 'female' | 'male') ?? 'female');
              form.setFieldValue('eventType', '');
            }}
            allowDeselect={false}
            w={110}
          />
          <Select
            label="Event"
            data={eventSelectData(gender).filter((g) => g.group !== CATEGORY_LABELS.relays)}
            searchable
            w={200}
            {...form.getInputProps('eventType')}
          />
          <Select
            label="Season"
            data={MEET_SEASONS.map((s) => ({ value: s, label: SEASON_LABELS[s] }))}
            allowDeselect={false}
            w={150}
            {...form.getInputProps('season')}
          />
          <TextInput label="Name" placeholder="State" w={170} {...form.getInputProps('name')} />
          <Select
            label="Level"
            data={STANDARD_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
            allowDeselect={false}
            w={130}
            {...form.getInputProps('level')}
          />
          <TextInput label="Mark" placeholder="11.95" w={120} {...form.getInputProps('mark')} />
        </Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add standard
          </Button>
        </Group>
        {create.isError && !form.errors.name && !form.errors.mark && !form.errors.eventType ? (
          <FormAlert message={errorMessage(create.error)} />
        ) : null}
      </Stack>
    </form>
  );
}

interface ProgressBlock {
  standard: Standard;
  qualifiers: number;
  athletes: StandardProgress[];
}

/** One standard: who met it (badge), and everyone else's season best with how far away it is. */
function StandardTable({
  block,
  canWrite,
  orgId,
  seasonLabel,
}: {
  block: ProgressBlock;
  canWrite: boolean;
  orgId: string;
  seasonLabel: string;
}) {
  const { remove } = useStandardMutations(orgId);
  const { standard } = block;
  const title = `${standard.name} · ${GENDER_OPTIONS.find((g) => standard.eventType.startsWith(`${g.value}-`))?.label ?? ''} ${standard.displayName} ${standard.display}`;
  return (
    <PerformanceBlock
      title={title}
      csv={{
        filename: `standard-${standard.name.toLowerCase().replace(/\W+/g, '-')}-${standard.eventType}.csv`,
        header: ['Athlete', 'Grade', 'Season best', 'Standard', 'Qualified', '% away'],
        rows: block.athletes.map((a) => [
          `${a.athlete.firstName} ${a.athlete.lastName}`,
          a.athlete.grade,
          a.best.display,
          standard.display,
          a.qualified ? 'yes' : 'no',
          a.percentAway,
        ]),
      }}
      actions={
        canWrite ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove the standard ${title}`}
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(`Remove the standard ${title}?`))
                remove.mutate(standard.id, { onError: (e) => notify.error(errorMessage(e)) });
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        ) : undefined
      }
    >
      <Text size="sm" mb="xs" data-testid="qualifier-count">
        {LEVEL_LABELS[standard.level]} · {block.qualifiers} {block.qualifiers === 1 ? 'qualifier' : 'qualifiers'} in {seasonLabel}
      </Text>
      {block.athletes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No legal mark in {standard.displayName} in {seasonLabel} yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={`${title}: athletes`} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Athlete</Table.Th>
                <Table.Th>Season best</Table.Th>
                <Table.Th>Against the standard</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.athletes.map((a) => (
                <Table.Tr key={a.athlete.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.athleteDetail(a.athlete.id)} size="sm" fw={500}>
                      {a.athlete.firstName} {a.athlete.lastName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.meetDetail(a.best.meetId)} size="sm" fw={700}>
                      {a.best.display}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {a.qualified ? (
                      <Badge color="grape" variant="filled" tt="none">
                        Qualified
                      </Badge>
                    ) : (
                      <Group gap={6} wrap="nowrap">
                        <Progress value={Math.max(0, 100 - a.percentAway * 10)} w={60} size="sm" aria-hidden="true" />
                        <Text span size="sm">
                          {a.percentAway.toFixed(2)}% away
                        </Text>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PerformanceBlock>
  );
}

/** Qualifying standards: the form (staff), then each standard of the season's kind with the athletes against it. */
export function StandardsPanel(props: {
  orgId: string;
  canWrite: boolean;
  season: MeetSeason;
  seasonLabel: string;
  blocks: ProgressBlock[];
  error: unknown;
}) {
  const { orgId, canWrite, season, seasonLabel, blocks } = props;
  return (
    <Stack gap="md">
      {canWrite ? (
        <PerformanceBlock title="Add a standard">
          <StandardForm orgId={orgId} season={season} />
        </PerformanceBlock>
      ) : null}
      {props.error ? <FormAlert message={errorMessage(props.error)} /> : null}
      {blocks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {canWrite
            ? `No standard for ${SEASON_LABELS[season].toLowerCase()} seasons matches these filters yet: add one above.`
            : `Your team has set no standard for ${SEASON_LABELS[season].toLowerCase()} seasons matching these filters.`}
        </Text>
      ) : (
        blocks.map((b) => <StandardTable key={b.standard.id} block={b} canWrite={canWrite} orgId={orgId} seasonLabel={seasonLabel} />)
      )}
    </Stack>
  );
}
