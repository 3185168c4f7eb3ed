import { useParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { StandingsGroup } from '@core/api/standings';
import { paths } from '../../app/paths';
import { BackLink } from '../../components/area-page';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api-error';
import { entryName } from '../../lib/entry-label';
import { meetDates } from '../../lib/meet-labels';
import { useTeamAccess } from '../../lib/team-access';
import { useMeet } from '../meet-data';
import { sheetEventTitle } from '../entries';
import { useStandings } from '../standings';
import { recordsSet, resultsSheetRows } from './results-sheet-rows';
import classes from './print-page.module.css';

/**
 * /dashboard/meets/:id/results-sheet: the meet's results to print (or save as PDF from the print
 * dialog) and post on the team board: each event's places, marks, wind and flags, the team scores,
 * and the team records set.
 */
export default function ResultsSheetPage() {
  const { id = '' } = useParams();
  const { orgId } = useTeamAccess();
  const meet = useMeet(orgId, id);
  const standings = useStandings(orgId ?? '', id, meet.data !== undefined && meet.data.scoring !== 'none');

  if (meet.isPending) return <PageLoader label="Loading the results" />;
  if (meet.isError) return <FormAlert message={errorMessage(meet.error)} />;
  const data = meet.data;
  const events = data.events.map((event) => ({ event, rows: resultsSheetRows(event) })).filter((e) => e.rows.length > 0);
  const records = recordsSet(data);

  return (
    <Stack gap="md" className={classes.page}>
      <Group className={classes.noPrint} justify="space-between">
        <BackLink to={paths.meetDetail(id)}>Back to the meet</BackLink>
        <Button leftSection={<IconPrinter size={ICON_SIZE} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <div>
        <Title order={1}>{data.name}: results</Title>
        <Text>
          {meetDates(data)}
          {data.location ? ` · ${data.location}` : ''}
        </Text>
      </div>
      {standings.data && standings.data.groups.length > 0 ? (
        <section className={classes.section} aria-label="Team scores">
          <Title order={2} size="h3">
            Team scores
          </Title>
          {standings.data.groups.map((g) => (
            <TeamScores key={g.title} group={g} />
          ))}
        </section>
      ) : null}
      {records.length > 0 ? (
        <section className={classes.section} aria-label="Records set">
          <Title order={2} size="h3">
            Records set
          </Title>
          <ul>
            {records.map(({ event, entry }) => (
              <li key={entry.id}>
                {sheetEventTitle(event, data)}: {entryName(entry)}, {entry.result!.display}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {events.length === 0 ? <Text>No results yet.</Text> : null}
      {events.map(({ event, rows }) => {
        const title = sheetEventTitle(event, data);
        const wind = rows.some((r) => r.wind !== '');
        return (
          <section key={event.id} className={classes.section}>
            <Title order={2} size="h3">
              {title}
            </Title>
            <table className={classes.table} aria-label={`Results, ${title}`}>
              <thead>
                <tr>
                  <th className={classes.narrow}>Place</th>
                  <th>{event.kind === 'relay' ? 'Team' : 'Athlete'}</th>
                  <th>Mark</th>
                  {wind ? <th>Wind</th> : null}
                  <th>Notes</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.entryId}>
                    <td>{r.place ?? ''}</td>
                    <td>{r.name}</td>
                    <td>{r.mark}</td>
                    {wind ? <td>{r.wind}</td> : null}
                    <td>{r.notes.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </Stack>
  );
}

function TeamScores({ group }: { group: StandingsGroup }) {
  return (
    <table className={classes.table} aria-label={`Team scores, ${group.title}`}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{group.title}</caption>
      <thead>
        <tr>
          <th className={classes.narrow}>Place</th>
          <th>Team</th>
          <th>{group.kind === 'track' ? 'Points' : 'Score'}</th>
        </tr>
      </thead>
      <tbody>
        {group.kind === 'track'
          ? group.teams.map((t) => (
              <tr key={t.team}>
                <td>{t.place}</td>
                <td>{t.team}</td>
                <td>{t.points}</td>
              </tr>
            ))
          : group.teams.map((t) => (
              <tr key={t.team}>
                <td>{t.place ?? ''}</td>
                <td>{t.team}</td>
                <td>{t.score ?? 'incomplete'}</td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
