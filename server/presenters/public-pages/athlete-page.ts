/** An athlete's public profile (only with consent and the team's leave: docs/privacy-data.md): name, photo, grade, PRs, results. */
import { findSportEvent } from '@core/sport-events/sport-events';
import type { PublicAthletePageRecord } from '../../services/public-pages/page-data';
import type { PublicTeam } from '../../services/public-pages/public-team';
import { presentAthleteProfile } from '../athlete';
import { html } from './html';
import { renderPage, windText } from './layout';
import { publicAddresses } from './addresses';

const eventName = (eventType: string): string => findSportEvent(eventType)?.displayName ?? eventType;

export const renderAthletePage = (team: PublicTeam, page: PublicAthletePageRecord, publicUrl: string): string => {
  const urls = publicAddresses(publicUrl, team.slug);
  const a = presentAthleteProfile(page.profile, team.settings);
  const name = `${a.firstName} ${a.lastName}`;
  const org = team.organization;
  const body = html`<p class="meta"><a href="${urls.team}">${org.name}</a></p>
    ${a.photo ? html`<img class="photo" src="${a.photo}" alt="" />` : null}
    <h1>${name}</h1>
    ${a.grade !== null ? html`<p class="meta">Grade ${a.grade}</p>` : null}
    <h2>Personal records</h2>
    ${
      a.prs.length
        ? html`<table>
            <thead>
              <tr>
                <th>Event</th>
                <th class="num">Mark</th>
                <th class="hide-sm">Meet</th>
              </tr>
            </thead>
            <tbody>
              ${a.prs.map(
                (p) =>
                  html`<tr>
                    <td>${eventName(p.eventType)}${p.indoor ? ' (indoor)' : ''}</td>
                    <td class="num">
                      ${p.result.display}${p.result.wind !== null ? html` <small>${windText(p.result.wind)}</small>` : null}
                    </td>
                    <td class="hide-sm"><a href="${urls.meet(p.result.meetId)}">${p.result.meetName}</a></td>
                  </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p class="meta">No marks yet.</p>`
    }`;
  return renderPage({
    head: {
      title: `${name} – ${org.name}`,
      description: `${name} of ${org.name}: personal records and results.`,
      canonical: urls.athlete(a.id),
      image: urls.absolute(a.photo ?? org.logo),
    },
    team: { name: org.name, color: org.primaryColor, logo: org.logo, home: urls.team },
    body,
  });
};
