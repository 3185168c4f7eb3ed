import type { ReactNode } from 'react';
import classes from './marketing.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
}

/** Eyebrow, h2 and intro of a page section; `id` labels the section for assistive technology. */
export function SectionHeading({ id, eyebrow, title, children, align = 'left' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? `${classes.heading} ${classes.center}` : classes.heading}>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={classes.h2}>
        {title}
      </h2>
      {children ? <p className={classes.intro}>{children}</p> : null}
    </div>
  );
}
