import { memo } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findSportEvent } from '@core/sport-events/sport-events';
import { paths } from '../../app/paths';
import { ResultBadges } from '../../components/result-badges';
import { shortDate } from '../../lib/meet-labels';
import { useMyResults } from './api/get-my-results';
import { HomeCard, LoadError } from './home-card';

const eventName = (type: string, indoor: boolean) =>
  `${findSportEvent(type)?.displayName ?? type}${indoor && !type.includes('indoor') ? ' (indoor)' : ''}`;

/** An athlete's own home: their latest results (PRs flagged as run) and current PRs; nothing when no athlete is linked to the account. */
export const MyResultsCard = memo(function MyResultsCard({ organizationId }: { organizationId: string }) {
  const mine = useMyResults(organizationId, true);
  if (mine.isPending || (mine.data && mine.data.athletes.length === 0)) return null;
  return (
    <HomeCard
      id="my-results-title"
      title="My results"
      action={
        <Anchor component={Link} to={`${paths.performance}?tab=standards`} size="sm">
          My standards
        </Anchor>
      }
    >
      {mine.isError ? (
        <LoadError error={mine.error} />
      ) : (
        <Stack gap="lg">
          {mine.data.athletes.map(({ athlete, latest, prs }) => (
            <Stack key={athlete.id} gap="sm">
              {mine.data.athletes.length > 1 ? (
                <Title order={3} size="h5">
                  {athlete.firstName} {athlete.lastName}
                </Title>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <div>
                  <Text size="sm" fw={600} mb={4}>
                    Latest results
                  </Text>
                  {latest.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No results yet.
                    </Text>
                  ) : (
                    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {latest.map((r) => (
                        <Group key={r.id} component="li" justify="space-between" gap="xs" wrap="nowrap" data-testid="my-result">
                          <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                            {eventName(r.eventType, r.indoor)} ·{' '}
                            <Anchor component={Link} to={paths.meetDetail(r.meetId)} size="sm">
                              {r.meetName}
                            </Anchor>{' '}
                            <Text span size="xs" c="dimmed">
                              {shortDate(r.date)}
                            </Text>
                          </Text>
                          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                              {r.asRun.display}
                            </Text>
                            <ResultBadges
                              flags={{ isPR: r.isPR, isSeasonBest: false }}
                              result={{ windAided: r.asRun.windAided, converted: r.converted }}
                            />
                          </Group>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </div>
                <div>
                  <Text size="sm" fw={600} mb={4}>
                    PRs
                  </Text>
                  {prs.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No legal mark yet.
                    </Text>
                  ) : (
                    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {prs.map((r) => (
                        <Group key={r.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                          <Text size="sm">{eventName(r.eventType, r.indoor)}</Text>
                          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                            {r.display}
                          </Text>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </div>
              </SimpleGrid>
              <Anchor component={Link} to={paths.athleteDetail(athlete.id)} size="sm">
                My athlete page
              </Anchor>
            </Stack>
          ))}
        </Stack>
      )}
    </HomeCard>
  );
});
