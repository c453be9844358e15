export { budgetKeys } from './api'
export { BudgetCheckNotice } from './components/BudgetCheckNotice'
export { BudgetCodeCombobox } from './daily/BudgetCodeCombobox'
