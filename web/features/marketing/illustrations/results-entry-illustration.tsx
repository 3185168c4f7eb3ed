import classes from '../marketing.module.css';

/** The heat's results so far, as the results grid lists them: fastest first (the lane beside each). */
const SAMPLE = [
  { lane: 1, mark: '11.02' },
  { lane: 2, mark: '10.94' },
  { lane: 3, mark: '10.85', pr: true },
  { lane: 4, mark: '11.31' },
];
const ROWS = [...SAMPLE].sort((a, b) => Number(a.mark) - Number(b.mark)).map((row, i) => ({ ...row, y: 104 + i * 36 }));
const TYPING_Y = 104 + ROWS.length * 36;
/** the mark being typed, slower than the rest so far: it goes last, the list stays in time order */
const TYPING = '11.4';
const KEYS = [0, 1, 2, 3].flatMap((col) => [0, 1, 2].map((row) => ({ x: 82 + col * 40, y: 282 + row * 30 })));

/** A phone showing a heat being typed in, with a new PR flagged the moment it is entered. Decorative. */
export function ResultsEntryIllustration() {
  return (
    <svg viewBox="0 0 320 400" className={classes.illustration} aria-hidden="true" focusable="false">
      <rect x="60" y="10" width="200" height="380" rx="28" className={classes.ilFrame} />
      <rect x="136" y="22" width="48" height="6" rx="3" className={classes.ilMuted} />
      <text x="80" y="62" className={classes.ilText} fontWeight="700">
        100m Final
      </text>
      <text x="240" y="62" className={classes.ilText} textAnchor="end" fontSize="11">
        wind +1.2
      </text>
      <line x1="76" y1="78" x2="244" y2="78" className={classes.ilMutedStroke} />
      {ROWS.map((row) => (
        <g key={row.lane}>
          <text x="82" y={row.y + 4} className={classes.ilText} fontSize="12">
            {row.lane}
          </text>
          <rect x="100" y={row.y - 5} width="64" height="10" rx="5" className={classes.ilMuted} />
          {row.pr ? (
            <g>
              <rect x="170" y={row.y - 9} width="24" height="17" rx="4" className={classes.ilInk} />
              <text x="182" y={row.y + 3} textAnchor="middle" className={classes.ilTextOnInk}>
                PR
              </text>
            </g>
          ) : null}
          <text x="240" y={row.y + 4} className={classes.ilText} textAnchor="end">
            {row.mark}
          </text>
        </g>
      ))}
      <text x="82" y={TYPING_Y + 4} className={classes.ilText} fontSize="12">
        5
      </text>
      <rect x="100" y={TYPING_Y - 5} width="52" height="10" rx="5" className={classes.ilMuted} />
      <rect x="176" y={TYPING_Y - 14} width="70" height="27" rx="6" className={classes.ilInkStroke} strokeWidth="2" />
      <text x="186" y={TYPING_Y + 4} className={classes.ilText}>
        {TYPING}
      </text>
      <rect x="219" y={TYPING_Y - 8} width="2" height="16" className={classes.ilInk} />
      {KEYS.map((key) => (
        <rect key={`${key.x}-${key.y}`} x={key.x} y={key.y} width="34" height="24" rx="6" className={classes.ilMuted} />
      ))}
      <rect x="136" y="378" width="48" height="4" rx="2" className={classes.ilMuted} />
    </svg>
  );
}
