import type { ReactNode } from 'react';
import type { TablerIcon } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import classes from './marketing.module.css';

interface FeatureCardProps {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
}

/** One capability: icon, h3 title, two or three sentences. */
export function FeatureCard({ icon: FeatureIcon, title, children }: FeatureCardProps) {
  return (
    <div className={classes.card}>
      <span className={classes.icon} aria-hidden="true">
        <FeatureIcon size={ICON_SIZE} />
      </span>
      <h3 className={classes.h3}>{title}</h3>
      <p className={classes.cardText}>{children}</p>
    </div>
  );
}
