import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Radio, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { userProfileSchema } from '@core/api/user';
import { MESSAGES } from '@core/messages';
import { paths } from '../../app/paths';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api-error';
import {
  useRegisterUser,
  ProfileFields,
  emptyProfile,
  isPersonKind,
  profileInput,
  withoutAthleteFields,
  PERSON_KINDS,
  type PersonKind,
  type ProfileFormValues,
} from '../user';
import { usePersonalInviteOffer } from '../invites';
import { OnboardingSteps } from './onboarding-steps';
import { loadPendingInvite } from './pending-invite';

const INTRO: Record<PersonKind | 'unknown', string> = {
  unknown: 'Your name is how teammates and coaches will see you.',
  athlete: 'Your name is how teammates and coaches will see you. The rest helps fill in your events.',
  parent:
    "Your name is how the team's coaches will see you. Your child's grade and events belong on the team's roster, which the coaches keep.",
  staff: 'Your name is how athletes, parents and other coaches will see you.',
};

/** /onboard: the user profile step; registers the user, then fetches it (seed section 7). Only athletes are asked for grade and events. */
export default function OnboardProfilePage() {
  const navigate = useNavigate();
  const register = useRegisterUser();
  const [chosen, setKind] = useState<PersonKind | null>(null);
  const [kindError, setKindError] = useState<string | null>(null);
  // a personal invite says who they are to the team (decision 057): chosen for them, still changeable
  const [invite] = useState(loadPendingInvite);
  const invitedAs = usePersonalInviteOffer(invite?.personal ? invite.token : null).data?.role;
  const kind: PersonKind | null = chosen ?? (invitedAs === 'coach' ? 'staff' : (invitedAs ?? null));
  const form = useForm<ProfileFormValues>({
    initialValues: emptyProfile,
    validate: (values) => schemaResolver(userProfileSchema, { sync: true })(profileInput(values)),
  });

  const submit = form.onSubmit(
    (values) => {
      if (!kind) {
        setKindError('Choose who you are');
        return;
      }
      register.mutate(profileInput(kind === 'athlete' ? values : withoutAthleteFields(values)), {
        // the guards choose: the first team, or /onboard/org to create or join one
        onSuccess: () => void navigate(paths.dashboard, { replace: true }),
        onError: (error) => notify.error(errorMessage(error), MESSAGES.errorRegisteringUser),
      });
    },
    () => {
      if (!kind) setKindError('Choose who you are');
    },
  );

  return (
    <Stack gap="lg">
      <OnboardingSteps active={1} />
      <div>
        <Title order={1} fz="h2">
          Tell us about yourself
        </Title>
        <Text c="dimmed">{INTRO[kind ?? 'unknown']}</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label="I am"
            required
            value={kind}
            error={kindError}
            onChange={(v) => {
              if (!isPersonKind(v)) return;
              setKind(v);
              setKindError(null);
            }}
          >
            <Stack gap="xs" mt={6}>
              {PERSON_KINDS.map((k) => (
                <Radio key={k.value} value={k.value} label={k.label} />
              ))}
            </Stack>
          </Radio.Group>
          <ProfileFields form={form} athlete={kind === 'athlete'} />
          <Button type="submit" loading={register.isPending} size="md">
            Continue
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
