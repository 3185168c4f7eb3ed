import { Modal, Radio, Stack, Switch, Text } from '@mantine/core';
import { DIRECT_MESSAGE_POLICIES, type DirectMessagePolicy } from '@core/api/messaging';
import { DIRECT_POLICY_LABELS } from '@core/messaging/direct-policy';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { useMessagingSettings, usePatchMessagingSettings } from './api/settings';

const POLICY_HELP: Record<DirectMessagePolicy, string> = {
  'two-adults':
    'A conversation between an athlete or parent and a coach must include a second coach, admin or owner. Recommended for youth teams.',
  off: 'Athletes and parents cannot message coaches directly; announcements and group channels stay open.',
  open: 'Anyone on the team can message anyone one-to-one.',
};

/** Your email copies of announcements; for owners and admins, the team's direct-message policy. */
export function MessagingSettingsModal({ orgId, opened, onClose }: { orgId: string; opened: boolean; onClose: () => void }) {
  const settings = useMessagingSettings(orgId);
  const patch = usePatchMessagingSettings(orgId);
  const data = settings.data;
  return (
    <Modal opened={opened} onClose={onClose} title="Messaging settings">
      <Stack>
        {settings.isError ? <FormAlert message={errorMessage(settings.error)} /> : null}
        {patch.isError ? <FormAlert message={errorMessage(patch.error)} /> : null}
        {data ? (
          <>
            <Switch
              label="Email me a copy of each announcement"
              description="Sent to the address you sign in with"
              checked={data.emailAnnouncements}
              onChange={(e) => patch.mutate({ emailAnnouncements: e.currentTarget.checked })}
            />
            {data.canEditPolicy ? (
              <Radio.Group
                label="Direct messages between athletes or parents and coaches"
                value={data.directMessages}
                onChange={(value) => patch.mutate({ directMessages: value as DirectMessagePolicy })}
              >
                <Stack gap="xs" mt="xs">
                  {DIRECT_MESSAGE_POLICIES.map((p) => (
                    <Radio key={p} value={p} label={DIRECT_POLICY_LABELS[p]} description={POLICY_HELP[p]} />
                  ))}
                </Stack>
              </Radio.Group>
            ) : (
              <Text size="sm" c="dimmed">
                Direct messages between athletes or parents and coaches: {DIRECT_POLICY_LABELS[data.directMessages].toLowerCase()}. Owners
                and admins set this.
              </Text>
            )}
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
