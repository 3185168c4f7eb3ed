/**
 * A meet's public page: team scores, records set, and each event's results with places, wind and
 * flags, inside `#live` (the part the live script replaces when the team's data version moves).
 */
import type { Entry, MeetDetail, MeetEvent } from '@core/api/meets';
import type { Standings } from '@core/api/standings';
import type { PublicMeetPageRecord } from '../../services/public-pages/page-data';
import type { PublicTeam } from '../../services/public-pages/public-team';
import { presentMeetDetail } from '../meet';
import { presentStandings } from '../standings';
import { html, type Html } from './html';
import { meetDays, renderPage, windText } from './layout';
import { publicNames, type PublicNames } from './names';
import { publicAddresses, type PublicAddresses } from './addresses';

const ROUND_NAMES: Record<string, string> = { prelim: 'Prelims', semi: 'Semifinals', heats: 'Heats', 'time-trial': 'Time trial' };

const eventTitle = (e: MeetEvent): string => (ROUND_NAMES[e.round] ? `${e.displayName} – ${ROUND_NAMES[e.round]}` : e.displayName);

/** Who an entry is on a public page: the athlete by the profile rule, or a relay team with its legs shortened. */
const entrant = (e: Entry, names: PublicNames, urls: PublicAddresses): Html => {
  if (e.athlete) {
    const name = names.athlete(e.athlete.id, e.athlete.firstName, e.athlete.lastName);
    return names.isPublic(e.athlete.id) ? html`<a href="${urls.athlete(e.athlete.id)}">${name}</a>` : html`${name}`;
  }
  const legs = (e.legs ?? []).filter((l) => !l.alternate).map((l) => names.athlete(l.athleteId, l.firstName, l.lastName));
  return html`${e.relayName ?? 'Relay'}${legs.length ? html`<div class="meta">${legs.join(', ')}</div>` : null}`;
};

const badges = (e: Entry): Html | null => {
  if (!e.result) return null;
  return html`${e.flags?.isTeamRecord ? html`<span class="badge tr" title="Team record">TR</span>` : null}${
    e.flags?.isPR
      ? html`<span class="badge" title="Personal record">PR</span>`
      : e.flags?.isSeasonBest
        ? html`<span class="badge" title="Season best">SB</span>`
        : null
  }${e.result.windAided ? html`<span class="badge" title="Wind-aided">w</span>` : null}`;
};

const byPlace = (a: Entry, b: Entry): number => (a.result?.place ?? 1e9) - (b.result?.place ?? 1e9);

const eventTable = (e: MeetEvent, names: PublicNames, urls: PublicAddresses): Html => {
  const withWind = e.entries.some((x) => x.result?.wind != null);
  const rows = [...e.entries].sort(byPlace).map(
    (x) =>
      html`<tr>
        <td class="num">${x.result?.place ?? ''}</td>
        <td>${entrant(x, names, urls)}</td>
        <td class="num">${x.result ? x.result.display : '—'}${badges(x)}</td>
        ${withWind ? html`<td class="num">${x.result ? windText(x.result.wind) : ''}</td>` : null}
      </tr>`,
  );
  return html`<h3 id="e-${e.id}">${eventTitle(e)}</h3>
    <table>
      <thead>
        <tr>
          <th class="num">Pl</th>
          <th>Athlete</th>
          <th class="num">Mark</th>
          ${withWind ? html`<th class="num">Wind</th>` : null}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>`;
};

const standingsSection = (s: Standings): Html | null => {
  const groups = s.groups.filter((g) => g.teams.length > 0);
  if (s.scoring === 'none' || groups.length === 0) return null;
  return html`<h2>Team scores</h2>
    ${groups.map((g) => {
      // track meets add points; cross country scores by places (low wins), blank until complete
      const track = g.kind === 'track';
      return html`<h3>${g.title}</h3>
        <table>
          <thead>
            <tr>
              <th class="num">Pl</th>
              <th>Team</th>
              <th class="num">${track ? 'Points' : 'Score'}</th>
            </tr>
          </thead>
          <tbody>
            ${g.teams.map(
              (t) =>
                html`<tr>
                  <td class="num">${t.place ?? ''}</td>
                  <td>${t.own ? html`<strong>${t.team}</strong>` : t.team}</td>
                  <td class="num">${'points' in t ? t.points : (t.score ?? 'incomplete')}</td>
                </tr>`,
            )}
          </tbody>
        </table>`;
    })}`;
};

/** The marks a shared link previews and the records list shows: team records first, then winners. */
const topMarks = (meet: MeetDetail, names: PublicNames): { event: string; who: string; mark: string; record: boolean }[] =>
  meet.events
    .flatMap((e) =>
      e.entries
        .filter((x) => x.result && x.result.status === 'ok' && (x.flags?.isTeamRecord || x.result.place === 1))
        .map((x) => ({
          event: eventTitle(e),
          who: x.athlete ? names.athlete(x.athlete.id, x.athlete.firstName, x.athlete.lastName) : (x.relayName ?? 'Relay'),
          mark: x.result!.display,
          record: x.flags?.isTeamRecord ?? false,
        })),
    )
    .sort((a, b) => Number(b.record) - Number(a.record));

/** The part of the page that changes while results come in (also what the live script swaps in). */
export const renderMeetLive = (
  meet: MeetDetail,
  standings: Standings,
  names: PublicNames,
  urls: PublicAddresses,
  dataVersion: number,
): Html => {
  const records = topMarks(meet, names).filter((m) => m.record);
  const events = meet.events.filter((e) => e.entries.length > 0);
  return html`<div id="live" data-version="${dataVersion}" data-live="${urls.live(meet.id)}">
    ${standingsSection(standings)}
    ${
      records.length
        ? html`<h2>Records set</h2>
            <ul class="list">
              ${records.map((r) => html`<li><strong>${r.event}</strong>: ${r.who} ${r.mark} <span class="badge tr">TR</span></li>`)}
            </ul>`
        : null
    }
    <h2>Results</h2>
    ${events.length ? events.map((e) => eventTable(e, names, urls)) : html`<p class="meta">No events yet.</p>`}
  </div>`;
};

export const renderMeetPage = (team: PublicTeam, page: PublicMeetPageRecord, publicUrl: string, today: string): string => {
  const urls = publicAddresses(publicUrl, team.slug);
  const names = publicNames(page.publicAthletes);
  const meet = presentMeetDetail(page.meet, team.settings);
  const standings = presentStandings(page.standings);
  const org = team.organization;
  const live = meet.startDate <= today && (meet.endDate ?? meet.startDate) >= today && meet.status !== 'cancelled';
  const top = topMarks(meet, names).slice(0, 3);
  const place = [meetDays(meet), meet.location].filter(Boolean).join(' · ');
  const body = html`<p class="meta"><a href="${urls.team}">${org.name}</a></p>
    <h1>${meet.name} ${live ? html`<span class="live">Live</span>` : null}</h1>
    <p class="meta">${place}${meet.host ? ` · Host: ${meet.host}` : ''}${meet.status === 'cancelled' ? ' · Cancelled' : ''}</p>
    ${renderMeetLive(meet, standings, names, urls, org.dataVersion)}`;
  return renderPage({
    head: {
      title: `${meet.name} – ${org.name}`,
      description: `${place}.${top.length ? ` Top marks: ${top.map((t) => `${t.event} ${t.who} ${t.mark}`).join('; ')}.` : ''}`,
      canonical: urls.meet(meet.id),
      image: urls.absolute(org.logo),
    },
    team: { name: org.name, color: org.primaryColor, logo: org.logo, home: urls.team },
    body,
    live: live || meet.status === 'scheduled',
  });
};
