export type { ChartData } from './ChartFigure'
export { GroupedBarChart } from './GroupedBarChart'
