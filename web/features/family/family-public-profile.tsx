import { Stack, Switch, Text } from '@mantine/core';
import type { FamilyAthlete } from '@core/api/family';
import type { AthletePublicStatus } from '@core/api/public-pages';
import { shortName } from '@core/public-pages/privacy';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useAthleteConsent, useAthletePublicStatus } from '../public-pages';
import { viewerDate } from '../../lib/date-labels';

const GIVEN_BY = { athlete: 'the athlete', parent: 'a parent', coach: 'a coach, for a parent' } as const;

/** What anyone without an account sees of the athlete on the team's public pages, in one or two sentences. */
const publicViewText = (s: AthletePublicStatus, athlete: { firstName: string; lastName: string }): string => {
  const full = `${athlete.firstName} ${athlete.lastName}`.trim();
  const short = shortName(athlete.firstName, athlete.lastName);
  if (!s.pageEnabled) return `The team has no public page, so nothing about ${athlete.firstName} is public.`;
  if (s.publicProfile)
    return `The public sees "${full}" on the team's public page, with a profile page: photo, grade and PRs. Never the birthdate or email.`;
  const seen = `The public sees "${short}" next to results on the team's public page: no photo, grade, birthdate or profile page.`;
  return s.consent && !s.teamAllowsProfiles ? `${seen} The team does not show athlete profiles, so the agreement has no effect yet.` : seen;
};

/**
 * A parent's say on their minor athlete's public profile (docs/privacy-data.md): what the public
 * sees now, and a switch to agree (full name and photo) or withdraw ("First L."). An adult athlete
 * decides from their own account, so a parent sees only what the public sees.
 */
export function FamilyPublicProfile({ orgId, athlete }: { orgId: string; athlete: FamilyAthlete }) {
  const status = useAthletePublicStatus(orgId, athlete.athleteId);
  const { record, withdraw } = useAthleteConsent(orgId, athlete.athleteId);
  if (status.error) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorMessage(status.error)}
      </Text>
    );
  }
  if (!status.data) return null;
  const s = status.data;
  const full = `${athlete.firstName} ${athlete.lastName}`;
  const agreed = s.consent !== null;
  const mayChange = agreed ? s.canWithdraw : s.canGiveAs.includes('parent');
  const pending = record.isPending || withdraw.isPending;

  const change = (on: boolean) => {
    if (on)
      record.mutate(
        { as: 'parent', note: '' },
        {
          onSuccess: () => notify.success(`Agreed: ${full}'s full name and photo may be shown.`),
          onError: (e) => notify.error(errorMessage(e), 'Could not record your agreement'),
        },
      );
    else
      withdraw.mutate(undefined, {
        onSuccess: () => notify.success(`Withdrawn: the public sees "${shortName(athlete.firstName, athlete.lastName)}" only.`),
        onError: (e) => notify.error(errorMessage(e), 'Could not withdraw your agreement'),
      });
  };

  return (
    <Stack gap={4} data-testid="family-public-profile">
      <Text size="sm" fw={500}>
        Public page
      </Text>
      <Text size="sm" c="dimmed">
        {publicViewText(s, athlete)}
      </Text>
      {s.minor ? (
        <Switch
          size="sm"
          checked={agreed}
          disabled={!mayChange || pending}
          onChange={(e) => change(e.currentTarget.checked)}
          label={`I agree to show ${full}'s full name and photo`}
          description={
            s.consent
              ? `Agreed by ${GIVEN_BY[s.consent.givenByRole]}${s.consent.givenByName ? ` (${s.consent.givenByName})` : ''} on ${viewerDate(new Date(s.consent.givenAt))}. Turn off to show "${shortName(athlete.firstName, athlete.lastName)}" only.`
              : `Off: "${shortName(athlete.firstName, athlete.lastName)}" only. You can turn it off again at any time.`
          }
        />
      ) : (
        <Text size="sm">{athlete.firstName} is 18 or older and decides this from their own account.</Text>
      )}
    </Stack>
  );
}
