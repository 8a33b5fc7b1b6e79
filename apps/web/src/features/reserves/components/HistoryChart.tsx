import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { ReservesHistoryPoint } from '../api/reservesTypes'
import { layoutHistory, type PlotArea } from '../utils/layoutHistory'

const WIDTH = 640
const HEIGHT = 240
const PLOT: PlotArea = { left: 16, right: WIDTH - 16, top: 28, bottom: HEIGHT - 32 }

const SERIES = [
  { key: 'reserves', y: 'reservesY', color: '#34d399' },
  { key: 'liabilities', y: 'totalY', color: '#a5b4fc' },
] as const

/**
 * What was held against what was owed at each snapshot, as two lines in an inline SVG: a library chart would
 * weigh more than the whole page. The same figures are in the history table beside it, for screen readers.
 */
export function HistoryChart({ history }: { history: readonly ReservesHistoryPoint[] }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const titleId = useId()
  const { points, maxMicroUsd } = layoutHistory(history, PLOT)
  const first = points[0]
  const last = points[points.length - 1]

  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full rounded-xl bg-slate-900/60"
        data-testid="reserves-chart"
      >
        <title id={titleId}>{t('reserves.chart.title')}</title>
        <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} stroke="#475569" />
        <line
          x1={PLOT.left}
          x2={PLOT.right}
          y1={PLOT.top}
          y2={PLOT.top}
          stroke="#334155"
          strokeDasharray="4 4"
        />
        <text x={PLOT.left} y={PLOT.top - 8} fill="#cbd5e1" fontSize="12">
          {format.usdMicro(maxMicroUsd)} USD
        </text>
        {first ? (
          <text x={PLOT.left} y={HEIGHT - 10} fill="#cbd5e1" fontSize="12">
            {format.dateTime(first.takenAt)}
          </text>
        ) : null}
        {last && last !== first ? (
          <text x={PLOT.right} y={HEIGHT - 10} fill="#cbd5e1" fontSize="12" textAnchor="end">
            {format.dateTime(last.takenAt)}
          </text>
        ) : null}
        {SERIES.map((series) => (
          <g key={series.key} data-series={series.key} stroke={series.color} fill={series.color}>
            <polyline
              points={points.map((point) => `${point.x},${point[series.y]}`).join(' ')}
              fill="none"
              strokeWidth="2"
            />
            {points.map((point) => (
              <circle key={point.id} cx={point.x} cy={point[series.y]} r="3" />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-slate-300">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-5"
              style={{ backgroundColor: series.color }}
            />
            {t(`reserves.chart.${series.key}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
