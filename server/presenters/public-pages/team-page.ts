/** A team's public page (`/t/<slug>`): its meets (upcoming, the season's, recent results), records board and course records. */
import type { Meet } from '@core/api/meets';
import type { RecordMark } from '@core/api/records';
import { findSportEvent } from '@core/sport-events/sport-events';
import type { PublicTeamPageRecord } from '../../services/public-pages/page-data';
import type { PublicTeam } from '../../services/public-pages/public-team';
import type { BoardEvent } from '../../services/records/board';
import { presentMeet } from '../meet';
import { presentRecordMark } from '../records';
import { html, type Html } from './html';
import { meetDays, renderPage, seasonName, windText } from './layout';
import { publicNames, type PublicNames } from './names';
import { publicAddresses, type PublicAddresses } from './addresses';

const eventName = (eventType: string): string => findSportEvent(eventType)?.displayName ?? eventType;

/** The names a record mark shows: an athlete by their profile rule, a relay's legs one by one. */
export const recordHolders = (m: Pick<RecordMark, 'athleteId' | 'athleteNames'>, names: PublicNames): string =>
  m.athleteNames.map((n) => (m.athleteId !== null ? names.named(m.athleteId, n) : names.text(n))).join(', ');

const meetRow = (m: Meet, urls: PublicAddresses, today: string): Html =>
  html`<li>
    <a href="${urls.meet(m.id)}">${m.name}</a
    >${m.startDate <= today && (m.endDate ?? m.startDate) >= today ? html` <span class="live">Today</span>` : null}${
      m.status === 'cancelled' ? html` <span class="badge">Cancelled</span>` : null
    }
    <div class="meta">${meetDays(m)}${m.location ? ` · ${m.location}` : ''}</div>
  </li>`;

const boardTable = (events: BoardEvent[], team: PublicTeam, names: PublicNames, urls: PublicAddresses): Html => {
  const rows = events.flatMap((e) =>
    e.top
      .filter((t) => t.place === 1)
      .map((t) => {
        const m = presentRecordMark(t.mark, t.place, team.settings);
        const holder = recordHolders(m, names);
        return html`<tr>
          <td>${eventName(m.eventType)}</td>
          <td>
            ${m.athleteId !== null && names.isPublic(m.athleteId) ? html`<a href="${urls.athlete(m.athleteId)}">${holder}</a>` : holder}
          </td>
          <td class="num">${m.display}${m.wind !== null ? html` <small>${windText(m.wind)}</small>` : null}</td>
          <td class="num hide-sm">${m.seasonYear}</td>
        </tr>`;
      }),
  );
  if (rows.length === 0) return html`<p class="meta">No records yet.</p>`;
  return html`<table>
    <thead>
      <tr>
        <th>Event</th>
        <th>Held by</th>
        <th class="num">Mark</th>
        <th class="num hide-sm">Year</th>
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
};

export const renderTeamPage = (team: PublicTeam, page: PublicTeamPageRecord, publicUrl: string): string => {
  const urls = publicAddresses(publicUrl, team.slug);
  const names = publicNames(page.publicAthletes);
  const org = team.organization;
  const upcoming = page.upcoming.map(presentMeet);
  const season = page.season.map(presentMeet);
  const recent = page.recent.map(presentMeet);
  const seasonTitle = season[0] ? seasonName(season[0]) : null;
  const body = html`<h1>${org.name}</h1>
    ${org.location ? html`<p class="meta">${org.location}</p>` : null}
    <h2>Upcoming meets</h2>
    ${
      upcoming.length
        ? html`<ul class="list">
            ${upcoming.map((m) => meetRow(m, urls, page.today))}
          </ul>`
        : html`<p class="meta">No meets scheduled.</p>`
    }
    <h2>Recent results</h2>
    ${
      recent.length
        ? html`<ul class="list">
            ${recent.map(
              (m) =>
                html`<li>
                  <a href="${urls.meet(m.id)}">${m.name}</a> <span class="meta">${m.resultCount} results</span>
                  <div class="meta">${meetDays(m)}</div>
                </li>`,
            )}
          </ul>`
        : html`<p class="meta">No results yet.</p>`
    }
    ${
      seasonTitle
        ? html`<h2>${seasonTitle} schedule</h2>
            <ul class="list">
              ${season.map((m) => meetRow(m, urls, page.today))}
            </ul>`
        : null
    }
    <h2>Team records</h2>
    <h3>Outdoor</h3>
    ${boardTable(page.outdoorRecords, team, names, urls)}
    ${
      page.indoorRecords.length
        ? html`<h3>Indoor</h3>
            ${boardTable(page.indoorRecords, team, names, urls)}`
        : null
    }
    ${
      page.courses.length
        ? html`<h2>Course records</h2>
            ${page.courses.map(
              (c) =>
                html`<h3>${c.course.course.name}</h3>
                  ${boardTable(c.records, team, names, urls)}`,
            )}`
        : null
    }`;
  const next = upcoming[0];
  return renderPage({
    head: {
      title: `${org.name} track & field`,
      description: next
        ? `Next meet: ${next.name}, ${meetDays(next)}. Schedule, results and team records.`
        : 'Schedule, results and team records.',
      canonical: urls.team,
      image: urls.absolute(org.logo),
    },
    team: { name: org.name, color: org.primaryColor, logo: org.logo, home: urls.team },
    body,
  });
};
