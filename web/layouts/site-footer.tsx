import { Link } from 'react-router';
import { Container, Group, Stack, Text } from '@mantine/core';
import { paths } from '../app/paths';
import { SITE_LEGAL_LINKS, SITE_NAV_LINKS } from './site-nav-links';
import { SplitsLogo } from './splits-logo';
import classes from './site.module.css';
import textClasses from '../components/text.module.css';

/** Footer of the public pages: what Splits is, the product pages, terms and privacy. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs" maw={340}>
            <Link to={paths.home} className={classes.logoLink} aria-label="Splits home">
              <SplitsLogo />
            </Link>
            <Text size="sm" className={textClasses.muted}>
              Team management for track and field and cross country: roster, meets, results, records,
              schedule and messages. Run it yourself on your own server.
            </Text>
          </Stack>
          <Group gap="xl" align="flex-start">
            <nav aria-label="Product">
              <ul className={classes.footerList}>
                {SITE_NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="Legal">
              <ul className={classes.footerList}>
                {SITE_LEGAL_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
