import { RunnerFigure } from './runner-figure';

/** 404: a runner who left the track, footprints veering off into the grass. */
export function OffTrackIllustration() {
  return (
    <svg viewBox="0 0 320 200" width="100%" height="100%" role="img" aria-label="A runner who ran off the track">
      <rect x={20} y={40} width={200} height={120} rx={60} fill="none" stroke="var(--mantine-color-gray-4)" strokeWidth={18} />
      <rect
        x={20}
        y={40}
        width={200}
        height={120}
        rx={60}
        fill="none"
        stroke="var(--mantine-color-gray-0)"
        strokeWidth={2}
        strokeDasharray="8 8"
      />
      <g fill="var(--mantine-color-gray-5)">
        <ellipse cx={214} cy={126} rx={4} ry={2.5} />
        <ellipse cx={228} cy={118} rx={4} ry={2.5} />
        <ellipse cx={240} cy={106} rx={4} ry={2.5} />
        <ellipse cx={254} cy={98} rx={4} ry={2.5} />
      </g>
      <RunnerFigure x={282} y={76} scale={0.9} lean={12} />
      <path d="M250 160 q10 -18 20 0 M262 168 q8 -14 16 0" stroke="var(--mantine-color-green-6)" strokeWidth={3} fill="none" />
      <text x={272} y={26} fontSize={22} fontWeight={700} fill="currentColor">
        ?
      </text>
    </svg>
  );
}
