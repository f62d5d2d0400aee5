import type { DeckTheme } from '#shared/pitch/themes.ts';
import type { PitchChart } from '#shared/schemas/pitch.ts';
import { formatFigure } from '#shared/pitch/format.ts';

const W = 400;
const H = 300;

/** The chart in words, for screen readers (the SVG's shapes say nothing to them). */
export const chartSummary = (chart: PitchChart) =>
  `${chart.title}: ${chart.points.map((p) => `${p.label} ${formatFigure(p.value, chart.unit)}`).join(', ')}`;

/**
 * A slide's chart drawn from its figures, in SVG so it is sharp at any size: the market as nested
 * circles whose areas compare TAM, SAM and SOM; traction as bars over time.
 */
export function ChartFigure({ chart, theme }: { chart: PitchChart; theme: DeckTheme }) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={chartSummary(chart)}
      className="block h-full w-full"
      style={{ fontFamily: theme.fonts.bodyStack }}
    >
      {chart.kind === 'market' ? (
        <MarketCircles chart={chart} theme={theme} />
      ) : (
        <Bars chart={chart} theme={theme} />
      )}
    </svg>
  );
}

function MarketCircles({ chart, theme }: { chart: PitchChart; theme: DeckTheme }) {
  const points = [...chart.points].sort((a, b) => b.value - a.value);
  const largest = points[0]?.value || 1;
  const maxR = H / 2 - 10;
  // Area in proportion to the value; a tiny SOM still gets a visible dot.
  const radius = (value: number) => Math.max(10, maxR * Math.sqrt(value / largest));
  const cx = maxR + 10;
  const bottom = H - 10;
  return (
    <g>
      {points.map((p, i) => {
        const r = radius(p.value);
        return (
          <circle
            key={`${p.label}-${i}`}
            cx={cx}
            cy={bottom - r}
            r={r}
            fill={theme.colors.chart[i % 4]}
            fillOpacity={0.9}
            stroke={theme.colors.background}
            strokeWidth={2}
          />
        );
      })}
      {points.map((p, i) => (
        <g key={`legend-${p.label}-${i}`} transform={`translate(${2 * maxR + 40} ${60 + i * 64})`}>
          <rect width={16} height={16} y={-13} rx={3} fill={theme.colors.chart[i % 4]} />
          <text x={26} fontSize={20} fontWeight={700} fill={theme.colors.text}>
            {formatFigure(p.value, chart.unit)}
          </text>
          <text x={26} y={24} fontSize={15} fill={theme.colors.muted}>
            {p.label}
          </text>
        </g>
      ))}
    </g>
  );
}

function Bars({ chart, theme }: { chart: PitchChart; theme: DeckTheme }) {
  const points = chart.points;
  const top = Math.max(...points.map((p) => p.value), 1);
  const left = 10;
  const base = H - 34;
  const plotH = base - 34;
  const slot = (W - left * 2) / points.length;
  const barW = Math.min(56, slot * 0.64);
  const labelSize = points.length > 8 ? 11 : 14;
  return (
    <g>
      <line x1={left} x2={W - left} y1={base} y2={base} stroke={theme.colors.muted} strokeWidth={1} />
      {points.map((p, i) => {
        const h = Math.max(2, (p.value / top) * plotH);
        const x = left + slot * i + (slot - barW) / 2;
        return (
          <g key={`${p.label}-${i}`}>
            <rect x={x} y={base - h} width={barW} height={h} rx={4} fill={theme.colors.chart[0]} />
            <text
              x={x + barW / 2}
              y={base - h - 8}
              textAnchor="middle"
              fontSize={labelSize}
              fontWeight={700}
              fill={theme.colors.text}
            >
              {formatFigure(p.value, chart.unit)}
            </text>
            <text
              x={x + barW / 2}
              y={base + 20}
              textAnchor="middle"
              fontSize={labelSize}
              fill={theme.colors.muted}
            >
              {p.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
