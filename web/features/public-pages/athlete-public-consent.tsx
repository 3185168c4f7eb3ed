import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ConsentGiver } from '@core/public-pages/privacy';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useAthleteConsent, useAthletePublicStatus } from './api/athlete-public-status';
import { viewerDate } from '../../lib/date-labels';

const GIVEN_AS = { athlete: 'the athlete', parent: 'a parent', coach: 'a coach, for a parent' } as const;

/**
 * Whether an athlete has a public profile, and the consent behind it: recorded by the adult athlete
 * from their own account, by a parent of a minor from theirs, or by a coach for a parent; withdrawn by any of them.
 */
export function AthletePublicConsent({ orgId, athleteId }: { orgId: string; athleteId: string }) {
  const status = useAthletePublicStatus(orgId, athleteId);
  const { record, withdraw } = useAthleteConsent(orgId, athleteId);
  const [note, setNote] = useState('');
  if (!status.data) return null;
  const s = status.data;
  const canAct = s.canGiveAs.length > 0 || s.canWithdraw;
  if (!s.pageEnabled && !s.consent && !canAct) return null;

  const give = (as: ConsentGiver) =>
    record.mutate(
      { as, note: note.trim() },
      {
        onSuccess: () => notify.success('Consent recorded.'),
        onError: (e) => notify.error(errorMessage(e), 'Could not record the consent'),
      },
    );

  return (
    <Card withBorder radius="lg" padding="lg" aria-label="Public profile">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="h5">
            Public profile
          </Title>
          <Badge color={s.publicProfile ? 'green' : 'gray'} variant="light">
            {s.publicProfile ? 'Public' : 'Private'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {s.publicProfile
            ? 'Public pages show the full name, photo, grade and PRs.'
            : 'Public pages show the first name and last initial only, with no photo or grade.'}{' '}
          {!s.teamAllowsProfiles ? 'The team does not allow athlete profiles (Settings › Public page).' : null}
        </Text>
        {s.consent ? (
          <Text size="sm">
            Agreed by {GIVEN_AS[s.consent.givenByRole]}
            {s.consent.givenByName ? ` (recorded by ${s.consent.givenByName})` : ''} on {viewerDate(new Date(s.consent.givenAt))}
            {s.consent.note ? `: ${s.consent.note}` : ''}
          </Text>
        ) : (
          <Text size="sm">{s.minor ? 'Under 18: a parent agrees for them.' : 'Adult: they agree from their own account.'}</Text>
        )}
        {!s.consent && s.canGiveAs.includes('coach') ? (
          <TextInput
            label="How the parent agreed"
            placeholder="e.g. signed form from Jane Doe, Sept 3"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        ) : null}
        <Group gap="xs">
          {!s.consent && s.canGiveAs.includes('athlete') ? (
            <Button size="xs" onClick={() => give('athlete')} loading={record.isPending}>
              I agree to a public profile
            </Button>
          ) : null}
          {!s.consent && s.canGiveAs.includes('parent') ? (
            <Button size="xs" onClick={() => give('parent')} loading={record.isPending}>
              I agree, as their parent
            </Button>
          ) : null}
          {!s.consent && s.canGiveAs.includes('coach') ? (
            <Button size="xs" onClick={() => give('coach')} loading={record.isPending} disabled={note.trim() === ''}>
              Record a parent&apos;s consent
            </Button>
          ) : null}
          {s.consent && s.canWithdraw ? (
            <Button
              size="xs"
              variant="default"
              color="red"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => notify.success('Consent withdrawn: the profile is private.'),
                  onError: (e) => notify.error(errorMessage(e), 'Could not withdraw the consent'),
                })
              }
            >
              Withdraw consent
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
