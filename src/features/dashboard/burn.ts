import type { DashboardProject } from '@contract/cost-report'

/** A series of the weekly-burn chart: a project, or the rest of them summed. */
export type BurnSeries = { key: string; label: string; actual: (weekFrom: string) => number }

/** As many series as a chart has colours for (charts/ChartFigure's SERIES_FILLS). */
export const BURN_SERIES = 4

const actualIn = (project: DashboardProject, weekFrom: string) =>
  project.weekly_burn.find((week) => week.week_from === weekFrom)?.actual ?? 0

/**
 * The weekly-burn chart's series: every project when they fit the chart's colours; else the
 * projects that spent most over the weeks, and the others summed as one (`othersLabel`), so no two
 * series share a colour. The projects' own figures stay in the table below the chart.
 */
export function burnSeries(projects: DashboardProject[], othersLabel: string): BurnSeries[] {
  const spent = (project: DashboardProject) => project.weekly_burn.reduce((sum, week) => sum + week.actual, 0)
  const asSeries = (project: DashboardProject): BurnSeries => ({
    key: String(project.project_id),
    label: project.code,
    actual: (weekFrom) => actualIn(project, weekFrom),
  })
  if (projects.length <= BURN_SERIES) return projects.map(asSeries)
  const ranked = [...projects].sort((a, b) => spent(b) - spent(a))
  const others = ranked.slice(BURN_SERIES - 1)
  return [
    ...ranked.slice(0, BURN_SERIES - 1).map(asSeries),
    {
      key: 'others',
      label: othersLabel,
      actual: (weekFrom) => others.reduce((sum, project) => sum + actualIn(project, weekFrom), 0),
    },
  ]
}
