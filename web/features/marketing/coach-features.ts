import {
  IconCalendarEvent,
  IconKeyboard,
  IconLink,
  IconMessages,
  IconServer,
  IconTarget,
  IconTrophy,
  IconUsers,
  IconWind,
  type TablerIcon,
} from '@tabler/icons-react';

export interface CoachFeature {
  icon: TablerIcon;
  title: string;
  text: string;
}

/** What Splits does for a coach, in the order the home page shows it. */
export const COACH_FEATURES: CoachFeature[] = [
  {
    icon: IconUsers,
    title: 'A roster that stays current',
    text: 'Every athlete with grade, event groups and status. Paste last season’s spreadsheet to import it, and export it again whenever you like.',
  },
  {
    icon: IconKeyboard,
    title: 'Results entry made for meet day',
    text: 'A keyboard-first grid that reads 10.85, 1:58.23 or 42-06.50 as you type, on a phone by the finish line, without losing a keystroke when the signal drops.',
  },
  {
    icon: IconTrophy,
    title: 'Records that update themselves',
    text: 'Type a result and Splits flags the new PR, season best, team record or course record at once, with the meet, date, wind and timing behind it.',
  },
  {
    icon: IconWind,
    title: 'Hand times and wind, handled honestly',
    text: 'Hand and FAT times are kept apart and converted only when you compare them. Wind-aided marks stand as results but never become records.',
  },
  {
    icon: IconCalendarEvent,
    title: 'A schedule phones subscribe to',
    text: 'Meets appear on the calendar from their dates, practices can repeat, and a private calendar feed puts it all in your athletes’ phone calendars.',
  },
  {
    icon: IconMessages,
    title: 'Team messaging in the same place',
    text: 'An announcements channel for coaches, group channels for distance or throws, and direct messages, live and with unread counts.',
  },
  {
    icon: IconTarget,
    title: 'Performance against standards',
    text: 'Season leaders per event, progression over time, and how close each athlete is to the conference or state marks your team sets.',
  },
  {
    icon: IconLink,
    title: 'One invite link for the whole team',
    text: 'Share a link with athletes, parents and volunteers. They sign up and join as athletes or parents, or invite each person by email with their role; rotate the link and old copies stop working.',
  },
  {
    icon: IconServer,
    title: 'Yours to run',
    text: 'Self-host it in two commands on a built-in database, or point it at your own PostgreSQL when the team grows.',
  },
];
