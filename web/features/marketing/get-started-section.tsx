import { paths } from '../../app/paths';
import { ScrollReveal } from '../../components/scroll-reveal';
import { SiteLink } from '../../layouts/public-nav';
import classes from './marketing.module.css';
import site from '../../layouts/site.module.css';

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
      <div className={site.container}>
        <ScrollReveal>
          <h2 id="get-started-title" className={`${classes.h2} ${classes.center}`}>
            {title}
          </h2>
          <p className={`${classes.intro} ${classes.center} ${classes.narrow} ${classes.mtSm}`}>{text}</p>
          <div className={`${classes.row} ${classes.rowCenter} ${classes.spaced}`}>
            <SiteLink to={paths.signUp} className={`${site.button} ${site.buttonMd}`}>
              Get started
            </SiteLink>
            <SiteLink to={paths.auth} className={`${site.button} ${site.buttonMd} ${site.buttonDefault}`}>
              Sign in
            </SiteLink>
          </div>
        </ScrollReveal>
      </div>
    </section>
  );
}
