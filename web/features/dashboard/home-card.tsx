import type { ReactNode } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';
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

/** A failed load: the server's (or the network's) message. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Text size="sm" c="red" role="alert">
      {errorMessage(error)}
    </Text>
  );
}
