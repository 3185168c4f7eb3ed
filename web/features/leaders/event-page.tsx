import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Anchor, Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import type { ENVIRONMENTS } from '@core/api/leaders';
import { handTimeComparisonSentence, isIndoorEvent } from '@core/marks';
import { findSportEvent } from '@core/sport-events/sport-events';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { useTeamAccess } from '../../lib/team-access';
import { seasonLabel } from '../../lib/meet-labels';
import { shortDate } from '../../lib/meet-labels';
import { useEventLeaders } from './api/get-event-leaders';
import { eventTitle } from '../../lib/event-labels';
import { LeadersTable, ResultAthlete } from './leaders-table';
import { MarkAsRun } from '../../components/mark-as-run';

type Environment = (typeof ENVIRONMENTS)[number];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /dashboard/events/:type: the team's leaders in one event (all-time and this season), its athletes and recent results. */
export default function EventPage() {
  const { type = '' } = useParams();
  const sportEvent = findSportEvent(type);
  const { orgId } = useTeamAccess();
  const [params, setParams] = useSearchParams();
  const indoorOnly = sportEvent ? isIndoorEvent(type) : false;
  const environment: Environment = indoorOnly ? 'indoor' : params.get('env') === 'indoor' ? 'indoor' : 'outdoor';
  const allTime = useEventLeaders(sportEvent ? orgId : undefined, { type, scope: 'all-time', environment });
  const season = useEventLeaders(sportEvent ? orgId : undefined, { type, scope: 'season', environment });

  if (!sportEvent) {
    return (
      <AreaPage title="Event">
        <EmptyState
          icon={<IconQuestionMark />}
          title="Event not found"
          description={`There is no event of type "${type}". Choose one from the list of events.`}
        >
          <BackLink to={paths.events}>Back to events</BackLink>
        </EmptyState>
      </AreaPage>
    );
  }

  const name = eventTitle(sportEvent);
  const seasonInfo = season.data?.season;
  const seasonTitle = seasonInfo ? `${seasonLabel(seasonInfo)} leaders` : 'This season';

  return (
    <Stack gap="lg">
      <Group>
        <BackLink to={`${paths.events}?gender=${sportEvent.gender}`}>All events</BackLink>
      </Group>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            Wind-aided marks and non-marks never lead; ties share a place.
          </Text>
          {allTime.data ? (
            <Text c="dimmed" size="sm" data-testid="hand-time-rule">
              {handTimeComparisonSentence(allTime.data.handTimeConversion && allTime.data.handTimeRule)}
            </Text>
          ) : null}
        </div>
        {!indoorOnly ? (
          <SegmentedControl
            aria-label="Indoor or outdoor"
            value={environment}
            onChange={(v) => setParams(v === 'indoor' ? { env: 'indoor' } : {}, { replace: true })}
            data={[
              { value: 'outdoor', label: 'Outdoor' },
              { value: 'indoor', label: 'Indoor' },
            ]}
          />
        ) : null}
      </Group>
      {allTime.isPending ? (
        <PageLoader label="Loading the leaders" />
      ) : allTime.isError ? (
        <FormAlert message={errorMessage(allTime.error)} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
            <Section title="All-time leaders">
              {allTime.data.leaders.length ? (
                <LeadersTable leaders={allTime.data.leaders} label={`${name}, all-time leaders`} />
              ) : (
                <Text size="sm" c="dimmed">
                  No legal {environment} mark in {name} yet.
                </Text>
              )}
            </Section>
            <Section title={seasonTitle}>
              {season.isPending ? (
                <PageLoader label="Loading this season" />
              ) : season.isError ? (
                <FormAlert message={errorMessage(season.error)} />
              ) : season.data.leaders.length ? (
                <LeadersTable leaders={season.data.leaders} label={`${name}, ${seasonTitle}`} />
              ) : (
                <Text size="sm" c="dimmed">
                  No legal mark this season yet.
                </Text>
              )}
            </Section>
          </SimpleGrid>
          <Section title="Athletes">
            {allTime.data.athletes.length ? (
              <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {allTime.data.athletes.map((a) => (
                  <li key={a.id}>
                    <Badge
                      component={Link}
                      to={paths.athleteDetail(a.id)}
                      variant="light"
                      color="gray"
                      size="lg"
                      tt="none"
                      style={{ cursor: 'pointer' }}
                      title={`${a.resultCount} ${a.resultCount === 1 ? 'result' : 'results'}`}
                      rightSection={
                        a.resultCount ? (
                          <Text span size="xs" c="dimmed">
                            {a.resultCount}
                          </Text>
                        ) : undefined
                      }
                    >
                      {a.firstName} {a.lastName}
                    </Badge>
                  </li>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                Nobody does {name} yet: athletes appear here when it is one of their events or when they have a result in it.
              </Text>
            )}
          </Section>
          <Section title="Recent results">
            {allTime.data.recent.length ? (
              <Table.ScrollContainer minWidth={560}>
                <Table aria-label={`${name}, recent results`} verticalSpacing={6}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Athlete</Table.Th>
                      <Table.Th>Mark</Table.Th>
                      <Table.Th>Place</Table.Th>
                      <Table.Th>Meet</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {allTime.data.recent.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(r.date)}</Table.Td>
                        <Table.Td>
                          <ResultAthlete result={r} />
                        </Table.Td>
                        <Table.Td>
                          <MarkAsRun result={r} withWind />
                        </Table.Td>
                        <Table.Td>{r.place ?? ''}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={paths.meetDetail(r.meetId)} size="sm">
                            {r.meetName}
                          </Anchor>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text size="sm" c="dimmed">
                No results in {name} yet.
              </Text>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}
