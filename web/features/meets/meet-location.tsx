import { Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';

/** A meet's place on one line with a pin, cut with an ellipsis when long; nothing when unknown. */
export function MeetLocation({ location }: { location: string | null | undefined }) {
  if (!location) return null;
  return (
    <Group gap={4} c="dimmed" wrap="nowrap">
      <IconMapPin size={ICON_SIZE} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="sm" truncate>
        {location}
      </Text>
    </Group>
  );
}
