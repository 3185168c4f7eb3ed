import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { ScrollReveal } from '../../components/scroll-reveal';
import { SectionHeading } from './section-heading';
import classes from './marketing.module.css';
import textClasses from '../../components/text.module.css';

/** How to run Splits yourself: the two commands. */
export function SelfHostSection() {
  return (
    <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="self-host-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 64 }}>
          <ScrollReveal>
            <SectionHeading id="self-host-title" eyebrow="Self-hosted" title="Your team's data on your server">
              Splits runs as one server with a built-in PostgreSQL database. A school, club or district can host it
              on a single machine and keep every result in its own hands.
            </SectionHeading>
          </ScrollReveal>
          <ScrollReveal extraDelay={100}>
            <Stack gap="sm">
              <Text fw={600}>1. Install the dependencies</Text>
              <code className={classes.code}>npm ci</code>
              <Text fw={600} mt="sm">
                2. Start the app, API and database
              </Text>
              <code className={classes.code}>npm start</code>
              <Text size="sm" className={textClasses.muted} mt="sm">
                Splits then serves everything on one port (3000 unless you set <code>PORT</code>) and keeps its data
                under <code>./data</code>.
              </Text>
              <Text size="sm" className={textClasses.muted} mt="sm">
                When the team outgrows one machine, the same code runs on your own PostgreSQL server, S3-compatible
                file storage and several app servers side by side.
              </Text>
            </Stack>
          </ScrollReveal>
        </SimpleGrid>
      </Container>
    </section>
  );
}
