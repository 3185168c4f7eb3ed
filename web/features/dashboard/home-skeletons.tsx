import { Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text, type MantineSize } from '@mantine/core';

/**
 * Loading states built from the cards' own rows: every line is a Text of the size the real line
 * has, holding a grey bar, so a card keeps its height when its data arrives (no layout shift).
 */
function Line({ size = 'md', width }: { size?: MantineSize; width: number | string }) {
  return (
    <Text size={size} component="div" aria-hidden="true">
      <Skeleton height="0.8em" width={width} display="inline-block" style={{ verticalAlign: 'middle' }} />
    </Text>
  );
}

/** The next meets while they load: rows with the date tile, the name, the dates and the place. */
export function NextMeetsSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="md" role="status" aria-label="Loading next meets">
      {Array.from({ length: rows }, (_, i) => (
        <Group key={i} gap="md" wrap="nowrap" align="flex-start">
          <Skeleton width={48} radius="md" style={{ flexShrink: 0 }}>
            <Paper withBorder radius="md" py={4} aria-hidden="true">
              <Text size="xs" lh={1.2}>
                &nbsp;
              </Text>
              <Text fz="lg" lh={1.2}>
                &nbsp;
              </Text>
            </Paper>
          </Skeleton>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Line width="55%" />
            <Line size="sm" width="75%" />
            <Line size="sm" width="40%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The recent PRs while they load: a meet's heading over its rows (athlete and event, mark and what it beat). */
export function RecentPrsSkeleton({ rows }: { rows: number }) {
  return (
    <Box role="status" aria-label="Loading recent PRs">
      <Group mb={6}>
        <Line size="sm" width="45%" />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="sm">
        {Array.from({ length: rows }, (_, i) => (
          <Group key={i} justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap={0} style={{ flex: 1 }}>
              <Line size="sm" width="70%" />
              <Line size="xs" width="45%" />
            </Stack>
            <Stack gap={0} w={64} style={{ flexShrink: 0 }}>
              <Line size="sm" width="100%" />
              <Line size="xs" width="100%" />
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** The team card while the members load: the count, the roles, the newest members and the link. */
export function TeamSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="Loading members">
      <Text aria-hidden="true">
        <Text span fw={700} fz="xl">
          <Skeleton height="0.8em" width={110} display="inline-block" style={{ verticalAlign: 'middle' }} />
        </Text>
      </Text>
      <Line size="sm" width="70%" />
      <Stack gap={6}>
        {Array.from({ length: rows }, (_, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            <Skeleton height={24} width={24} circle />
            <Line size="sm" width="60%" />
          </Group>
        ))}
      </Stack>
      <Line size="sm" width={120} />
    </Stack>
  );
}
