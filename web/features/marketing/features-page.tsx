import { Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ICON_SIZE } from '@core/constants';
import { ScrollReveal } from '../../components/scroll-reveal';
import { FEATURE_SECTIONS } from './feature-sections';
import { GetStartedSection } from './get-started-section';
import { SelfHostSection } from './self-host-section';
import classes from './marketing.module.css';
import textClasses from '../../components/text.module.css';

/** /features: everything Splits does, area by area. */
export default function FeaturesPage() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="features-title">
        <Container size="md">
          <Stack gap="md">
            <Text className={classes.eyebrow}>Features</Text>
            <Title id="features-title" order={1} className={classes.heroTitle}>
              Built around the way a track team actually works
            </Title>
            <Text className={classes.lead}>
              Roster, meets, results, records, courses, schedule, messaging and performance, all reading from the
              same results, so nothing has to be typed twice.
            </Text>
          </Stack>
        </Container>
      </section>

      {FEATURE_SECTIONS.map((section, index) => {
        const SectionIcon = section.icon;
        return (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={index % 2 === 1 ? `${classes.section} ${classes.sectionAlt}` : classes.section}
          >
            <Container size="md">
              <ScrollReveal>
                <ThemeIcon size={40} radius="md" variant="default" mb="md" aria-hidden="true">
                  <SectionIcon size={ICON_SIZE} />
                </ThemeIcon>
                <Title id={`${section.id}-title`} order={2}>
                  {section.title}
                </Title>
                <Text size="lg" className={textClasses.muted} mt="xs" mb="lg" lh={1.6}>
                  {section.intro}
                </Text>
                <List spacing="sm" lh={1.6}>
                  {section.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              </ScrollReveal>
            </Container>
          </section>
        );
      })}

      <SelfHostSection />
      <GetStartedSection />
    </>
  );
}
