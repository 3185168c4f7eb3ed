/** 500: a knocked-over hurdle and a runner sprawled beside it. */
export function FallenHurdleIllustration() {
  return (
    <svg viewBox="0 0 320 200" width="100%" height="100%" role="img" aria-label="A runner who fell over a hurdle">
      <line x1={10} y1={170} x2={310} y2={170} stroke="var(--mantine-color-gray-4)" strokeWidth={6} strokeLinecap="round" />
      <g transform="rotate(-70 120 168)" stroke="currentColor" strokeWidth={5} strokeLinecap="round">
        <line x1={90} y1={168} x2={90} y2={118} />
        <line x1={150} y1={168} x2={150} y2={118} />
        <rect x={84} y={110} width={72} height={12} rx={3} fill="var(--mantine-color-red-6)" stroke="none" />
      </g>
      <g stroke="currentColor" strokeWidth={4} strokeLinecap="round" fill="none">
        <circle cx={250} cy={152} r={8} fill="currentColor" stroke="none" />
        <path d="M240 158 L200 162" />
        <path d="M230 158 L236 140 M230 158 L246 172" />
        <path d="M200 162 L180 150 L168 156 M200 162 L182 170" />
      </g>
      <g stroke="var(--mantine-color-yellow-6)" strokeWidth={3} strokeLinecap="round">
        <line x1={250} y1={126} x2={250} y2={116} />
        <line x1={264} y1={132} x2={272} y2={124} />
        <line x1={236} y1={132} x2={228} y2={124} />
      </g>
    </svg>
  );
}
