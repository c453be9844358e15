import type { DashboardProject } from '@contract/cost-report'
import { describe, expect, it } from 'vitest'
import { BURN_SERIES, burnSeries } from './burn'

const WEEKS = ['2026-11-09', '2026-11-16', '2026-11-23']

/** A project that spent `perWeek` in each of the weeks. */
const project = (id: number, perWeek: number[]) =>
  ({
    project_id: id,
    code: `P-${id}`,
    weekly_burn: WEEKS.map((week_from, index) => ({ week_from, actual: perWeek[index] ?? 0 })),
  }) as DashboardProject

describe('the weekly burn chart’s series', () => {
  it('names every project while they fit the chart’s colours', () => {
    const few = [project(1, [100]), project(2, [0, 50])]
    expect(burnSeries(few, 'Other projects').map((one) => [one.label, one.actual('2026-11-16')])).toEqual([
      ['P-1', 0],
      ['P-2', 50],
    ])
  })

  it('names the biggest spenders and sums the others, so no two series share a colour', () => {
    const many = [
      project(1, [10, 10, 10]),
      project(2, [500, 0, 0]),
      project(3, [0, 0, 0]),
      project(4, [100, 100, 100]),
      project(5, [0, 0, 900]),
      project(6, [1, 2, 3]),
    ]
    const series = burnSeries(many, 'Other projects')
    expect(series).toHaveLength(BURN_SERIES)
    expect(series.map((one) => one.label)).toEqual(['P-5', 'P-2', 'P-4', 'Other projects'])
    // The others (P-1, P-3, P-6) week by week: nothing of any week is lost.
    expect(WEEKS.map((week) => series[3]?.actual(week))).toEqual([11, 12, 13])
    for (const week of WEEKS)
      expect(series.reduce((sum, one) => sum + one.actual(week), 0)).toBe(
        many.reduce((sum, one) => sum + (one.weekly_burn.find((w) => w.week_from === week)?.actual ?? 0), 0),
      )
  })
})
