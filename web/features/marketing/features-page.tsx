import { ICON_SIZE } from '@core/constants';
import { ScrollReveal } from '../../components/scroll-reveal';
import { FEATURE_SECTIONS } from './feature-sections';
import { GetStartedSection } from './get-started-section';
import { SelfHostSection } from './self-host-section';
import classes from './marketing.module.css';
import site from '../../layouts/site.module.css';

/** /features: everything Splits does, area by area. */
export default function FeaturesPage() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="features-title">
        <div className={site.container}>
          <div className={classes.stack}>
            <p className={classes.eyebrow}>Features</p>
            <h1 id="features-title" className={classes.heroTitle}>
              Built around the way a track team actually works
            </h1>
            <p className={classes.lead}>
              Roster, meets, results, records, courses, schedule, messaging and performance, all reading from the same results, so nothing
              has to be typed twice.
            </p>
          </div>
        </div>
      </section>

      {FEATURE_SECTIONS.map((section, index) => {
        const SectionIcon = section.icon;
        return (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={index % 2 === 1 ? `${classes.section} ${classes.sectionAlt}` : classes.section}
          >
            <div className={site.container}>
              <ScrollReveal>
                <span className={`${classes.icon} ${classes.iconLg}`} aria-hidden="true">
                  <SectionIcon size={ICON_SIZE} />
                </span>
                <h2 id={`${section.id}-title`} className={classes.h2}>
                  {section.title}
                </h2>
                <p className={`${classes.intro} ${classes.sectionIntro}`}>{section.intro}</p>
                <ul className={classes.list}>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </ScrollReveal>
            </div>
          </section>
        );
      })}

      <SelfHostSection />
      <GetStartedSection />
    </>
  );
}
