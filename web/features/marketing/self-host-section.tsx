import { ScrollReveal } from '../../components/scroll-reveal';
import { SectionHeading } from './section-heading';
import classes from './marketing.module.css';
import site from '../../layouts/site.module.css';

/** How to run Splits yourself: the two commands. */
export function SelfHostSection() {
  return (
    <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="self-host-title">
      <div className={`${site.container} ${site.containerLg}`}>
        <div className={`${classes.split} ${classes.splitTop}`}>
          <ScrollReveal>
            <SectionHeading id="self-host-title" eyebrow="Self-hosted" title="Your team's data on your server">
              Splits runs as one server with a built-in PostgreSQL database. A school, club or district can host it on a single machine and
              keep every result in its own hands.
            </SectionHeading>
          </ScrollReveal>
          <ScrollReveal extraDelay={100}>
            <div className={`${classes.stack} ${classes.stackSm}`}>
              <p className={classes.strong}>1. Install the dependencies</p>
              <code className={classes.code}>npm ci</code>
              <p className={`${classes.strong} ${classes.mtSm}`}>2. Start the app, API and database</p>
              <code className={classes.code}>npm start</code>
              <p className={`${classes.small} ${classes.mtSm}`}>
                Splits then serves everything on one port (3000 unless you set <code>PORT</code>) and keeps its data under{' '}
                <code>./data</code>.
              </p>
              <p className={`${classes.small} ${classes.mtSm}`}>
                When the team outgrows one machine, the same code runs on your own PostgreSQL server, S3-compatible file storage and several
                app servers side by side.
              </p>
            </div>
          </ScrollReveal>
        </div>
      </div>
    </section>
  );
}
