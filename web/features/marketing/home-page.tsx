import { Link } from 'react-router';
import { Button, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { ScrollReveal } from '../../components/scroll-reveal';
import { COACH_FEATURES } from './coach-features';
import { FeatureCard } from './feature-card';
import { GetStartedSection } from './get-started-section';
import { ProgressionIllustration } from './illustrations/progression-illustration';
import { ResultsEntryIllustration } from './illustrations/results-entry-illustration';
import { SectionHeading } from './section-heading';
import { SelfHostSection } from './self-host-section';
import classes from './marketing.module.css';

const MEET_DAY_POINTS = [
  'Marks are checked as you type: 10.85, 1:58.23, 6.45m or 21-02.25 all just work.',
  'Hand times, FAT times, wind and DNS, DNF or foul are recorded as what they are.',
  'A new PR, team record or course record is flagged the moment the mark is in.',
];

/** /: the home page. */
export default function HomePage() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              <Text className={classes.eyebrow}>Track and field · Cross country</Text>
              <Title id="home-title" order={1} className={classes.heroTitle}>
                Run your track team from the infield, not a spreadsheet.
              </Title>
              <Text className={classes.lead}>
                Splits keeps your roster, meets, results, records, schedule and team messages in one place, and it
                is built for the coach typing results on a phone at the finish line.
              </Text>
              <Group gap="sm">
                <Button component={Link} to={paths.signUp} size="md">
                  Get started
                </Button>
                <Button
                  component={Link}
                  to={paths.features}
                  size="md"
                  variant="default"
                  rightSection={<IconArrowRight size={ICON_SIZE} aria-hidden="true" />}
                >
                  See what it does
                </Button>
              </Group>
            </Stack>
            <ResultsEntryIllustration />
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="coaches-title">
        <Container size="lg">
          <ScrollReveal>
            <SectionHeading id="coaches-title" eyebrow="For coaches" title="Everything a season needs, in one app">
              From the first practice to the championship meet, the work of running a team lives together instead
              of across a results program, a group chat and three spreadsheets.
            </SectionHeading>
          </ScrollReveal>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {COACH_FEATURES.map((feature, index) => (
              <ScrollReveal key={feature.title} extraDelay={(index % 3) * 80}>
                <FeatureCard icon={feature.icon} title={feature.title}>
                  {feature.text}
                </FeatureCard>
              </ScrollReveal>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="meet-day-title">
        <Container size="lg">
          <ScrollReveal>
            <SectionHeading id="meet-day-title" eyebrow="Meet day" title="Type the mark. Splits does the rest.">
              The results grid is built for thumbs and keyboards: tab from athlete to athlete, type the mark, and
              move on.
            </SectionHeading>
            <List spacing="sm" icon={<IconCheck size={ICON_SIZE} aria-hidden="true" />} maw={720}>
              {MEET_DAY_POINTS.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </ScrollReveal>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="athletes-title">
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }} style={{ alignItems: 'center' }}>
            <ScrollReveal>
              <SectionHeading id="athletes-title" eyebrow="For athletes" title="Every PR, and the road to it">
                Athletes and parents join with the team&apos;s invite link and see their own results, personal
                records and progression, the team schedule and the coach&apos;s announcements.
              </SectionHeading>
              <Button
                component={Link}
                to={paths.athlete}
                variant="default"
                rightSection={<IconArrowRight size={ICON_SIZE} aria-hidden="true" />}
              >
                What athletes get
              </Button>
            </ScrollReveal>
            <ScrollReveal extraDelay={100}>
              <ProgressionIllustration />
            </ScrollReveal>
          </SimpleGrid>
        </Container>
      </section>

      <SelfHostSection />
      <GetStartedSection />
    </>
  );
}
