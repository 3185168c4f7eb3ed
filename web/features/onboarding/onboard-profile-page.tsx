import { useNavigate } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { userProfileSchema } from '@core/api/user';
import { MESSAGES } from '@core/messages';
import { paths } from '../../app/paths';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api-error';
import { useRegisterUser, ProfileFields, emptyProfile, profileInput, type ProfileFormValues } from '../user';
import { OnboardingSteps } from './onboarding-steps';

/** /onboard: the user profile step; registers the user, then fetches it (seed section 7). */
export default function OnboardProfilePage() {
  const navigate = useNavigate();
  const register = useRegisterUser();
  const form = useForm<ProfileFormValues>({
    initialValues: emptyProfile,
    validate: (values) => schemaResolver(userProfileSchema, { sync: true })(profileInput(values)),
  });

  const submit = form.onSubmit((values) => {
    register.mutate(profileInput(values), {
      // the guards choose: the first team, or /onboard/org to create or join one
      onSuccess: () => void navigate(paths.dashboard, { replace: true }),
      onError: (error) => notify.error(errorMessage(error), MESSAGES.errorRegisteringUser),
    });
  });

  return (
    <Stack gap="lg">
      <OnboardingSteps active={1} />
      <div>
        <Title order={1} fz="h2">
          Tell us about yourself
        </Title>
        <Text c="dimmed">Your name is how teammates and coaches will see you. The rest helps fill in your events.</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ProfileFields form={form} />
          <Button type="submit" loading={register.isPending} size="md">
            Continue
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
