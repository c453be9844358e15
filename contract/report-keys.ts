import type { PermissionModule } from './codes'

/*
 * The reports of /apps/reports by key, kept light (no zod): the route's URL check reads them in the
 * entry chunk. Their shape is contract/reports.ts.
 */

export const REPORT_KEYS = [
  'cost',
  'transactions',
  'commitments',
  'petty_cash',
  'advances',
  'payables',
  'tds',
  'gst_input',
  'contracts',
  'assets',
  'dpr',
] as const
export type ReportKey = (typeof REPORT_KEYS)[number]

/** Whose GET each report needs: the module its rows come from. */
export const REPORT_MODULES: Record<ReportKey, PermissionModule> = {
  cost: 'budget',
  transactions: 'budget',
  commitments: 'budget',
  petty_cash: 'pcr',
  advances: 'var',
  payables: 'expenses',
  tds: 'expenses',
  gst_input: 'expenses',
  contracts: 'contract',
  assets: 'inventory',
  dpr: 'dpr',
}
