import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import type { AthleteProfile } from '@core/api/athletes';
import type { MeetSeason } from '@core/api/results';
import { paths } from '../../app/paths';
import { AreaPage, BackLink } from '../../components/area-page';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage, isApiError } from '../../lib/api-error';
import { seasonLabel } from '../../lib/meet-labels';
import { useAthlete } from './api/get-athlete';
import { AthleteHeader } from './athlete-header';
import { AthletePublicConsent } from '../public-pages';
import { AthleteProgression } from './athlete-progression';
import { AthleteResultsTable } from './athlete-results-table';
import { BestMarksTable } from './best-marks-table';
import { useTeamAccess } from '../../lib/team-access';
import { AthleteAttendance } from '../schedule';
import { AthleteFamilyPanel, useMyFamily } from '../family';
import { useUser } from '../../lib/store/hooks';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type SeasonBest = AthleteProfile['seasonBests'][number];

const bySeason = (bests: SeasonBest[]) => {
  const groups = new Map<string, SeasonBest[]>();
  for (const b of bests) {
    const k = `${b.seasonYear}|${b.season}`;
    groups.set(k, [...(groups.get(k) ?? []), b]);
  }
  return [...groups.entries()].sort((a, b) => b[0].localeCompare(a[0]));
};

/** /dashboard/athletes/:id: details, PRs (outdoor and indoor apart), season bests, progression and every result. */
export default function AthletePage() {
  const { id = '' } = useParams();
  const { orgId, canWrite, markOptions } = useTeamAccess();
  const athlete = useAthlete(orgId, id);
  const me = useUser();
  // a parent sees their confirmed athlete's attendance too (decision 052)
  const family = useMyFamily(orgId ?? '', Boolean(orgId) && !canWrite);

  if (athlete.isPending) return <PageLoader label="Loading the athlete" />;
  if (athlete.isError) {
    if (isApiError(athlete.error, 404) || isApiError(athlete.error, 400)) {
      return (
        <AreaPage title="Athlete">
          <EmptyState
            icon={<IconUserOff />}
            title="Athlete not found"
            description="No such athlete is on your team's roster. The athlete may have been removed, or the link may belong to another team."
          >
            <BackLink to={paths.athletes}>Back to athletes</BackLink>
          </EmptyState>
        </AreaPage>
      );
    }
    return <FormAlert message={errorMessage(athlete.error)} />;
  }

  const a = athlete.data;
  const outdoor = a.prs.filter((p) => !p.indoor);
  const indoor = a.prs.filter((p) => p.indoor);
  const seasons = bySeason(a.seasonBests);

  return (
    <Stack gap="lg">
      <Group>
        <BackLink to={paths.athletes}>All athletes</BackLink>
      </Group>
      <AthleteHeader orgId={orgId!} athlete={a} canWrite={canWrite} />
      {a.results.length === 0 ? (
        <EmptyState
          title="No results yet"
          description="PRs, season bests and the progression chart appear with the first result entered at a meet."
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, lg: indoor.length && outdoor.length ? 2 : 1 }} spacing="lg">
            {outdoor.length ? (
              <Section title="Outdoor PRs">
                <BestMarksTable marks={outdoor} label="Outdoor personal records" />
              </Section>
            ) : null}
            {indoor.length ? (
              <Section title="Indoor PRs">
                <BestMarksTable marks={indoor} label="Indoor personal records" />
              </Section>
            ) : null}
          </SimpleGrid>
          <Section title="Progression">
            <AthleteProgression results={a.results} units={markOptions.units} />
          </Section>
          <Section title="Season bests">
            <Stack gap="md">
              {seasons.map(([k, bests]) => {
                const [year, season] = k.split('|') as [string, MeetSeason];
                const label = seasonLabel({ season, seasonYear: Number(year) });
                return (
                  <div key={k}>
                    <Text fw={600} size="sm" mb={4}>
                      {label}
                    </Text>
                    <BestMarksTable marks={bests} label={`Season bests, ${label}`} />
                  </div>
                );
              })}
            </Stack>
          </Section>
          <Section title={`Every result (${a.results.length})`}>
            <AthleteResultsTable results={a.results} />
          </Section>
        </>
      )}
      <AthletePublicConsent orgId={orgId!} athleteId={a.id} />
      {canWrite || (me && a.userId === me.id) || family.data?.some((f) => f.athleteId === a.id && f.status === 'confirmed') ? (
        <AthleteAttendance orgId={orgId!} athleteId={a.id} />
      ) : null}
      {canWrite ? <AthleteFamilyPanel orgId={orgId!} athleteId={a.id} athleteUserId={a.userId} /> : null}
    </Stack>
  );
}
