import type { ComponentType } from 'react';
import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChartLine,
  IconFlag,
  IconLayoutDashboard,
  IconMap2,
  IconMessages,
  IconRun,
  IconSettings,
  IconStopwatch,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '../../app/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** active only on the exact path (the dashboard index) */
  exact?: boolean;
}

/** The dashboard's areas, in the order of the navbar. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: IconLayoutDashboard, exact: true },
  { label: 'Athletes', to: paths.athletes, icon: IconUsers },
  { label: 'Events', to: paths.events, icon: IconRun },
  { label: 'Meets', to: paths.meets, icon: IconFlag },
  { label: 'Courses', to: paths.courses, icon: IconMap2 },
  { label: 'Records', to: paths.records, icon: IconTrophy },
  { label: 'Course records', to: paths.courseRecords, icon: IconStopwatch },
  { label: 'Schedule', to: paths.schedule, icon: IconCalendarEvent },
  { label: 'Messaging', to: paths.messaging, icon: IconMessages },
  { label: 'Performance', to: paths.performance, icon: IconChartLine },
  { label: 'Settings', to: paths.settings, icon: IconSettings },
];

/** Shown in admin user mode only. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [{ label: 'Organizations', to: paths.adminOrganizations, icon: IconBuildingCommunity }];

export const isNavItemActive = (item: NavItem, pathname: string): boolean =>
  item.exact ? pathname === item.to || pathname === `${item.to}/` : pathname === item.to || pathname.startsWith(`${item.to}/`);
