import { Link } from 'react-router';
import { Anchor, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { CATALOGUE, EVENT_CATEGORIES, type EventCategory } from '@core/sport-events/catalogue';
import { eventType, genderDisplay } from '@core/sport-events/sport-events';
import { paths } from '../../app/paths';

const CATEGORY_LABELS: Record<EventCategory, string> = {
  sprints: 'Sprints',
  distance: 'Distance',
  hurdles: 'Hurdles',
  relays: 'Relays',
  jumps: 'Jumps',
  throws: 'Throws',
  indoor: 'Indoor',
  'cross-country': 'Cross country',
};

/** Every event of the sport-event catalogue by category, each gender linking to its event page. */
export function EventCatalogueList() {
  return (
    <section aria-labelledby="event-catalogue-title">
      <Title id="event-catalogue-title" order={2} size="h3" mb="md">
        All events
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {EVENT_CATEGORIES.map((category) => (
          <Paper key={category} withBorder p="md" radius="md" component="section" aria-labelledby={`category-${category}`}>
            <Title id={`category-${category}`} order={3} size="h5" mb="xs">
              {CATEGORY_LABELS[category]}
            </Title>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
              {CATALOGUE.filter((event) => event.category === category).map((event) => (
                <li key={event.event}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={500}>
                      {event.displayName}
                    </Text>
                    <Group gap="sm" wrap="nowrap">
                      {event.genders.map((gender) => (
                        <Anchor
                          key={gender}
                          component={Link}
                          to={paths.eventDetail(eventType(gender, event.event))}
                          size="sm"
                          c="var(--mantine-color-text)"
                          underline="always"
                          aria-label={`${genderDisplay(gender)} ${event.displayName}`}
                        >
                          {genderDisplay(gender)}
                        </Anchor>
                      ))}
                    </Group>
                  </Group>
                </li>
              ))}
            </ul>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
