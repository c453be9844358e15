export { budgetKeys } from './api'
export { ProjectPicker } from './components/ProjectPicker'
