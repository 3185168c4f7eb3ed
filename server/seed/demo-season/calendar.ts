/** The demo team's meets, placed around today: last spring's outdoor season, last fall's cross-country, two meets ahead. */
import type { MeetSeason } from '@core/api/results';
import { seasonYearOf } from '@core/seasons';

export interface DemoMeet {
  name: string;
  startDate: string;
  location: string;
  host: string;
  season: MeetSeason;
  seasonYear: number;
  status: 'completed' | 'scheduled';
  /** hand-timed (an early-season dual meet without a timing system) */
  handTimed: boolean;
  /** wind over the legal limit most of the day */
  windy: boolean;
}

const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/** The Saturday on or after a date. */
const saturday = (date: Date): Date => addDays(date, (6 - date.getUTCDay() + 7) % 7);

const seasonOf = (month: number): MeetSeason =>
  month >= 9 && month <= 11 ? 'cross-country' : month === 12 || month <= 2 ? 'indoor' : 'outdoor';

export const demoCalendar = (today: Date): DemoMeet[] => {
  const y = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  // the latest spring and fall seasons that are over
  const outdoorYear = month >= 6 ? y : y - 1;
  const xcYear = month >= 11 ? y : y - 1;
  const outdoor = (name: string, m: number, d: number, location: string, host: string, extra: Partial<DemoMeet> = {}): DemoMeet => ({
    name,
    startDate: iso(outdoorYear, m, d),
    location,
    host,
    season: 'outdoor',
    seasonYear: outdoorYear,
    status: 'completed',
    handTimed: false,
    windy: false,
    ...extra,
  });
  const xc = (name: string, m: number, d: number, location: string, host: string): DemoMeet => ({
    name,
    startDate: iso(xcYear, m, d),
    location,
    host,
    season: 'cross-country',
    seasonYear: xcYear,
    status: 'completed',
    handTimed: false,
    windy: false,
  });
  const ahead = [saturday(addDays(today, 10)), saturday(addDays(today, 24))];
  return [
    xc('Riverside XC Opener', 9, 6, 'Fairmount Park, Riverside', 'Riverside HS'),
    xc('Mt. SAC Invitational', 10, 11, 'Mt. SAC, Walnut', 'Mt. San Antonio College'),
    xc('Inland Valley League Finals', 10, 25, 'Sylvan Park, Redlands', 'Redlands HS'),
    xc('CIF-SS Prelims', 11, 8, 'Riverside City XC Course', 'CIF Southern Section'),
    outdoor('Riverside vs. North Dual', 3, 8, 'Riverside HS Stadium', 'Riverside HS', { handTimed: true }),
    outdoor('Redlands Relays', 3, 22, 'Dodge Stadium, Redlands', 'Redlands HS'),
    outdoor('Inland Empire Invitational', 4, 5, 'Citrus Hill HS, Perris', 'Citrus Hill HS', { windy: true }),
    outdoor('Arcadia Invitational', 4, 12, 'Arcadia HS', 'Arcadia HS'),
    outdoor('League Finals', 4, 26, 'Riverside HS Stadium', 'Inland Valley League'),
    outdoor('CIF-SS Divisional Prelims', 5, 10, 'Trabuco Hills HS, Mission Viejo', 'CIF Southern Section'),
    ...ahead.map((d, i): DemoMeet => {
      const season = seasonOf(d.getUTCMonth() + 1);
      return {
        name: i === 0 ? (season === 'indoor' ? 'Winter Indoor Classic' : 'Riverside Home Meet') : 'Sunset League Opener',
        startDate: d.toISOString().slice(0, 10),
        location: i === 0 ? 'Riverside HS Stadium' : 'Ramona HS',
        host: i === 0 ? 'Riverside HS' : 'Ramona HS',
        season,
        // the indoor season is named by the year it ends in (a December meet belongs to the next year)
        seasonYear: seasonYearOf(season, d.toISOString().slice(0, 10)),
        status: 'scheduled',
        handTimed: false,
        windy: false,
      };
    }),
  ];
};
