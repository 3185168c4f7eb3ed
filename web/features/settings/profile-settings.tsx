import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { userProfileSchema } from '@core/api/user';
import { MESSAGES } from '@core/messages';
import { useUser } from '../../lib/store/hooks';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api-error';
import { usePatchUser, ProfileFields, profileFromUser, profileInput, type ProfileFormValues, ProfilePhotoUpload } from '../user';

/** Own profile: PATCH /api/user/patch, with the seed's toasts. */
export function ProfileSettings() {
  const user = useUser();
  const patch = usePatchUser(user?.id ?? '');
  const form = useForm<ProfileFormValues>({
    initialValues: user ? profileFromUser(user) : profileFromUserFallback,
    validate: (values) => schemaResolver(userProfileSchema, { sync: true })(profileInput(values)),
  });
  if (!user) return null;

  const submit = form.onSubmit((values) =>
    patch.mutate(profileInput(values), {
      onSuccess: (updated) => {
        form.resetDirty(profileFromUser(updated));
        notify.success(MESSAGES.profileUpdated);
      },
      onError: (error) => notify.error(errorMessage(error), MESSAGES.errorUpdatingProfile),
    }),
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <ProfilePhotoUpload />
      <form onSubmit={submit} noValidate style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            Signed in as {user.email}. Teammates see your name as you enter it here.
          </Text>
          <ProfileFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={patch.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const profileFromUserFallback: ProfileFormValues = {
  firstName: '',
  lastName: '',
  birthdate: null,
  gender: null,
  gradeLevel: null,
  sportEvents: [],
  categories: [],
};
