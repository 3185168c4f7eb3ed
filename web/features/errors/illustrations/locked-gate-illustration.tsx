import { RunnerFigure } from './runner-figure';

/** 401: a runner stopped at a locked gate across the lane. */
export function LockedGateIllustration() {
  return (
    <svg viewBox="0 0 320 200" width="100%" height="100%" role="img" aria-label="A runner stopped by a locked gate">
      <line x1={10} y1={170} x2={310} y2={170} stroke="var(--mantine-color-gray-4)" strokeWidth={6} strokeLinecap="round" />
      <g stroke="currentColor" strokeWidth={5} strokeLinecap="round">
        <line x1={180} y1={170} x2={180} y2={70} />
        <line x1={290} y1={170} x2={290} y2={70} />
      </g>
      <g stroke="var(--mantine-color-gray-6)" strokeWidth={3}>
        {[196, 212, 228, 244, 260, 276].map((x) => (
          <line key={x} x1={x} y1={78} x2={x} y2={168} />
        ))}
        <line x1={180} y1={90} x2={290} y2={90} />
        <line x1={180} y1={150} x2={290} y2={150} />
      </g>
      <rect x={222} y={108} width={28} height={24} rx={4} fill="var(--mantine-color-yellow-6)" />
      <path d="M228 108 v-8 a8 8 0 0 1 16 0 v8" stroke="var(--mantine-color-yellow-7)" strokeWidth={4} fill="none" />
      <RunnerFigure x={110} y={138} scale={0.9} lean={-8} />
    </svg>
  );
}
