import { Divider, Stack, Text } from '@mantine/core';
import { FamilyAthleteSchedule, FamilyCodeForm, FamilyPublicProfile, useMyFamily } from '../family';
import { todayIn } from '@core/schedule/time-zones';
import { HomeCard, LoadError } from './home-card';

/**
 * A parent's home (decision 052): their athletes, each with what is ahead and going / maybe / not
 * going for them, and what the team's public page shows of them (the parent's consent switch);
 * requests still waiting for a coach; the family code form to link another athlete.
 * `showForm`: whether a member who is no one's parent yet is offered the form (not an athlete).
 */
export function FamilyCard({ orgId, timezone, showForm }: { orgId: string; timezone: string; showForm: boolean }) {
  const family = useMyFamily(orgId);
  if (family.isPending) return null;
  const athletes = family.data ?? [];
  const confirmed = athletes.filter((a) => a.status === 'confirmed');
  const waiting = athletes.filter((a) => a.status === 'pending');
  if (athletes.length === 0 && !showForm) return null;
  const today = todayIn(timezone);
  return (
    <HomeCard id="family-title" title={confirmed.length ? 'My athletes' : 'Link your athlete'}>
      <Stack gap="lg">
        {family.error ? <LoadError error={family.error} /> : null}
        {confirmed.map((a) => (
          <Stack key={a.athleteId} gap="sm">
            <FamilyAthleteSchedule orgId={orgId} athlete={a} today={today} />
            <FamilyPublicProfile orgId={orgId} athlete={a} />
          </Stack>
        ))}
        {waiting.length ? (
          <Text size="sm" c="dimmed" data-testid="family-waiting">
            Waiting for a coach to confirm: {waiting.map((a) => `${a.firstName} ${a.lastName}`).join(', ')}.
          </Text>
        ) : null}
        {confirmed.length ? <Divider /> : null}
        <FamilyCodeForm orgId={orgId} />
      </Stack>
    </HomeCard>
  );
}
