import { dashboardOverviewResponseSchema } from '../dashboard'
import { defineEndpoint } from '../endpoint'

/*
 * The start page's widgets (contract/dashboard.ts): open to the signed-in, as the search is; each
 * widget is there only under its module's read permission.
 */

export const dashboardApi = {
  overview: defineEndpoint({
    method: 'get',
    path: '/dashboard/overview',
    summary:
      'What waits on the caller, open vendor advances, petty cash by holder with ageing, contracts expiring and instalments due, overdue hires: each only with its module read permission',
    tag: 'Dashboard',
    access: { kind: 'signed-in' },
    response: dashboardOverviewResponseSchema,
  }),
}
