/**
 * Every trigger of the schema, in one place: what a write does besides its own rows. A trigger is
 * kept where it is the right tool, that is where the rows it watches are written by more than our
 * services (cascades, better-auth, other triggers, bulk COPY, SQL by hand) and a missed effect
 * would serve stale or forbidden data; anything a service alone writes says so in its own code
 * (the messaging notification: server/db/notify.ts, decision 043). The functions are
 * defined in the migrations; `triggers.test.ts` checks this list against a migrated database.
 */
export interface TriggerGroup {
  /** the function every trigger of the group runs */
  fn: string;
  /** what it does and why it is a trigger */
  does: string;
  /** table -> its triggers of this group */
  on: Record<string, readonly string[]>;
}

/** `<table>_version_ins`, `_upd` and `_del`: one bump per statement. */
const versioned = (...tables: string[]): Record<string, readonly string[]> =>
  Object.fromEntries(tables.map((t) => [t, [`${t}_version_ins`, `${t}_version_upd`, `${t}_version_del`]]));

export const TRIGGERS: readonly TriggerGroup[] = [
  {
    fn: 'splits_bump_data_version',
    does:
      "bumps the team's data version (organizations.data_version, the key of cached answers: decision 014) once per statement " +
      'that writes rows of the team; imports write by COPY and deletes cascade, so no service could do it for every write',
    on: {
      ...versioned(
        'athletes',
        'meets',
        'meet_events',
        'meet_entries',
        'relay_legs',
        'results',
        'schedule_events',
        'schedule_event_exceptions',
        'courses',
        'standards',
        'meet_competitors',
        'combined_marks',
        'athlete_public_consents',
      ),
      // inserts and updates bump through splits_historical_records_written (below)
      historical_records: ['historical_records_version_del'],
    },
  },
  {
    fn: 'splits_bump_data_version_on_settings',
    does: "the same bump when a team's settings change what its answers show (units, hand times, timezone)",
    on: { organizations: ['organizations_settings_version'] },
  },
  {
    fn: 'splits_organization_of_parent',
    does:
      "fills a row's organization_id from its parent row when the insert leaves it out: the release before migration 0032 " +
      'writes these rows without it, and runs beside this one during a rolling upgrade (decision 056); this release writes ' +
      'it itself. Dropped by the release after',
    on: {
      messaging_attachments: ['messaging_attachments_organization_of_parent'],
      messaging_channel_members: ['messaging_channel_members_organization_of_parent'],
      messaging_reads: ['messaging_reads_organization_of_parent'],
      relay_legs: ['relay_legs_organization_of_parent'],
    },
  },
  {
    fn: 'splits_historical_records_written',
    does: "checks a written record's team and course exist and bumps the team's data version, once per statement (decision 030)",
    on: { historical_records: ['historical_records_written_ins', 'historical_records_written_upd'] },
  },
  {
    fn: 'splits_historical_records_parent_changed',
    does: "deletes a deleted team's or course's records and refuses changing the id of one that has records (decision 030)",
    on: {
      organizations: ['organizations_historical_records', 'organizations_historical_records_truncated'],
      courses: ['courses_historical_records', 'courses_historical_records_truncated'],
    },
  },
  {
    fn: 'splits_notify_session_ended',
    does: 'NOTIFYs splits_session_ended with a session deleted or cut short: better-auth writes the table (server/db/notify.ts)',
    on: { auth_sessions: ['auth_sessions_ended', 'auth_sessions_cut_short'] },
  },
  {
    fn: 'splits_notify_team_changed',
    does: "NOTIFYs splits_access_changed 'o:<team>' when a team's row changes: every data version bump is a trigger's update",
    on: { organizations: ['organizations_access_changed'] },
  },
  {
    fn: 'splits_notify_membership_changed',
    does: "NOTIFYs splits_access_changed 'o:<team>:<user>': memberships go with their team or user by cascade",
    on: { memberships: ['memberships_access_changed'] },
  },
  {
    fn: 'splits_notify_profile_changed',
    does: "NOTIFYs splits_access_changed 'u:<uid>' when a profile changes, deleted with its identity by cascade",
    on: { users: ['users_access_changed'] },
  },
  {
    fn: 'splits_notify_access_truncated',
    does: "NOTIFYs splits_access_changed '*' when a table of callers' access is truncated",
    on: {
      organizations: ['organizations_access_truncated'],
      memberships: ['memberships_access_truncated'],
      users: ['users_access_truncated'],
    },
  },
];

/** `table trigger function` for every trigger listed, sorted (the shape the test compares). */
export const triggerList = (): string[] =>
  TRIGGERS.flatMap((g) => Object.entries(g.on).flatMap(([table, names]) => names.map((name) => `${table} ${name} ${g.fn}`))).sort();
