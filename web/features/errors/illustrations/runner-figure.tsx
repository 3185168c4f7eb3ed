/** A stick-figure runner mid-stride, drawn around (0, 0) at the hips; used by the error illustrations. */
export function RunnerFigure({ x, y, scale = 1, lean = 0 }: { x: number; y: number; scale?: number; lean?: number }) {
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale}) rotate(${lean})`}
      stroke="currentColor"
      strokeWidth={4}
      strokeLinecap="round"
      fill="none"
    >
      <circle cx={6} cy={-44} r={8} fill="currentColor" stroke="none" />
      <path d="M0 0 L4 -30" />
      <path d="M4 -26 L-10 -16 L-18 -24" />
      <path d="M4 -26 L18 -18 L26 -28" />
      <path d="M0 0 L14 14 L8 30" />
      <path d="M0 0 L-12 12 L-26 10" />
    </g>
  );
}
