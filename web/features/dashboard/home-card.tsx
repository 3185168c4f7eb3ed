import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api-error';

/** One card of the home page: a titled section with an optional link at the right of its title. */
export function HomeCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="xs" mb="md" wrap="nowrap">
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** Rows of grey bars the size of the list that is loading (with a date tile when its rows have one), announced by its label. */
export function ListSkeleton({ label, rows, tile = false }: { label: string; rows: number; tile?: boolean }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Group key={i} gap="md" wrap="nowrap">
          {tile ? <Skeleton height={44} width={48} radius="md" /> : null}
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={16} width="60%" />
            <Skeleton height={14} width="85%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** A failed load: the server's (or the network's) message. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Text size="sm" c="red" role="alert">
      {errorMessage(error)}
    </Text>
  );
}
