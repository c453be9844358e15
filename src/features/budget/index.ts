export { budgetKeys } from './api'
export { BudgetCheckNotice } from './components/BudgetCheckNotice'
