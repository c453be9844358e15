export { BudgetCompareTab } from './BudgetCompareTab'
export { BudgetReportTab } from './BudgetReportTab'
export { CitywiseTab } from './CitywiseTab'
export type { BudgetTabProps } from './types'
