export { budgetKeys } from './api'
