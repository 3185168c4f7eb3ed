import { Card, Stack, Text, Title } from '@mantine/core';
import { ProfilePhotoUpload } from '../user';

/** Optional step of /onboard/org (the profile exists by then): a profile photo, uploaded at once. */
export default function OnboardingPhotoCard() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="onboarding-photo">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            Add a profile photo{' '}
            <Text span c="dimmed" size="sm" fw={400}>
              (optional)
            </Text>
          </Title>
          <Text size="sm" c="dimmed">
            Teammates and coaches see it next to your name. You can change it any time in Settings.
          </Text>
        </div>
        <ProfilePhotoUpload />
      </Stack>
    </Card>
  );
}
