import type * as z from 'zod/mini'
import type { PermissionModule } from '../../../contract/codes'
import { contractSavedQuerySchema } from '../../../contract/contracts'
import { reportSavedQuerySchema } from '../../../contract/reports'
import type { SavedFilterScope } from '../../../contract/saved-filters'

/*
 * What each list a filter can be saved for needs: the permission module whose GET uses the list,
 * and the schema its saved query must pass (the list's query without the page), so a saved filter
 * never holds anything its list would refuse.
 */
export const SAVED_FILTER_SCOPE_RULES: Record<
  SavedFilterScope,
  { module: PermissionModule; query: z.ZodMiniType }
> = {
  contracts: { module: 'contract', query: contractSavedQuerySchema },
  // Each report checks its own module when run; keeping a report's filter needs the reports page's.
  reports: { module: 'project', query: reportSavedQuerySchema },
}
