import type { ReactNode } from 'react';
import classes from './legal.module.css';

export interface LegalSection {
  /** Anchor id, also used by the docs layout's table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  summary: ReactNode;
  sections: LegalSection[];
}

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A terms or policy page: title, last-updated date, a plain summary, then numbered sections. */
export function LegalDocument({ title, lastUpdated, summary, sections }: LegalDocumentProps) {
  return (
    <article aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className={classes.updated}>
        Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
      </p>
      {summary}
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
