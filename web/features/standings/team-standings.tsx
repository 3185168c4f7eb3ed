import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MeetDetail } from '@core/api/meets';
import type { StandingsGroup } from '@core/api/standings';
import { MEET_SCORING_LABELS, tableText } from '@core/scoring/tables';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { useStandings } from './api';

type XcTeam = Extract<StandingsGroup, { kind: 'cross-country' }>['teams'][number];
type Runner = XcTeam['scorers'][number];

const points = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));
const runnerText = (r: Runner) => `${r.teamPlace ?? r.overallPlace} ${r.name} (${r.display})`;

function TeamName({ team, own }: { team: string; own: boolean }) {
  return (
    <Text span size="sm" fw={own ? 700 : undefined}>
      {team}
      {own ? (
        <Badge ml={6} size="xs" variant="light">
          us
        </Badge>
      ) : null}
    </Text>
  );
}

function CrossCountryTable({ group }: { group: Extract<StandingsGroup, { kind: 'cross-country' }> }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={4} aria-label={`Team scores, ${group.title}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>Place</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th w={60}>Score</Table.Th>
            <Table.Th>Scorers (team place)</Table.Th>
            <Table.Th>Displacers</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.teams.map((t) => (
            <Table.Tr key={t.team} data-team={t.team}>
              <Table.Td>{t.place ?? '–'}</Table.Td>
              <Table.Td>
                <TeamName team={t.team} own={t.own} />
              </Table.Td>
              <Table.Td data-testid="team-score">{t.score ?? ''}</Table.Td>
              <Table.Td>
                {t.complete ? (
                  <Text size="xs">{t.scorers.map(runnerText).join(' · ')}</Text>
                ) : (
                  <Text size="xs" c="dimmed">
                    Not scored: {t.others.length} {t.others.length === 1 ? 'finisher' : 'finishers'}, five needed
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="xs">{t.displacers.map(runnerText).join(' · ')}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TrackTable({ group }: { group: Extract<StandingsGroup, { kind: 'track' }> }) {
  return (
    <Table verticalSpacing={4} aria-label={`Team scores, ${group.title}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={50}>Place</Table.Th>
          <Table.Th>Team</Table.Th>
          <Table.Th w={80}>Points</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {group.teams.map((t) => (
          <Table.Tr key={t.team} data-team={t.team}>
            <Table.Td>{t.place}</Table.Td>
            <Table.Td>
              <TeamName team={t.team} own={t.own} />
            </Table.Td>
            <Table.Td data-testid="team-points">{points(t.points)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The meet's team standings (decision 027), shown when the meet is scored. */
export function TeamStandings({ orgId, meet }: { orgId: string; meet: MeetDetail }) {
  const standings = useStandings(orgId, meet.id, meet.scoring !== 'none');
  if (meet.scoring === 'none') return null;
  const data = standings.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="team-standings">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="team-standings">
            Team scores
          </Title>
          <Text size="sm" c="dimmed">
            {MEET_SCORING_LABELS[meet.scoring]}
            {data?.table
              ? ` · ${tableText(data.table.individual)}, relays ${tableText(data.table.relay)}${data.table.relay.length === 1 ? '-0' : ''}`
              : ''}
            {meet.scoring === 'cross-country'
              ? ' · the first five of each team score their places, the sixth and seventh displace, teams under five are not scored; a tie goes to the better sixth runner'
              : ' · ties share the points of their places; one relay per team scores'}
          </Text>
        </div>
        {standings.isError ? <FormAlert message={errorMessage(standings.error)} /> : null}
        {data && data.groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            No finishers yet: scores appear as our results and the other teams&apos; finishers are entered or imported.
          </Text>
        ) : null}
        {data?.groups.map((g) => (
          <Stack key={g.kind === 'track' ? g.gender : g.eventId} gap={4}>
            <Title order={3} size="h5">
              {g.title}
              {g.kind === 'track' ? ` · ${g.events} ${g.events === 1 ? 'event' : 'events'} scored` : ''}
            </Title>
            {g.kind === 'track' ? <TrackTable group={g} /> : <CrossCountryTable group={g} />}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
