import classes from './site.module.css';

/** The Splits mark: three split bars of falling length, the way a stopwatch list reads. */
export function SplitsMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={classes.mark}>
      <rect width="24" height="24" rx="6" className={classes.markBox} />
      <path d="M6 7.5h12M6 12h9M6 16.5h5.5" className={classes.markBars} strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Logo: mark plus the product name. The surrounding link provides the accessible name. */
export function SplitsLogo() {
  return (
    <span className={classes.logo}>
      <SplitsMark />
      <span className={classes.logoText}>Splits</span>
    </span>
  );
}
