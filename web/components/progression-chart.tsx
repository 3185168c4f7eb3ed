import { useId } from 'react';
import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

export interface ProgressionPoint {
  /** ISO date of the mark */
  date: string;
  /** comparable value: milliseconds for times, millimetres for lengths */
  value: number;
  /** the mark as shown ("10.85", "6.45m") */
  label: string;
  /** a PR at the time it was set */
  pr?: boolean;
}

/** One athlete's line, when several are compared on one chart. */
export interface ProgressionSeries {
  name: string;
  points: readonly ProgressionPoint[];
}

/** Colours of compared lines, told apart by their dash too (colour-blind readers, prints). */
const SERIES_STYLE = [
  { color: 'var(--mantine-primary-color-filled)', dash: undefined },
  { color: 'var(--mantine-color-orange-7)', dash: '6 3' },
  { color: 'var(--mantine-color-grape-7)', dash: '2 3' },
  { color: 'var(--mantine-color-teal-7)', dash: '8 3 2 3' },
  { color: 'var(--mantine-color-red-7)', dash: '4 4' },
  { color: 'var(--mantine-color-cyan-8)', dash: '1 2' },
  { color: 'var(--mantine-color-lime-8)', dash: '10 4' },
  { color: 'var(--mantine-color-dark-4)', dash: '3 6' },
] as const;

interface ProgressionChartProps {
  title: string;
  /** one line (an athlete's page) ... */
  points?: readonly ProgressionPoint[];
  /** ... or several, with a legend (athletes compared) */
  series?: readonly ProgressionSeries[];
  /** times: a lower value is better and is drawn higher */
  lowerIsBetter: boolean;
  /** formats a value of the axis (a time or a length) */
  formatValue: (value: number) => string;
}

const H = 220;
const PAD = { left: 64, right: 16, top: 16, bottom: 32 };
const DAY = 86_400_000;

const niceDate = (ms: number) => new Date(ms).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Lines of marks in one event over time (an athlete's, or several compared); better marks are always higher. */
export function ProgressionChart({ title, points, series, lowerIsBetter, formatValue }: ProgressionChartProps) {
  const id = useId();
  // drawn at the width it is shown, so that its text stays legible on a phone
  const { ref, width } = useElementSize();
  const W = Math.max(280, Math.round(width) || 640);
  const lines = (series ?? [{ name: title, points: points ?? [] }])
    .map((s) => ({ name: s.name, points: [...s.points].sort((a, b) => a.date.localeCompare(b.date)) }))
    .filter((s) => s.points.length > 0);
  if (lines.length === 0) return null;
  const sorted = lines.flatMap((l) => l.points).sort((a, b) => a.date.localeCompare(b.date));
  const times = sorted.map((p) => Date.parse(p.date));
  const values = sorted.map((p) => p.value);
  let t0 = Math.min(...times);
  let t1 = Math.max(...times);
  if (t1 - t0 < DAY) {
    t0 -= 15 * DAY;
    t1 += 15 * DAY;
  }
  let v0 = Math.min(...values);
  let v1 = Math.max(...values);
  const margin = Math.max((v1 - v0) * 0.1, Math.abs(v1) * 0.01, 1);
  v0 -= margin;
  v1 += margin;

  const x = (t: number) => PAD.left + ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  // better is up: for times a low value is near the top
  const y = (v: number) => {
    const share = (v - v0) / (v1 - v0);
    return PAD.top + (lowerIsBetter ? share : 1 - share) * (H - PAD.top - PAD.bottom);
  };
  const pathOf = (ps: readonly ProgressionPoint[]) =>
    ps.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(Date.parse(p.date)).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const yTicks = [0, 0.5, 1].map((s) => v0 + s * (v1 - v0));
  const xTicks = sorted.length === 1 ? [times[0]!] : W < 420 ? [t0, t1] : [t0, (t0 + t1) / 2, t1];
  const best = sorted.reduce((b, p) => ((lowerIsBetter ? p.value < b.value : p.value > b.value) ? p : b));
  const describe = (ps: ProgressionPoint[]) => {
    const top = ps.reduce((b, p) => ((lowerIsBetter ? p.value < b.value : p.value > b.value) ? p : b));
    return `${ps.length} marks from ${ps[0]!.date.slice(0, 10)} to ${ps.at(-1)!.date.slice(0, 10)}; best ${top.label} on ${top.date.slice(0, 10)}`;
  };
  const description =
    lines.length === 1
      ? `${describe(sorted)}.`
      : `${lines.map((l) => `${l.name}: ${describe(l.points)}`).join('. ')}. Best of all ${best.label}.`;

  return (
    <figure ref={ref} style={{ margin: 0 }} aria-labelledby={`${id}-title`}>
      <Text id={`${id}-title`} component="figcaption" size="sm" fw={600} mb={4}>
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-label={`${title}: ${description}`}
        style={{ display: 'block', maxWidth: '100%' }}
      >
        {yTicks.map((v) => (
          <g key={`y${v}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="var(--mantine-color-gray-3)" strokeDasharray="3 3" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="var(--mantine-color-dimmed)">
              {formatValue(v)}
            </text>
          </g>
        ))}
        {xTicks.map((t, i) => (
          <text
            key={`x${t}`}
            x={x(t)}
            y={H - 10}
            textAnchor={xTicks.length > 1 && i === xTicks.length - 1 ? 'end' : 'middle'}
            fontSize="11"
            fill="var(--mantine-color-dimmed)"
          >
            {niceDate(t)}
          </text>
        ))}
        {lines.map((l, li) => {
          const style = SERIES_STYLE[li % SERIES_STYLE.length]!;
          return (
            <g key={l.name} data-series={l.name}>
              <path d={pathOf(l.points)} fill="none" stroke={style.color} strokeWidth="2" strokeDasharray={style.dash} />
              {l.points.map((p, i) => (
                <circle
                  key={`${p.date}-${i}`}
                  cx={x(Date.parse(p.date))}
                  cy={y(p.value)}
                  r={p.pr ? 5 : 3.5}
                  fill={p.pr && lines.length === 1 ? 'var(--mantine-color-yellow-6)' : style.color}
                  stroke={p.pr && lines.length > 1 ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-body)'}
                  strokeWidth={p.pr && lines.length > 1 ? 2.5 : 1.5}
                >
                  <title>{`${lines.length > 1 ? `${l.name} · ` : ''}${p.label} · ${p.date.slice(0, 10)}${p.pr ? ' · PR' : ''}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      {lines.length > 1 ? (
        <Group gap="md" mt={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Legend">
          {lines.map((l, li) => {
            const style = SERIES_STYLE[li % SERIES_STYLE.length]!;
            return (
              <Group key={l.name} component="li" gap={6} wrap="nowrap">
                <svg width="28" height="10" aria-hidden="true">
                  <line x1="0" x2="28" y1="5" y2="5" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash} />
                </svg>
                <Text size="xs">{l.name}</Text>
              </Group>
            );
          })}
        </Group>
      ) : null}
    </figure>
  );
}
