import { memo } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { RECENT_PR_WEEKS, type RecentPr } from '@core/api/performance';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { shortDate } from '../../lib/meet-labels';
import { useDeferredData } from '../../lib/use-deferred-data';
import { useRecentPrs } from './api/get-recent-prs';
import { HomeCard, LoadError } from './home-card';
import { groupByMeet, prComparison, prEventName } from './home-labels';
import { RecentPrsSkeleton } from './home-skeletons';
import classes from './recent-prs-card.module.css';

/** Rows of the loading state (a team in season shows that many), so the cards below stay put. */
const RECENT_PRS_SHOWN = 8;
/** PRs asked for (here and by the dashboard's loader): enough to cover several meets of the last weeks; each meet shows a few, with a link to the rest. */
export const RECENT_PRS_ASKED = 40;
const PER_MEET = 4;
const MEETS_SHOWN = 4;

function PrRow({ pr }: { pr: RecentPr }) {
  return (
    <li className={classes.row} data-testid="recent-pr">
      <div className={classes.column}>
        <Link to={paths.athleteDetail(pr.athleteId)} className={`mantine-focus-auto ${classes.text} ${classes.sm} ${classes.athlete}`}>
          {pr.athleteName}
        </Link>
        <p className={`${classes.text} ${classes.xs}`}>{prEventName(pr.result)}</p>
      </div>
      <div className={classes.end}>
        <div className={classes.markLine}>
          {pr.isTeamRecord ? (
            <Badge size="sm" color="grape" variant="filled" aria-label="New team record" title="New team record">
              TR
            </Badge>
          ) : null}
          <p className={`${classes.text} ${classes.sm} ${classes.mark}`}>{pr.result.display}</p>
        </div>
        <p className={`${classes.text} ${classes.xs}`}>{prComparison(pr.previous)}</p>
      </div>
    </li>
  );
}

/** The PRs of the team's last weeks of results, under their meet (a few each): athlete, event, mark and what it beat. */
export const RecentPrsCard = memo(function RecentPrsCard({ organizationId }: { organizationId: string }) {
  const prs = useDeferredData(useRecentPrs(organizationId, RECENT_PRS_ASKED));
  let body;
  if (prs.error) body = <LoadError error={prs.error} />;
  else if (!prs.data) body = <RecentPrsSkeleton rows={RECENT_PRS_SHOWN} />;
  else if (prs.data.items.length === 0)
    body = (
      <EmptyState
        icon={<IconTrophy size={22} />}
        title="No PRs in the last weeks of results"
        description={`When results are entered, the personal records set in the team's last ${RECENT_PR_WEEKS} weeks of meets show here.`}
      >
        <Button component={Link} to={paths.meets} variant="default">
          See the meets
        </Button>
      </EmptyState>
    );
  else
    body = (
      <Stack component="ul" gap="lg" p={0} m={0}>
        {groupByMeet(prs.data.items)
          .slice(0, MEETS_SHOWN)
          .map((meet) => (
            <Box component="li" key={meet.meetId} style={{ listStyle: 'none' }}>
              <Group gap={8} wrap="wrap" mb={6} align="baseline">
                <Anchor component={Link} to={paths.meetDetail(meet.meetId)} size="sm" fw={600}>
                  {meet.meetName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {shortDate(meet.date)}
                </Text>
              </Group>
              <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="sm" p={0} m={0}>
                {meet.items.slice(0, PER_MEET).map((pr) => (
                  <PrRow key={pr.result.id} pr={pr} />
                ))}
              </SimpleGrid>
              {meet.items.length > PER_MEET ? (
                <Anchor component={Link} to={paths.meetDetail(meet.meetId)} size="xs" mt={6} display="inline-block">
                  {meet.items.length - PER_MEET} more at this meet
                </Anchor>
              ) : null}
            </Box>
          ))}
      </Stack>
    );
  return (
    <HomeCard id="recent-prs-title" title="Recent PRs">
      {body}
      {prs.data && prs.data.total > 0 ? (
        <Text size="xs" c="dimmed" mt="md">
          {prs.data.total} {prs.data.total === 1 ? 'PR' : 'PRs'} in the last {RECENT_PR_WEEKS} weeks of results.{' '}
          <Anchor component={Link} to={paths.performance} size="xs">
            Season leaders and standards
          </Anchor>
        </Text>
      ) : null}
    </HomeCard>
  );
});
