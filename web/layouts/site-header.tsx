import { useState } from 'react';
import { paths } from '../app/paths';
import { SiteLink } from './public-nav';
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
      <div className={`${classes.container} ${classes.containerLg} ${classes.headerInner}`}>
        <SiteLink to={paths.home} className={classes.logoLink} aria-label="Splits home" onClick={close}>
          <SplitsLogo />
        </SiteLink>

        <nav aria-label="Main" className={classes.headerNav}>
          {SITE_NAV_LINKS.map((link) => (
            <SiteLink key={link.to} to={link.to} className={classes.navLink} markCurrent>
              {link.label}
            </SiteLink>
          ))}
        </nav>

        <div className={classes.headerActions}>
          <SiteLink to={paths.auth} className={`${classes.button} ${classes.buttonDefault}`}>
            Sign in
          </SiteLink>
          <SiteLink to={paths.signUp} className={`${classes.button} ${classes.getStarted}`}>
            Get started
          </SiteLink>
          <button
            type="button"
            className={classes.burger}
            onClick={() => setOpen((value) => !value)}
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
          >
            <span className={classes.burgerLines} />
          </button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!open} className={classes.mobileMenu}>
        <div className={`${classes.container} ${classes.containerLg}`}>
          <nav aria-label="Main" className={classes.mobileNav}>
            {SITE_NAV_LINKS.map((link) => (
              <SiteLink key={link.to} to={link.to} className={classes.navLink} onClick={close} markCurrent>
                {link.label}
              </SiteLink>
            ))}
            <SiteLink to={paths.signUp} className={`${classes.button} ${classes.buttonBlock}`} onClick={close}>
              Get started
            </SiteLink>
          </nav>
        </div>
      </div>
    </header>
  );
}
