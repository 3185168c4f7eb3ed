import {
  IconCalendarEvent,
  IconChartLine,
  IconKeyboard,
  IconMessages,
  IconRoute,
  IconShieldLock,
  IconTrophy,
  IconUsers,
  IconWind,
  type TablerIcon,
} from '@tabler/icons-react';

export interface FeatureSection {
  id: string;
  icon: TablerIcon;
  title: string;
  intro: string;
  points: string[];
}

/** The capabilities of Splits, one section each on the features page. */
export const FEATURE_SECTIONS: FeatureSection[] = [
  {
    id: 'roster',
    icon: IconUsers,
    title: 'Roster',
    intro: 'One list of every athlete on the team, the single source the rest of Splits builds on.',
    points: [
      'Name, gender, grade or graduation year, event groups, preferred events, photo and status (active, inactive, alumni).',
      'Search, filter and sort; an athlete’s page shows PRs per event, with indoor and outdoor kept apart, season bests and every result.',
      'Import from CSV or a spreadsheet paste with a preview that flags bad rows and likely duplicates; export to CSV.',
    ],
  },
  {
    id: 'meets',
    icon: IconKeyboard,
    title: 'Meets and results',
    intro: 'Plan a meet, enter your athletes, and type results as they come off the board.',
    points: [
      'Meets with dates, location or course, season, host, notes and attachments such as heat sheets, from draft to scheduled to completed.',
      'Events with entries, relay teams of four legs plus alternates, heats, rounds, splits and places.',
      'A keyboard-first results grid that parses marks as you type and keeps what you typed when the connection drops.',
      'Import results from CSV, FinishLynx .lif files and Hy-Tek semicolon-delimited exports.',
      'Cross-country team scores: top five score, sixth and seventh displace, ties go to the better sixth runner.',
    ],
  },
  {
    id: 'records',
    icon: IconTrophy,
    title: 'Records and course records',
    intro: 'A record board that is always right, because it comes straight from the results.',
    points: [
      'The best legal mark per event and gender, all-time, with optional boards per grade level and per season.',
      'New PRs, season bests, team records and course records are flagged the moment a result is entered.',
      'Every record links to its evidence: meet, date, wind and timing method.',
      'Historic records from before Splits can be pasted or uploaded in bulk, checked row by row, and saved all at once or not at all.',
    ],
  },
  {
    id: 'marks',
    icon: IconWind,
    title: 'Marks, handled honestly',
    intro: 'One set of rules for every mark, the same in the browser and on the server.',
    points: [
      'Hand times round up to the tenth, FAT to the hundredth, cross-country to the second; hand times are converted for comparison and shown as converted, or not at all if your team prefers.',
      'Marks with a tailwind above +2.0 m/s in the events where wind counts stand as results but never become records.',
      'Metres or feet and inches to the quarter inch, shown in the units your team chose.',
      'DNS, DNF, DQ, NH, NM, FOUL and SCR are results too; they simply never rank. Implausible marks are refused with a clear message.',
    ],
  },
  {
    id: 'courses',
    icon: IconRoute,
    title: 'Cross-country courses',
    intro: 'Know every course your team runs, and the best times ever run on it.',
    points: [
      'Name, location, distance, surface, notes and a course map.',
      'Course records per gender and distance, with their own bulk entry for historic marks.',
    ],
  },
  {
    id: 'schedule',
    icon: IconCalendarEvent,
    title: 'Schedule',
    intro: 'The season on one calendar, in the app and on everyone’s phone.',
    points: [
      'Month, week and list views of meets, which appear from their dates, and of practices and other team events.',
      'Repeating practices, optionally for one event group only.',
      'A private calendar feed that phones and Google Calendar subscribe to.',
    ],
  },
  {
    id: 'messaging',
    icon: IconMessages,
    title: 'Messaging',
    intro: 'Team communication next to the schedule and results it is usually about.',
    points: [
      'An announcements channel where coaches post and everyone reads; group channels such as distance or throws; direct messages.',
      'Messages arrive live, survive a reload, show unread counts and can carry attachments.',
      'Text is always shown as text: nothing anyone types runs as code.',
    ],
  },
  {
    id: 'performance',
    icon: IconChartLine,
    title: 'Performance',
    intro: 'See who is improving, and how far each athlete is from the next goal.',
    points: [
      'Season leaders per event and progression charts for every athlete.',
      'Improvement since last season and side-by-side comparison of athletes in one event.',
      'Progress against the qualifying standards your team sets, such as conference or state marks.',
    ],
  },
  {
    id: 'teams',
    icon: IconShieldLock,
    title: 'Teams, roles and privacy',
    intro: 'Everyone sees what their role allows, enforced by the server, not just hidden in the page.',
    points: [
      'Owners, admins and coaches manage the team; invitees (athletes, parents, volunteers) read and take part in messaging.',
      'One invite link per team; owners and admins can rotate it to shut out old copies.',
      'Teams are fully separated: one team can never see another’s athletes or results.',
      'Members can delete their account and personal data from Settings at any time.',
    ],
  },
];
