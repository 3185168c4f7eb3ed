/**
 * The frame of every public page: head (title, canonical address, description, OpenGraph and
 * Twitter preview tags), the team's header in its colour and logo, and a small stylesheet inline
 * (no web-app bundle: a page is readable at once, without JavaScript, on a phone).
 */
import type { PRIMARY_COLORS } from '@core/api/organizations';

type PrimaryColor = (typeof PRIMARY_COLORS)[number];
import { html, Html } from './html';

/** The team colours as the web app's theme shows them (Mantine's shade 8, 9 where white text needs it). */
const COLOR_HEX: Record<PrimaryColor, string> = {
  black: '#000000',
  dark: '#1a1b1e',
  gray: '#343a40',
  red: '#e03131',
  pink: '#c2255c',
  grape: '#9c36b5',
  violet: '#7048e8',
  indigo: '#4263eb',
  blue: '#1971c2',
  cyan: '#0c8599',
  teal: '#099268',
  green: '#2f9e44',
  lime: '#5c940d',
  yellow: '#e67700',
  orange: '#d9480f',
};

export const teamColorHex = (color: string): string => COLOR_HEX[color as PrimaryColor] ?? COLOR_HEX.blue;

export interface PageHead {
  title: string;
  description: string;
  /** the page's absolute, canonical address */
  canonical: string;
  /** absolute address of the preview image (the team's logo), if any */
  image: string | null;
}

export interface PageFrame {
  head: PageHead;
  team: { name: string; color: string; logo: string | null; home: string };
  body: Html;
  /** the live-update script (meet pages) */
  live?: boolean;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa}
header{background:var(--team);color:#fff;padding:12px 16px}header a{color:#fff;text-decoration:none;display:flex;gap:12px;align-items:center}
header img{width:40px;height:40px;border-radius:8px;background:#fff;object-fit:contain}header strong{font-size:1.15rem}
main{max-width:880px;margin:0 auto;padding:12px 16px 32px}h1{font-size:1.5rem;margin:12px 0 4px}h2{font-size:1.15rem;margin:24px 0 8px;border-bottom:3px solid var(--team);padding-bottom:4px}
h3{font-size:1rem;margin:16px 0 6px}.meta{color:#495057;margin:0 0 8px}a{color:var(--team)}
table{width:100%;border-collapse:collapse;background:#fff;font-variant-numeric:tabular-nums}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e9ecef;vertical-align:top}
th{font-size:.8rem;color:#495057;font-weight:600}td.num,th.num{text-align:right;white-space:nowrap}
ul.list{list-style:none;padding:0;margin:0;background:#fff}ul.list li{padding:8px;border-bottom:1px solid #e9ecef}
.badge{display:inline-block;font-size:.7rem;font-weight:700;padding:1px 6px;border-radius:8px;background:#e9ecef;margin-left:4px}.badge.tr{background:var(--team);color:#fff}
.live{display:inline-block;background:#e03131;color:#fff;border-radius:8px;padding:1px 8px;font-size:.8rem;font-weight:700}
.photo{width:96px;height:96px;border-radius:50%;object-fit:cover}footer{text-align:center;color:#868e96;font-size:.8rem;padding:16px}
@media (max-width:560px){th,td{padding:5px 4px}.hide-sm{display:none}}
`.replace(/\n/g, '');

export const renderPage = ({ head, team, body, live }: PageFrame): string =>
  `<!doctype html>${
    html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${head.title}</title>
        <meta name="description" content="${head.description}" />
        <link rel="canonical" href="${head.canonical}" />
        <meta name="robots" content="index,follow" />
        <meta name="theme-color" content="${teamColorHex(team.color)}" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="${team.name}" />
        <meta property="og:title" content="${head.title}" />
        <meta property="og:description" content="${head.description}" />
        <meta property="og:url" content="${head.canonical}" />
        ${head.image ? html`<meta property="og:image" content="${head.image}" />` : null}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content="${head.title}" />
        <meta name="twitter:description" content="${head.description}" />
        ${head.image ? html`<meta name="twitter:image" content="${head.image}" />` : null}
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body style="--team:${teamColorHex(team.color)}">
        <header>
          <a href="${team.home}">${team.logo ? html`<img src="${team.logo}" alt="" />` : null}<strong>${team.name}</strong></a>
        </header>
        <main>${body}</main>
        <footer>Results kept with Splits</footer>
        ${live ? html`<script src="/t-live.js" defer></script>` : null}
      </body>
    </html>`.text
  }`;

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const DAY_NO_YEAR = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** "Sat, Apr 18, 2026" or "Fri, Apr 17 – Sat, Apr 18, 2026". */
export const meetDays = (m: { startDate: string; endDate: string | null }): string =>
  m.endDate && m.endDate !== m.startDate
    ? `${DAY_NO_YEAR.format(at(m.startDate))} – ${DAY.format(at(m.endDate))}`
    : DAY.format(at(m.startDate));

const SEASONS: Record<string, string> = { indoor: 'Indoor', outdoor: 'Outdoor', 'cross-country': 'Cross country' };

export const seasonName = (m: { season: string; seasonYear: number }): string => `${SEASONS[m.season] ?? m.season} ${m.seasonYear}`;

/** A wind reading: "+1.2", "-0.4", "" without one. */
export const windText = (wind: number | null): string =>
  wind === null ? '' : `${wind > 0 ? '+' : wind < 0 ? '−' : ''}${Math.abs(wind).toFixed(1)}`;
