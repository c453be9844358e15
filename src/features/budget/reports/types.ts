import type { BudgetVersion } from '@contract/budget'

/** What /budgetView hands each report tab: the project, the version shown (null = current) and its currency. */
export type BudgetTabProps = {
  projectId: number
  version: number | null
  versions: BudgetVersion[]
  currency: { code: string; minor_units: number }
}
