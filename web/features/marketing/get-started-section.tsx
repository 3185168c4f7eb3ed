import { Link } from 'react-router';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { paths } from '../../app/paths';
import { ScrollReveal } from '../../components/scroll-reveal';
import classes from './marketing.module.css';
import textClasses from '../../components/text.module.css';

interface GetStartedSectionProps {
  title?: string;
  text?: string;
}

/** Closing call to action of the product pages. */
export function GetStartedSection({
  title = 'Set up your team',
  text = 'Create an account, name your team, and share the invite link with your coaches and athletes.',
}: GetStartedSectionProps) {
  return (
    <section className={classes.section} aria-labelledby="get-started-title">
      <Container size="md">
        <ScrollReveal>
          <Title id="get-started-title" order={2} ta="center" textWrap="balance">
            {title}
          </Title>
          <Text size="lg" className={textClasses.muted} ta="center" mt="sm" maw={560} mx="auto">
            {text}
          </Text>
          <Group justify="center" mt="xl" gap="sm">
            <Button component={Link} to={paths.signUp} size="md">
              Get started
            </Button>
            <Button component={Link} to={paths.auth} size="md" variant="default">
              Sign in
            </Button>
          </Group>
        </ScrollReveal>
      </Container>
    </section>
  );
}
