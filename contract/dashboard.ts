import * as z from 'zod/mini'
import { id, isoDate } from './common'
import { okEnvelope } from './envelope'
import { DOCUMENT_TYPES } from './spend/document-types'

/*
 * GET /v2/dashboard/overview: the start page's widgets beside the money per project. Each widget is
 * there only when the caller may read its module (null otherwise: nothing of it is sent), over the
 * projects the caller may see. Money is integer minor units, one row per currency, never summed
 * across currencies.
 */

const money = z.int({ error: 'Expected an amount in minor units' })
const currency = { currency_code: z.string(), minor_units: z.int() }

/** What waits on the caller's decision: POs (and challans to verify) and every approvable document type. */
export const DASHBOARD_WAITING_TYPES = ['challan', ...DOCUMENT_TYPES] as const
export type DashboardWaitingType = (typeof DASHBOARD_WAITING_TYPES)[number]

/** The contract dates widget's windows: running contracts ending within each, in days; instalments due within. */
export const CONTRACT_EXPIRY_WINDOWS = { days_30: 30, days_60: 60, days_90: 90 } as const
export const INSTALMENT_DUE_DAYS = 30

/** Petty cash still with a holder, aged from the day it was paid (oldest settled first). */
export const dashboardAgeingSchema = z.object({
  days_0_7: money,
  days_8_15: money,
  days_16_30: money,
  days_over_30: money,
})
export type DashboardAgeing = z.infer<typeof dashboardAgeingSchema>

export const dashboardOverviewSchema = z.object({
  as_of: isoDate,
  /** Per type the caller may read: how many wait on them. */
  waiting: z.nullable(z.array(z.object({ type: z.enum(DASHBOARD_WAITING_TYPES), count: z.int() }))),
  /** Vendor advances and deposits paid and not yet adjusted or refunded. */
  advances: z.nullable(
    z.array(z.object({ ...currency, advances_open: money, deposits_open: money, count: z.int() })),
  ),
  /** Each active holder with cash outstanding. */
  petty_cash: z.nullable(
    z.array(
      z.object({
        holder_id: id,
        project_id: id,
        project_name: z.string(),
        user_name: z.string(),
        ...currency,
        outstanding: money,
        ageing: dashboardAgeingSchema,
      }),
    ),
  ),
  contracts: z.nullable(
    z.object({
      /** Running contracts ending within 30, 60 and 90 days (each count includes the nearer ones). */
      expiring: z.object({ days_30: z.int(), days_60: z.int(), days_90: z.int() }),
      /** Unpaid instalments due in the next 30 days: how many, and what is left to pay per currency. */
      instalments_due: z.object({
        count: z.int(),
        amounts: z.array(z.object({ ...currency, amount: money })),
      }),
    }),
  ),
  /** Items on hire past their due date, not returned. */
  overdue_hires: z.nullable(z.object({ count: z.int() })),
})
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>
export const dashboardOverviewResponseSchema = okEnvelope(dashboardOverviewSchema)
