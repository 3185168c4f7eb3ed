import { paths } from '../app/paths';
import { SiteLink } from './public-nav';
import { SITE_LEGAL_LINKS, SITE_NAV_LINKS } from './site-nav-links';
import { SplitsLogo } from './splits-logo';
import classes from './site.module.css';

/** Footer of the public pages: what Splits is, the product pages, terms and privacy. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={`${classes.container} ${classes.containerLg} ${classes.footerInner}`}>
        <div className={classes.footerAbout}>
          <SiteLink to={paths.home} className={classes.logoLink} aria-label="Splits home">
            <SplitsLogo />
          </SiteLink>
          <p className={classes.footerText}>
            Team management for track and field and cross country: roster, meets, results, records, schedule and messages. Run it yourself
            on your own server.
          </p>
        </div>
        <div className={classes.footerNavs}>
          <nav aria-label="Product">
            <ul className={classes.footerList}>
              {SITE_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className={classes.footerLink}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Legal">
            <ul className={classes.footerList}>
              {SITE_LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className={classes.footerLink}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
