import type { AnyEndpoint } from '../endpoint'
import type { DocumentType } from '../spend/document-types'
import { advancesApi } from './advances'
import { attachmentsApi } from './attachments'
import { authApi } from './auth'
import { booksApi } from './books'
import { budgetApi } from './budget'
import { budgetActualsApi } from './budget-actuals'
import { contractsApi } from './contracts'
import { costReportApi } from './cost-report'
import { creditNotesApi } from './credit-notes'
import { dashboardApi } from './dashboard'
import { directoryApi } from './directory'
import { dprApi } from './dpr'
import { expensesApi } from './expenses'
import { inventoryApi } from './inventory'
import { allMasterEndpoints, mastersApi } from './masters'
import { organizationsApi } from './organizations'
import { envelopesApi, floatsApi, pettyCashApi } from './petty-cash'
import { profileApi } from './profile'
import { projectsApi } from './projects'
import { approvalLevelsApi, challansApi, purchaseOrdersApi, verificationApi } from './purchase'
import { reportsApi } from './reports'
import { savedFiltersApi } from './saved-filters'
import { searchApi } from './search'
import { teamApi } from './team'
import { userRolesApi } from './user-roles'
import { usersApi } from './users'
import type { WorkflowEndpoints } from './workflow'

/*
 * Every /v2 endpoint. The SPA imports a module's file (`@contract/api/budget`), never this index,
 * so a page's chunk carries only the schemas it calls.
 */

export function allEndpoints(): AnyEndpoint[] {
  return [
    authApi,
    profileApi,
    organizationsApi,
    usersApi,
    userRolesApi,
    directoryApi,
    projectsApi,
    budgetActualsApi,
    costReportApi,
    dashboardApi,
    budgetApi,
    expensesApi,
    pettyCashApi,
    floatsApi,
    envelopesApi,
    creditNotesApi,
    contractsApi,
    advancesApi,
    dprApi,
    inventoryApi,
    approvalLevelsApi,
    purchaseOrdersApi,
    challansApi,
    verificationApi,
    mastersApi,
    attachmentsApi,
    savedFiltersApi,
    searchApi,
    reportsApi,
    booksApi,
    teamApi,
  ]
    .flatMap((group) => Object.values(group) as AnyEndpoint[])
    .concat(allMasterEndpoints())
}

/**
 * Every approvable document type's workflow endpoints (submit, approve, reject, cancel): a type
 * added to DOCUMENT_TYPES without them does not compile, and one whose routes are not mounted
 * fails server/modules/workflow/workflow-routes.test.ts.
 */
export function documentWorkflows(): Record<DocumentType, WorkflowEndpoints> {
  return {
    po: purchaseOrdersApi,
    expense: expensesApi,
    float: floatsApi,
    envelope: envelopesApi,
    advance: advancesApi,
    cn: creditNotesApi,
    dpr: dprApi,
    contract: contractsApi,
  }
}
