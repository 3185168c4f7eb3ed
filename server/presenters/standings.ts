import type { Competitor, Standings } from '@core/api/standings';
import { formatMark } from '@core/marks';
import type { XcRunner } from '@core/scoring';
import type { CompetitorRecord } from '../services/standings/competitors';
import { markOptions, type TeamSettings } from '../services/organizations/team-settings';
import { markOfRow, windOfRow } from '../services/results/mark-row';
import type { StandingsFinisher, StandingsRecord } from '../services/standings/standings';

export const presentCompetitor = ({ row: c, eventType }: CompetitorRecord, settings: TeamSettings): Competitor => {
  const mark = markOfRow(c);
  return {
    id: c.id,
    meetId: c.meetId,
    eventId: c.meetEventId,
    name: c.name,
    team: c.team,
    mark,
    display: formatMark(eventType, mark, markOptions(settings)),
    wind: windOfRow(c),
    windAided: c.windAided,
    status: mark.kind === 'non-mark' ? mark.code : 'ok',
    place: c.place,
    heat: c.heat,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
};

const runner = (r: XcRunner<StandingsFinisher>) => ({
  name: r.finisher.name,
  display: r.finisher.display,
  overallPlace: r.overallPlace,
  teamPlace: r.teamPlace,
});

export const presentStandings = (s: StandingsRecord): Standings => ({
  scoring: s.scoring,
  table: s.table,
  ownTeam: s.ownTeam,
  groups: s.groups.map((g) =>
    g.kind === 'track'
      ? { ...g, teams: g.teams.map((t) => ({ ...t, own: t.team === s.ownTeam })) }
      : {
          kind: g.kind,
          eventId: g.eventId,
          title: g.title,
          teams: g.teams.map((t) => ({
            team: t.team,
            own: t.team === s.ownTeam,
            complete: t.complete,
            score: t.score,
            place: t.place,
            scorers: t.scorers.map(runner),
            displacers: t.displacers.map(runner),
            others: t.others.map(runner),
          })),
        },
  ),
});
