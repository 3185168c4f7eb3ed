import classes from '../marketing.module.css';

const LANES = [0, 1, 2, 3, 4, 5];

/** A running track seen from above, lanes and a finish line. Decorative. */
export function TrackIllustration() {
  return (
    <svg viewBox="0 0 360 200" className={classes.illustration} aria-hidden="true" focusable="false">
      {LANES.map((lane) => {
        const inset = 10 + lane * 11;
        return (
          <rect
            key={lane}
            x={inset}
            y={inset}
            width={360 - inset * 2}
            height={200 - inset * 2}
            rx={(200 - inset * 2) / 2}
            className={lane === 0 || lane === LANES.length - 1 ? classes.ilInkStroke : classes.ilMutedStroke}
            strokeWidth={lane === 0 || lane === LANES.length - 1 ? 2.5 : 1.5}
          />
        );
      })}
      <line x1="230" y1="10" x2="230" y2="76" className={classes.ilInkStroke} strokeWidth="4" strokeDasharray="4 4" />
      <rect x="126" y="92" width="108" height="16" rx="8" className={classes.ilMuted} />
    </svg>
  );
}
