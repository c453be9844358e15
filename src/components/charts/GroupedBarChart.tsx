import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { type ChartData, ChartFigure, SERIES_FILLS } from './ChartFigure'

const WIDTH = 760
const HEIGHT = 320
const MARGIN = { top: 12, right: 12, bottom: 48, left: 128 }

/**
 * Bars per item, one per series side by side (budget, committed, actual of each category), with
 * the figures as a table behind the chart. Scaled for drawing only: the figures are never
 * computed with, and are said by `data.format` on the axis and in the table.
 */
export function GroupedBarChart({ title, data }: { title: string; data: ChartData }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const largest = Math.max(
    1,
    ...data.items.flatMap((item) => data.series.map((one) => data.value(item.key, one.key))),
  )
  const itemScale = scaleBand({
    domain: data.items.map((item) => item.key),
    range: [0, innerWidth],
    padding: 0.25,
  })
  const seriesScale = scaleBand({
    domain: data.series.map((one) => one.key),
    range: [0, itemScale.bandwidth()],
    padding: 0.1,
  })
  const valueScale = scaleLinear({ domain: [0, largest], range: [innerHeight, 0], nice: true })
  const labelOf = new Map(data.items.map((item) => [item.key, item.label]))

  return (
    <ChartFigure title={title} data={data}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {data.items.map((item) => (
            <Group key={item.key} left={itemScale(item.key) ?? 0}>
              {data.series.map((one, index) => {
                // Negative figures (a refund) draw as nothing rather than below the axis.
                const value = Math.max(0, data.value(item.key, one.key))
                const y = valueScale(value)
                return (
                  <Bar
                    key={one.key}
                    x={seriesScale(one.key) ?? 0}
                    y={y}
                    width={seriesScale.bandwidth()}
                    height={innerHeight - y}
                    rx={2}
                    className={SERIES_FILLS[index % SERIES_FILLS.length]}
                  />
                )
              })}
            </Group>
          ))}
          <AxisLeft
            scale={valueScale}
            numTicks={5}
            tickValues={
              data.wholeNumbers ? valueScale.ticks(Math.min(5, largest)).filter(Number.isInteger) : undefined
            }
            tickFormat={(value) => (data.axisFormat ?? data.format)(Number(value))}
            stroke="currentColor"
            tickStroke="currentColor"
            axisClassName="text-line"
            tickLabelProps={() => ({ className: 'fill-ink-muted text-[11px]', textAnchor: 'end', dx: -4 })}
          />
          <AxisBottom
            top={innerHeight}
            scale={itemScale}
            tickFormat={(key) => labelOf.get(String(key)) ?? String(key)}
            stroke="currentColor"
            tickStroke="currentColor"
            axisClassName="text-line"
            tickLabelProps={() => ({ className: 'fill-ink text-[11px]', textAnchor: 'middle' })}
          />
        </Group>
      </svg>
    </ChartFigure>
  )
}
