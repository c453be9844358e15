import { budgetLineHandlers } from './budget-lines'
import { budgetReportHandlers } from './budget-reports'
import { budgetVersionHandlers } from './budget-versions'
import { dailyBudgetHandlers } from './daily-budget'

/**
 * Every budget and daily-budget endpoint. MSW answers with the first handler that matches, so the
 * paths with fixed segments (/budget/budgetUploadHistory, /budget/logs/:id, /budget/delete/atl…)
 * come before the ones that take any segment (/budget/:id).
 */
export const budgetHandlers = [
  ...budgetVersionHandlers,
  ...budgetReportHandlers,
  ...budgetLineHandlers,
  ...dailyBudgetHandlers,
]
