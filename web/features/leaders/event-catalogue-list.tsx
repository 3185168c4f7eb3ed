import { Link } from 'react-router';
import { Anchor, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EVENT_CATEGORIES, type Gender } from '@core/sport-events/catalogue';
import { genderDisplay, listSportEvents } from '@core/sport-events/sport-events';
import { paths } from '../../app/paths';
import { CATEGORY_LABELS, eventTitle, GENDER_OPTIONS } from '../../lib/event-labels';

/** The catalogue for one gender, by category (sprints, distance, hurdles, relays, jumps, throws, indoor, cross country). */
export function EventCatalogueList({ gender, onGender }: { gender: Gender; onGender: (g: Gender) => void }) {
  const events = listSportEvents(gender);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Gender"
        data={GENDER_OPTIONS}
        value={gender}
        onChange={(v) => onGender(v as Gender)}
        style={{ alignSelf: 'flex-start' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {EVENT_CATEGORIES.map((category) => {
          const inCategory = events.filter((e) => e.category === category);
          if (inCategory.length === 0) return null;
          return (
            <Paper key={category} withBorder p="md" radius="md" component="section" aria-labelledby={`category-${category}`}>
              <Title id={`category-${category}`} order={2} size="h5" mb="xs">
                {CATEGORY_LABELS[category]}
              </Title>
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {inCategory.map((e) => (
                  <li key={e.type}>
                    <Anchor component={Link} to={paths.eventDetail(e.type)} size="sm" fw={500} aria-label={eventTitle(e)}>
                      {e.displayName}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {events.length} {genderDisplay(gender).toLowerCase()} events in the catalogue.
      </Text>
    </Stack>
  );
}
