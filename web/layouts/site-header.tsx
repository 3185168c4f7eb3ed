import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { paths } from '../app/paths';
import { SITE_NAV_LINKS } from './site-nav-links';
import { SplitsLogo } from './splits-logo';
import classes from './site.module.css';

const MOBILE_MENU_ID = 'site-mobile-menu';

/** Header of the public pages: logo, the three product pages, sign in and sign up. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className={classes.header}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <Container size="lg" className={classes.headerInner}>
        <Link to={paths.home} className={classes.logoLink} aria-label="Splits home" onClick={close}>
          <SplitsLogo />
        </Link>

        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
          {SITE_NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.navLink}>
              {link.label}
            </NavLink>
          ))}
        </Group>

        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={paths.auth} variant="default" size="sm">
            Sign in
          </Button>
          <Button component={Link} to={paths.signUp} size="sm" visibleFrom="xs">
            Get started
          </Button>
          <Burger
            hiddenFrom="md"
            opened={open}
            onClick={() => setOpen((value) => !value)}
            size="sm"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </Container>

      <Box id={MOBILE_MENU_ID} hiddenFrom="md" hidden={!open} className={classes.mobileMenu}>
        <Container size="lg">
          <Stack component="nav" aria-label="Main" gap={2} py="sm">
            {SITE_NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.navLink} onClick={close}>
                {link.label}
              </NavLink>
            ))}
            <Button component={Link} to={paths.signUp} mt="xs" fullWidth onClick={close}>
              Get started
            </Button>
          </Stack>
        </Container>
      </Box>
    </header>
  );
}
