import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { paths } from '../../app/paths';
import { ScrollReveal } from '../../components/scroll-reveal';
import { SiteLink } from '../../layouts/public-nav';
import { COACH_FEATURES } from './coach-features';
import { FeatureCard } from './feature-card';
import { GetStartedSection } from './get-started-section';
import { ProgressionIllustration } from './illustrations/progression-illustration';
import { ResultsEntryIllustration } from './illustrations/results-entry-illustration';
import { SectionHeading } from './section-heading';
import { SelfHostSection } from './self-host-section';
import classes from './marketing.module.css';
import site from '../../layouts/site.module.css';

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
        <div className={`${site.container} ${site.containerLg}`}>
          <div className={`${classes.split} ${classes.splitWide}`}>
            <div className={`${classes.stack} ${classes.stackLg}`}>
              <p className={classes.eyebrow}>Track and field · Cross country</p>
              <h1 id="home-title" className={classes.heroTitle}>
                Run your track team from the infield, not a spreadsheet.
              </h1>
              <p className={classes.lead}>
                Splits keeps your roster, meets, results, records, schedule and team messages in one place, and it is built for the coach
                typing results on a phone at the finish line.
              </p>
              <div className={classes.row}>
                <SiteLink to={paths.signUp} className={`${site.button} ${site.buttonMd}`}>
                  Get started
                </SiteLink>
                <SiteLink to={paths.features} className={`${site.button} ${site.buttonMd} ${site.buttonDefault}`}>
                  See what it does
                  <IconArrowRight size={ICON_SIZE} aria-hidden="true" />
                </SiteLink>
              </div>
            </div>
            <ResultsEntryIllustration />
          </div>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="coaches-title">
        <div className={`${site.container} ${site.containerLg}`}>
          <ScrollReveal>
            <SectionHeading id="coaches-title" eyebrow="For coaches" title="Everything a season needs, in one app">
              From the first practice to the championship meet, the work of running a team lives together instead of across a results
              program, a group chat and three spreadsheets.
            </SectionHeading>
          </ScrollReveal>
          <div className={classes.cards}>
            {COACH_FEATURES.map((feature, index) => (
              <ScrollReveal key={feature.title} extraDelay={(index % 3) * 80}>
                <FeatureCard icon={feature.icon} title={feature.title}>
                  {feature.text}
                </FeatureCard>
              </ScrollReveal>
            ))}
          </div>
        </div>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="meet-day-title">
        <div className={`${site.container} ${site.containerLg}`}>
          <ScrollReveal>
            <SectionHeading id="meet-day-title" eyebrow="Meet day" title="Type the mark. Splits does the rest.">
              The results grid is built for thumbs and keyboards: tab from athlete to athlete, type the mark, and move on.
            </SectionHeading>
            <ul className={classes.checkList}>
              {MEET_DAY_POINTS.map((point) => (
                <li key={point}>
                  <IconCheck size={ICON_SIZE} aria-hidden="true" className={classes.checkIcon} />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </ScrollReveal>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="athletes-title">
        <div className={`${site.container} ${site.containerLg}`}>
          <div className={classes.split}>
            <ScrollReveal>
              <SectionHeading id="athletes-title" eyebrow="For athletes" title="Every PR, and the road to it">
                Athletes and parents join with the team&apos;s invite link and see their own results, personal records and progression, the
                team schedule and the coach&apos;s announcements.
              </SectionHeading>
              <SiteLink to={paths.athlete} className={`${site.button} ${site.buttonDefault}`}>
                What athletes get
                <IconArrowRight size={ICON_SIZE} aria-hidden="true" />
              </SiteLink>
            </ScrollReveal>
            <ScrollReveal extraDelay={100}>
              <ProgressionIllustration />
            </ScrollReveal>
          </div>
        </div>
      </section>

      <SelfHostSection />
      <GetStartedSection />
    </>
  );
}
