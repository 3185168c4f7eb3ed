import { IconDeviceMobile, IconLock, IconRulerMeasure, IconTrophy, IconUsers } from '@tabler/icons-react';
import { ScrollReveal } from '../../components/scroll-reveal';
import { FeatureCard } from './feature-card';
import { GetStartedSection } from './get-started-section';
import { TrackIllustration } from './illustrations/track-illustration';
import { SectionHeading } from './section-heading';
import classes from './marketing.module.css';
import site from '../../layouts/site.module.css';

const PRINCIPLES = [
  {
    icon: IconDeviceMobile,
    title: 'Meet day comes first',
    text: 'The hardest place to use software is a stadium with a poor signal and a phone in one hand. Every page works on a 360-pixel screen, and results entry keeps what you typed when the network goes.',
  },
  {
    icon: IconRulerMeasure,
    title: 'A mark is a fact',
    text: 'Hand or FAT, wind-legal or aided, metric or imperial, indoor or outdoor: Splits records each mark as what it is and says so whenever it converts one.',
  },
  {
    icon: IconTrophy,
    title: 'Records keep themselves',
    text: 'A record board maintained by hand is out of date by the second meet. In Splits records come from results, with the evidence one click away.',
  },
  {
    icon: IconLock,
    title: 'The team owns its data',
    text: 'Run Splits on your own server, export what you entered, and delete an account with everything personal in it. No ads, and nothing sold.',
  },
  {
    icon: IconUsers,
    title: 'Everyone sees what they should',
    text: 'Coaches manage, athletes and parents follow along, and teams never see each other. The server enforces every rule; the page only reflects it.',
  },
];

/** /about: why Splits exists and what it stands for. */
export default function AboutPage() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="about-title">
        <div className={`${site.container} ${site.containerLg}`}>
          <div className={classes.split}>
            <div className={classes.stack}>
              <p className={classes.eyebrow}>About</p>
              <h1 id="about-title" className={classes.heroTitle}>
                Why Splits exists
              </h1>
              <p className={classes.lead}>
                A track team produces more data than almost any other sport: dozens of athletes, more than thirty events, a meet most weeks
                and a mark for every attempt. Most coaches keep it in a results program on one laptop, a spreadsheet of records, a group
                chat and a paper calendar. Splits puts it in one place that works on the phone in your pocket.
              </p>
            </div>
            <TrackIllustration />
          </div>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="principles-title">
        <div className={`${site.container} ${site.containerLg}`}>
          <ScrollReveal>
            <SectionHeading id="principles-title" eyebrow="Principles" title="What Splits is built on" />
          </ScrollReveal>
          <div className={classes.cards}>
            {PRINCIPLES.map((principle, index) => (
              <ScrollReveal key={principle.title} extraDelay={(index % 3) * 80}>
                <FeatureCard icon={principle.icon} title={principle.title}>
                  {principle.text}
                </FeatureCard>
              </ScrollReveal>
            ))}
          </div>
        </div>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="who-title">
        <div className={site.container}>
          <ScrollReveal>
            <SectionHeading id="who-title" eyebrow="Who it is for" title="Teams of every size">
              Middle-school and high-school teams, college programs and clubs, indoor, outdoor and cross country. Coaches and team admins
              run it; athletes, parents and volunteers join through the team&apos;s invite link.
            </SectionHeading>
          </ScrollReveal>
          <ScrollReveal>
            <h3 className={`${classes.h3} ${classes.h3Spaced}`}>How it is built</h3>
            <p className={classes.body}>
              Splits is one web app and one server on a PostgreSQL database, started with a single command. It speaks the formats coaches
              already have: CSV and spreadsheet pastes for rosters and records, FinishLynx and Hy-Tek exports for results, and iCalendar for
              the schedule. There is nothing to install on a phone; any current browser will do.
            </p>
          </ScrollReveal>
        </div>
      </section>

      <GetStartedSection />
    </>
  );
}
