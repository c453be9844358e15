export { budgetKeys } from './api'
export { useDateTime, useMoney } from './components/money'
export { ProjectPicker } from './components/ProjectPicker'
