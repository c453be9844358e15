import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../Button'
import { PlainTable, plainCell, plainRow } from '../PlainTable'

/** The figures a chart draws, as its table says them: one row per item, one column per series. */
export type ChartData = {
  /** What the rows are (the first column's header). */
  itemsLabel: string
  items: { key: string; label: string }[]
  series: { key: string; label: string }[]
  /** The figure of a series for an item (integer minor units for money). */
  value: (itemKey: string, seriesKey: string) => number
  format: (value: number) => string
  /** Says the value axis's marks, when they want it shorter than the table (₹5Cr for ₹5,00,00,000.00). */
  axisFormat?: (value: number) => string
  /** Counts: the value axis marks whole numbers only. */
  wholeNumbers?: boolean
}

/**
 * A chart with its title, and the same figures as a table behind a toggle. The drawing is named by
 * the title for screen readers (role img); its numbers are read from the table, which the toggle
 * shows to everyone.
 */
export function ChartFigure({
  title,
  data,
  children,
}: {
  title: string
  data: ChartData
  children: ReactNode
}) {
  const { t } = useTranslation()
  const [tableShown, setTableShown] = useState(false)
  const tableId = useId()
  const titleId = useId()
  return (
    <figure className="space-y-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={titleId} className="text-sm font-semibold text-ink">
          {title}
        </figcaption>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t('charts.hideTable') : t('charts.showTable')}
        </Button>
      </div>
      <div role="img" aria-labelledby={titleId}>
        {children}
      </div>
      <ChartLegend series={data.series} />
      {/* Built when asked for: a week-by-project burn table is hundreds of formatted cells. */}
      <div id={tableId} hidden={!tableShown}>
        {tableShown ? <ChartTable title={title} data={data} /> : null}
      </div>
    </figure>
  )
}

/** Fill classes per series, in order: the drawing and its legend use the same. */
export const SERIES_FILLS = ['fill-primary-300', 'fill-primary-600', 'fill-warning', 'fill-success']
const SERIES_SWATCHES = ['bg-primary-300', 'bg-primary-600', 'bg-warning', 'bg-success']

function ChartLegend({ series }: { series: ChartData['series'] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-4 text-xs text-ink-muted">
      {series.map((one, index) => (
        <li key={one.key} className="flex items-center gap-1.5">
          <span
            className={`inline-block size-3 rounded-sm ${SERIES_SWATCHES[index % SERIES_SWATCHES.length]}`}
          />
          {one.label}
        </li>
      ))}
    </ul>
  )
}

function ChartTable({ title, data }: { title: string; data: ChartData }) {
  const end = `${plainCell('end')} tabular-nums whitespace-nowrap`
  return (
    <PlainTable
      caption={title}
      columns={[
        { key: 'item', header: data.itemsLabel },
        ...data.series.map((one) => ({ key: one.key, header: one.label, align: 'end' as const })),
      ]}
    >
      {data.items.map((item) => (
        <tr key={item.key} className={plainRow}>
          <th scope="row" className={`${plainCell()} font-medium`}>
            {item.label}
          </th>
          {data.series.map((one) => (
            <td key={one.key} className={end}>
              {data.format(data.value(item.key, one.key))}
            </td>
          ))}
        </tr>
      ))}
    </PlainTable>
  )
}
