import classes from '../marketing.module.css';

const POINTS = [
  [48, 168],
  [92, 150],
  [136, 156],
  [180, 126],
  [224, 118],
  [268, 92],
] as const;
const LAST = [312, 70] as const;

/** A progression chart climbing past a qualifying standard, last point marked as a PR. Decorative. */
export function ProgressionIllustration() {
  const line = [...POINTS, LAST].map(([x, y]) => `${x},${y}`).join(' ');
  const [lastX, lastY] = LAST;
  return (
    <svg viewBox="0 0 360 240" className={classes.illustration} aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="352" height="232" rx="16" className={classes.ilFrame} />
      {[60, 110, 160, 200].map((y) => (
        <line key={y} x1="40" y1={y} x2="332" y2={y} className={classes.ilMutedStroke} />
      ))}
      <line x1="40" y1="86" x2="332" y2="86" className={classes.ilInkStroke} strokeWidth="1.5" strokeDasharray="6 6" />
      <text x="44" y="80" className={classes.ilText} fontSize="11">
        qualifying standard
      </text>
      <polyline points={line} className={classes.ilInkStroke} />
      {POINTS.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="4.5" className={classes.ilBody} stroke="currentColor" strokeWidth="2.5" />
      ))}
      <circle cx={lastX} cy={lastY} r="7" className={classes.ilInk} />
      <rect x={lastX - 32} y={lastY - 34} width="30" height="18" rx="4" className={classes.ilInk} />
      <text x={lastX - 17} y={lastY - 21} textAnchor="middle" className={classes.ilTextOnInk}>
        PR
      </text>
      <text x="48" y="222" className={classes.ilText} fontSize="11">
        March
      </text>
      <text x="312" y="222" className={classes.ilText} fontSize="11" textAnchor="end">
        June
      </text>
    </svg>
  );
}
