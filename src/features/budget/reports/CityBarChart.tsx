import type { CitywiseRow } from '@contract/budget'
import { useTranslation } from 'react-i18next'

const BAR_HEIGHT = 22
const GAP = 12
const LABEL_WIDTH = 140
const VALUE_WIDTH = 150
const WIDTH = 720

/**
 * A horizontal bar per city, longest = the largest amount. The whole chart is one image named by
 * a summary a screen reader reads; the same figures are in the table beside it.
 */
export function CityBarChart({
  rows,
  cityName,
  format,
}: {
  rows: CitywiseRow[]
  cityName: (row: CitywiseRow) => string
  format: (units: number) => string
}) {
  const { t } = useTranslation()
  const largest = Math.max(1, ...rows.map((row) => row.amount))
  const room = WIDTH - LABEL_WIDTH - VALUE_WIDTH
  const height = rows.length * (BAR_HEIGHT + GAP) + GAP
  const summary = t('budgetReports.citywise.chartSummary', {
    cities: rows.map((row) => `${cityName(row)} ${format(row.amount)}`).join('; '),
  })
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full max-w-3xl"
      data-testid="citywise-chart"
    >
      {rows.map((row, index) => {
        const y = GAP + index * (BAR_HEIGHT + GAP)
        // Scaled for drawing only: the amounts themselves are never computed with.
        const width = Math.max(row.amount > 0 ? 2 : 0, (row.amount / largest) * room)
        return (
          <g key={row.city_id ?? 'none'}>
            <text
              x={LABEL_WIDTH - 8}
              y={y + BAR_HEIGHT / 2}
              dominantBaseline="middle"
              textAnchor="end"
              className="fill-ink text-[13px]"
            >
              {cityName(row)}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={width}
              height={BAR_HEIGHT}
              rx={4}
              className={row.city_id === null ? 'fill-primary-300' : 'fill-primary-600'}
            />
            <text
              x={LABEL_WIDTH + width + 8}
              y={y + BAR_HEIGHT / 2}
              dominantBaseline="middle"
              className="fill-ink-muted text-[12px] tabular-nums"
            >
              {format(row.amount)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
