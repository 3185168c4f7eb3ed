import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import type { MyJoinRequest } from '@core/api/join-requests';
import { paths } from '../../app/paths';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { appActions } from '../../lib/store/app-store';
import { useMyJoinRequests, useWithdrawJoinRequest } from '../members';
import { fetchOrganization, fetchOrganizations, invalidateOrganizations } from '../organizations';
import { viewerDate } from '../../lib/date-labels';

/**
 * Follows the caller's waiting requests (asked again every few seconds): when one goes, the team
 * either accepted (it is now among the caller's teams: select it, open the dashboard) or declined.
 */
const useAnswers = (requests: MyJoinRequest[] | undefined) => {
  const navigate = useNavigate();
  const waiting = useRef(new Map<string, string>());
  const [declined, setDeclined] = useState<string[]>([]);

  useEffect(() => {
    if (!requests) return;
    const still = new Set(requests.map((r) => r.organizationId));
    const answered = [...waiting.current].filter(([id]) => !still.has(id));
    waiting.current = new Map(requests.map((r) => [r.organizationId, r.name]));
    if (answered.length === 0) return;
    void (async () => {
      const mine = await fetchOrganizations();
      const accepted = answered.find(([id]) => mine.some((o) => o.id === id));
      if (accepted) {
        appActions.selectOrganization(await fetchOrganization(accepted[0]));
        await invalidateOrganizations();
        notify.success(`${accepted[1]} accepted you. Welcome to the team!`);
        await navigate(paths.dashboard, { replace: true });
        return;
      }
      setDeclined((d) => [...d, ...answered.map(([, name]) => name)]);
    })().catch(() => undefined);
  }, [requests, navigate]);

  /** a request the caller withdraws is not an answer from the team */
  const forget = (orgId: string) => waiting.current.delete(orgId);
  return { declined, forget };
};

/** The waiting screen of a joiner whose team approves its joiners; nothing when no request waits. */
export function WaitingForApproval() {
  const requests = useMyJoinRequests();
  const withdraw = useWithdrawJoinRequest();
  const { declined, forget } = useAnswers(requests.data);
  const [error, setError] = useState<string | null>(null);

  const onWithdraw = (r: MyJoinRequest) => {
    setError(null);
    forget(r.organizationId);
    withdraw.mutate(r.organizationId, {
      onSuccess: () => notify.info(`Your request to join ${r.name} was withdrawn.`),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <>
      {declined.map((name) => (
        <FormAlert key={name} message={`${name} declined your request to join. If this is a mistake, ask your coach.`} />
      ))}
      <FormAlert message={error} />
      {(requests.data ?? []).map((r) => (
        <Card key={r.organizationId} withBorder radius="lg" padding="lg" data-testid="waiting-for-approval">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true">
                <IconHourglass size={ICON_SIZE + 4} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                  Waiting for {r.name} to accept you
                </Title>
                <Text size="sm" c="dimmed">
                  You asked to join on {viewerDate(new Date(r.requestedAt))}. The team&apos;s owner and admins have been told. Until one of
                  them accepts you, you cannot see the team&apos;s roster, results or messages.
                </Text>
              </div>
            </Group>
            <Group justify="space-between" gap="xs">
              <Group gap={6} wrap="nowrap">
                <Loader size="xs" type="dots" aria-hidden="true" />
                <Text size="xs" c="dimmed">
                  This page updates by itself, and you will get an email with the answer.
                </Text>
              </Group>
              <Button variant="subtle" color="gray" size="xs" loading={withdraw.isPending} onClick={() => onWithdraw(r)}>
                Withdraw request
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </>
  );
}
