import { IconCalendarEvent, IconChartLine, IconMedal, IconMessages, IconTarget, IconTrophy } from '@tabler/icons-react';
import { paths } from '../../app/paths';
import { ScrollReveal } from '../../components/scroll-reveal';
import { SiteLink } from '../../layouts/public-nav';
import { FeatureCard } from './feature-card';
import { GetStartedSection } from './get-started-section';
import { ProgressionIllustration } from './illustrations/progression-illustration';
import { SectionHeading } from './section-heading';
import classes from './marketing.module.css';
import site from '../../layouts/site.module.css';

const ATHLETE_FEATURES = [
  {
    icon: IconMedal,
    title: 'Your personal records',
    text: 'Your PR in every event, indoor and outdoor kept apart, plus this season’s bests, each with the meet, date and wind it came from.',
  },
  {
    icon: IconChartLine,
    title: 'Your progression',
    text: 'A chart of every mark over the season and the seasons before, and how much you have improved since last year.',
  },
  {
    icon: IconTarget,
    title: 'Standards to chase',
    text: 'How close you are to the conference or state qualifying marks your team has set for your events.',
  },
  {
    icon: IconTrophy,
    title: 'The team record board',
    text: 'Every team and course record with who set it and when, updated the moment someone breaks one.',
  },
  {
    icon: IconCalendarEvent,
    title: 'The schedule, on your phone',
    text: 'Meets and practices in the app, and a calendar feed your phone subscribes to so changes show up by themselves.',
  },
  {
    icon: IconMessages,
    title: 'Messages from your team',
    text: 'Coach announcements, your event group’s channel and direct messages, with unread counts so nothing gets missed.',
  },
];

const JOIN_STEPS = [
  'Ask your coach for the team’s invite link.',
  'Open it and create an account with your email address and a password.',
  'Fill in your profile: your name and, if you like, your grade and events.',
  'You are in. Your team, schedule and results are waiting on the dashboard.',
];

/** /athlete: what Splits offers athletes and parents, and how they join. */
export default function AthletePage() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="athlete-title">
        <div className={`${site.container} ${site.containerLg}`}>
          <div className={classes.split}>
            <div className={classes.stack}>
              <p className={classes.eyebrow}>For athletes and parents</p>
              <h1 id="athlete-title" className={classes.heroTitle}>
                Your season, every mark of it
              </h1>
              <p className={classes.lead}>
                When your coach enters a result, it lands on your page: the mark, whether it is a PR, and where it puts you on the
                team&apos;s lists. No waiting for the results to be posted.
              </p>
            </div>
            <ProgressionIllustration />
          </div>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="athlete-sees-title">
        <div className={`${site.container} ${site.containerLg}`}>
          <ScrollReveal>
            <SectionHeading id="athlete-sees-title" eyebrow="What you get" title="Everything about your season" />
          </ScrollReveal>
          <div className={classes.cards}>
            {ATHLETE_FEATURES.map((feature, index) => (
              <ScrollReveal key={feature.title} extraDelay={(index % 3) * 80}>
                <FeatureCard icon={feature.icon} title={feature.title}>
                  {feature.text}
                </FeatureCard>
              </ScrollReveal>
            ))}
          </div>
        </div>
      </section>

      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="join-title">
        <div className={site.container}>
          <ScrollReveal>
            <SectionHeading id="join-title" eyebrow="Joining" title="Join your team in a minute">
              Splits is run by your team, so you join through your coach, not on your own. Parents join the same way.
            </SectionHeading>
            <ol className={classes.list}>
              {JOIN_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <SiteLink to={paths.signUp} className={`${site.button} ${classes.spaced}`}>
              Create your account
            </SiteLink>
          </ScrollReveal>
        </div>
      </section>

      <section className={classes.section} aria-labelledby="athlete-privacy-title">
        <div className={site.container}>
          <ScrollReveal>
            <SectionHeading id="athlete-privacy-title" eyebrow="Your data" title="Your results stay with your team">
              Only members of your team see your results, and nothing about you is sold or used for ads. You can delete your account from
              Settings at any time. Athletes under 16 should sign up with a parent&apos;s or guardian&apos;s permission.
            </SectionHeading>
            <SiteLink to={paths.privacy} className={classes.link}>
              Read the privacy policy
            </SiteLink>
          </ScrollReveal>
        </div>
      </section>

      <GetStartedSection
        title="Got an invite link?"
        text="Open it on your phone to sign up and join your team, or sign in if you already have an account."
      />
    </>
  );
}
