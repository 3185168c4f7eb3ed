import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ERROR_PAGES, type ErrorPageStatus } from '@core/messages';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { OffTrackIllustration } from './illustrations/off-track-illustration';
import { FallenHurdleIllustration } from './illustrations/fallen-hurdle-illustration';
import { LockedGateIllustration } from './illustrations/locked-gate-illustration';

const ILLUSTRATIONS: Record<ErrorPageStatus, ComponentType> = {
  500: FallenHurdleIllustration,
  404: OffTrackIllustration,
  401: LockedGateIllustration,
};

export const isErrorPageStatus = (status: number): status is ErrorPageStatus => status in ERROR_PAGES;

export interface ErrorPageProps {
  status: number;
  /** a further line under the seed's message, e.g. "Page Not Found: /nowhere" */
  detail?: string | null;
}

/** The error page of seed section 2, chosen by status: 500, 404 or 401; any other status shows nothing. */
export function ErrorPage({ status, detail }: ErrorPageProps) {
  if (!isErrorPageStatus(status)) return null;
  const { title, message } = ERROR_PAGES[status];
  const Illustration = ILLUSTRATIONS[status];
  return (
    <Center mih="70vh" p="md" data-testid="error-page" data-status={status}>
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Box w="100%" maw={320} h={200} c="dark.6" aria-hidden={false}>
          <Illustration />
        </Box>
        <Text c="dimmed" fw={700} size="sm">
          {status}
        </Text>
        <Title order={1}>{title}</Title>
        <Text size="lg">{message}</Text>
        {detail ? (
          <Text c="dimmed" size="sm" data-testid="error-detail" style={{ wordBreak: 'break-word' }}>
            {detail}
          </Text>
        ) : null}
        <Button component={Link} to={paths.dashboard} mt="md" leftSection={<IconArrowLeft size={ICON_SIZE} />}>
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
