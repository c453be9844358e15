import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type {
  Contract,
  ContractDetail,
  ContractStatus,
  ContractVersion,
  contractListQuerySchema,
  InstalmentDetail,
  InstalmentInvoice,
} from '../../../contract/contracts'
import { CONTRACT_COMMITTED_STATUSES } from '../../../contract/contracts'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import {
  contractAgreements,
  contractInstalments,
  contractPayments,
  contracts,
  expenses,
  projects,
  users,
  vendors,
} from '../../db/schema'
import type { Caller } from '../../http/caller'
import { mayCall } from '../../http/permissions'
import { countAll, iso, likePattern, orderFor, pagedList } from '../paging'
import { projectCurrencies } from '../projects/currency'
import { projectScope } from '../projects/scope'
import { ACTUAL_STATUSES, HOLDING_STATUSES } from '../spend/expense-statuses'
import { mayDecide } from '../workflow/deciders'
import { pendingLevelsOf } from '../workflow/pending'
import { approvalTrail } from '../workflow/steps'
import { type ContractRecord, contractFor, contractNumber } from './access'
import { contractDocument } from './document'
import { contractFieldFilters } from './filters'
import { instalmentCommittedSql } from './ledger'
import { rolledUpContractCount } from './rollup'
import { VERSIONABLE } from './versions'

/*
 * Reading contracts: a filtered page of the projects the caller may see, and one contract with its
 * instalments (what each has been paid and still commits), payments, trail and what the caller
 * may do with it.
 */

type Query = z.output<typeof contractListQuerySchema>

const SORTS = {
  end_date: contracts.endDate,
  start_date: contracts.startDate,
  value: contracts.value,
  title: contracts.title,
}

async function filtersOf(db: Database, caller: Caller, query: Query): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [
    eq(contracts.organizationId, caller.tenantId),
    query.project_id === undefined ? undefined : eq(contracts.projectId, query.project_id),
    query.agreement_id === undefined ? undefined : eq(contracts.agreementId, query.agreement_id),
    query.vendor_id === undefined ? undefined : eq(contracts.vendorId, query.vendor_id),
    query.status ? eq(contracts.status, query.status) : undefined,
    query.ends_by ? lte(contracts.endDate, query.ends_by) : undefined,
    projectScope(caller, contracts.projectId),
    ...contractFieldFilters(caller.tenantId, query),
  ]
  if (query.search) {
    const pattern = likePattern(query.search.toLowerCase())
    // The vendors named first (a short list), so the contracts' side is two index scans OR-ed.
    const named = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(
          eq(vendors.organizationId, caller.tenantId),
          or(sql`${vendors.legalName} ilike ${pattern}`, sql`${vendors.tradeName} ilike ${pattern}`),
        ),
      )
      .limit(200)
    const search = sql`${contracts.searchText} like ${pattern}`
    conditions.push(
      named.length
        ? or(
            search,
            inArray(
              contracts.vendorId,
              named.map((vendor) => vendor.id),
            ),
          )
        : search,
    )
  }
  return and(...conditions)
}

/** Per contract: what its payments total (with what it carried from the version it amends). */
const paidSql = sql<string>`${contracts.carriedPaid} + coalesce((select sum(cp.amount) from contract_payments cp where cp.contract_id = ${contracts.id}), 0)`
const actualStatuses = sql.join(
  ACTUAL_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)
/** Per contract: what its instalments commit (the ledger's figure), were it in a committed status. */
const committedSql = sql<string>`coalesce((select sum(${instalmentCommittedSql}) from contract_instalments ci where ci.contract_id = ${contracts.id}), 0)`
/** Per contract: what approved expenses invoiced on its instalments. */
const invoicedSql = sql<string>`coalesce((select sum(e.amount_project) from expenses e join contract_instalments ci on ci.id = e.contract_instalment_id where ci.contract_id = ${contracts.id} and e.status in (${actualStatuses})), 0)`

function selectContracts(db: Database) {
  return db
    .select({
      row: contracts,
      projectCode: projects.code,
      projectName: projects.name,
      currencyCode: projectCurrencies.code,
      minorUnits: projectCurrencies.minorUnits,
      agreementName: contractAgreements.name,
      agreementKind: contractAgreements.agreementKind,
      vendorName: vendors.legalName,
      paid: paidSql,
      invoiced: invoicedSql,
      committed: committedSql,
    })
    .from(contracts)
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .innerJoin(contractAgreements, eq(contractAgreements.id, contracts.agreementId))
    .leftJoin(vendors, eq(vendors.id, contracts.vendorId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, contracts.projectId))
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectContracts>['where']>>[number]

const committing = (status: string) => (CONTRACT_COMMITTED_STATUSES as readonly string[]).includes(status)

async function toContracts(db: Database, tenantId: number, rows: Joined[]): Promise<Contract[]> {
  const levels = await pendingLevelsOf(
    db,
    tenantId,
    'contract',
    rows.map(({ row }) => row),
  )
  return rows.map(({ row, ...names }) => {
    const paid = Number(names.paid)
    const invoiced = Number(names.invoiced)
    return {
      contract_id: row.id,
      contract_no: contractNumber(names.projectCode, row.contractNo, row.version),
      version: row.version,
      version_kind: row.versionKind as Contract['version_kind'],
      previous_id: row.previousId,
      change_reason: row.changeReason,
      project_id: row.projectId,
      project_code: names.projectCode,
      project_name: names.projectName,
      currency_code: names.currencyCode ?? 'INR',
      minor_units: names.minorUnits ?? 2,
      title: row.title,
      agreement_id: row.agreementId,
      agreement_name: names.agreementName,
      agreement_kind: names.agreementKind,
      contract_project_id: row.contractProjectId,
      company_id: row.companyId,
      contractcategory_id: row.contractcategoryId,
      contractsubcategory_id: row.contractsubcategoryId,
      platform_id: row.platformId,
      language_id: row.languageId,
      showtype_id: row.showtypeId,
      contract_status_id: row.contractStatusId,
      vendor_id: row.vendorId,
      counterparty: names.vendorName ?? row.counterpartyName ?? '',
      counterparty_name: row.counterpartyName,
      counterparty_pan: row.counterpartyPan,
      counterparty_gstin: row.counterpartyGstin,
      role: row.role,
      start_date: row.startDate,
      end_date: row.endDate,
      lock_in_until: row.lockInUntil,
      notice_days: row.noticeDays,
      exclusive: row.exclusive,
      deliverables: row.deliverables,
      fee_basis: row.feeBasis as Contract['fee_basis'],
      rate: row.rate === null ? null : Number(row.rate),
      guaranteed_units: row.guaranteedUnits,
      overtime_rate: row.overtimeRate === null ? null : Number(row.overtimeRate),
      kit_rental: row.kitRental === null ? null : Number(row.kitRental),
      per_diem: row.perDiem === null ? null : Number(row.perDiem),
      travel_and_stay: row.travelAndStay,
      value: Number(row.value),
      gst_treatment: row.gstTreatment as Contract['gst_treatment'],
      tds_id: row.tdsId,
      rights_media: row.rightsMedia,
      rights_territory: row.rightsTerritory,
      rights_languages: row.rightsLanguages,
      rights_from: row.rightsFrom,
      rights_to: row.rightsTo,
      rights_exclusive: row.rightsExclusive,
      screen_credit: row.screenCredit,
      status: row.status as ContractStatus,
      pending_level: levels.get(row.id) ?? null,
      rejection_reason: row.rejectionReason,
      sent_on: row.sentOn,
      counterparty_signed_on: row.counterpartySignedOn,
      company_signed_on: row.companySignedOn,
      executed_on: row.executedOn,
      ended_on: row.endedOn,
      end_reason: row.endReason,
      paid,
      invoiced,
      committed: committing(row.status) ? Number(names.committed) : 0,
      reminder_user_ids: row.reminderUserIds,
      row_version: row.rowVersion,
      created_at: iso(row.createdAt) as string,
      updated_at: iso(row.updatedAt) as string,
    }
  })
}

export async function listContracts(db: Database, caller: Caller, query: Query) {
  const where = await filtersOf(db, caller, query)
  const order = orderFor(query.sort, SORTS, 'end_date', contracts.id)
  // A page that is neither empty nor full is the last: its rows and offset are the total, and the
  // count over 50,000 contracts is skipped. pagedList asks for the page before the count.
  let page: { read: Promise<{ id: number }[]>; limit: number; offset: number } | undefined
  const count = async () => {
    const rows = page ? await page.read : []
    if (page && rows.length > 0 && rows.length < page.limit) return [{ total: page.offset + rows.length }]
    return (
      (await rolledUpContractCount(db, caller, query)) ?? db.select(countAll).from(contracts).where(where)
    )
  }
  return pagedList(
    query,
    ({ limit, offset }) => {
      const read = db
        .select({ id: contracts.id })
        .from(contracts)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows)
      page = { read, limit, offset }
      return read
    },
    count,
    async (pageIds) => {
      const rows = pageIds.length
        ? await selectContracts(db)
            .where(
              inArray(
                contracts.id,
                pageIds.map((row) => row.id),
              ),
            )
            .orderBy(...order)
        : []
      return toContracts(db, caller.tenantId, rows)
    },
  )
}

const payer = users

/** What approved expenses invoiced on each of these instalments. */
/** What each of the contract's instalments commits: the ledger's figure (instalmentCommittedSql). */
async function committedByInstalment(db: Database, contractId: number) {
  const rows = rowsOf<{ id: number; committed: string }>(
    await db.execute(
      sql`select ci.id, ${instalmentCommittedSql} as committed from contract_instalments ci where ci.contract_id = ${contractId}`,
    ),
  )
  return new Map(rows.map((row) => [Number(row.id), Number(row.committed)]))
}

async function invoicedByInstalment(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ id: expenses.contractInstalmentId, total: sql<string>`sum(${expenses.amountProject})` })
    .from(expenses)
    .where(and(inArray(expenses.contractInstalmentId, ids), inArray(expenses.status, ACTUAL_STATUSES)))
    .groupBy(expenses.contractInstalmentId)
  return new Map(rows.map((row) => [row.id as number, Number(row.total)]))
}

/**
 * The expenses booking invoices on each of these instalments (those holding a share of it), in
 * date order; only their amounts when the caller may not read expenses.
 */
async function invoicesByInstalment(db: Database, ids: number[], mayReadExpenses: boolean) {
  const byInstalment = new Map<number, InstalmentInvoice[]>()
  if (ids.length === 0) return byInstalment
  const rows = await db
    .select({
      instalmentId: expenses.contractInstalmentId,
      id: expenses.id,
      invoiceNo: expenses.invoiceNo,
      invoiceDate: expenses.invoiceDate,
      status: expenses.status,
      amount: expenses.amountProject,
    })
    .from(expenses)
    .where(and(inArray(expenses.contractInstalmentId, ids), inArray(expenses.status, HOLDING_STATUSES)))
    .orderBy(asc(expenses.invoiceDate), asc(expenses.id))
  for (const row of rows) {
    const invoice: InstalmentInvoice = mayReadExpenses
      ? {
          expense_id: row.id,
          invoice_no: row.invoiceNo,
          invoice_date: row.invoiceDate,
          status: row.status as InstalmentInvoice['status'],
          amount: Number(row.amount),
        }
      : { expense_id: null, invoice_no: null, invoice_date: null, status: null, amount: Number(row.amount) }
    const instalmentId = row.instalmentId as number
    byInstalment.set(instalmentId, [...(byInstalment.get(instalmentId) ?? []), invoice])
  }
  return byInstalment
}

/** Every version of the contract's number on its project, oldest first. */
async function contractVersions(db: Database, row: ContractRecord): Promise<ContractVersion[]> {
  const rows = await db
    .select({
      id: contracts.id,
      version: contracts.version,
      versionKind: contracts.versionKind,
      status: contracts.status,
      value: contracts.value,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      executedOn: contracts.executedOn,
      changeReason: contracts.changeReason,
    })
    .from(contracts)
    .where(and(eq(contracts.projectId, row.projectId), eq(contracts.contractNo, row.contractNo)))
    .orderBy(asc(contracts.version))
  return rows.map((version) => ({
    contract_id: version.id,
    version: version.version,
    version_kind: version.versionKind as ContractVersion['version_kind'],
    status: version.status as ContractStatus,
    value: Number(version.value),
    start_date: version.startDate,
    end_date: version.endDate,
    executed_on: version.executedOn,
    change_reason: version.changeReason,
  }))
}

export async function contractDetail(db: Database, caller: Caller, id: number): Promise<ContractDetail> {
  const row = await contractFor(db, caller, id)
  const [joined] = await selectContracts(db).where(eq(contracts.id, row.id))
  const [contract] = await toContracts(db, caller.tenantId, joined ? [joined] : [])
  if (!contract) throw new Error('contract vanished')
  const payments = await db
    .select({ payment: contractPayments, paidBy: payer.name })
    .from(contractPayments)
    .leftJoin(payer, eq(payer.id, contractPayments.createdBy))
    .where(eq(contractPayments.contractId, row.id))
    .orderBy(asc(contractPayments.paidOn), asc(contractPayments.id))
  const paidOf = new Map<number, number>()
  for (const { payment } of payments)
    paidOf.set(payment.instalmentId, (paidOf.get(payment.instalmentId) ?? 0) + Number(payment.amount))
  const stored = await db
    .select()
    .from(contractInstalments)
    .where(eq(contractInstalments.contractId, row.id))
    .orderBy(asc(contractInstalments.position))
  const instalmentIds = stored.map((instalment) => instalment.id)
  const invoicedOf = await invoicedByInstalment(db, instalmentIds)
  const committedOf = await committedByInstalment(db, row.id)
  const invoicesOf = await invoicesByInstalment(
    db,
    instalmentIds,
    await mayCall(db, caller.session, 'expenses', 'GET'),
  )
  const instalments: InstalmentDetail[] = stored.map((instalment) => {
    const carried = Number(instalment.carriedPaid)
    const paid = carried + (paidOf.get(instalment.id) ?? 0)
    const invoiced = invoicedOf.get(instalment.id) ?? 0
    return {
      instalment_id: instalment.id,
      position: instalment.position,
      label: instalment.label,
      trigger: instalment.trigger as InstalmentDetail['trigger'],
      percent: instalment.percent === null ? null : Number(instalment.percent).toFixed(2),
      amount: Number(instalment.amount),
      due_date: instalment.dueDate,
      budget_code: instalment.budgetCode,
      paid,
      carried_paid: carried,
      invoiced,
      committed: committing(row.status) ? (committedOf.get(instalment.id) ?? 0) : 0,
      invoices: invoicesOf.get(instalment.id) ?? [],
    }
  })
  const versions = await contractVersions(db, row)
  const mayDraft = await mayCall(db, caller.session, 'contract', 'POST')
  const mayVersion =
    mayDraft &&
    VERSIONABLE.includes(row.status) &&
    !versions.some((version) => version.version > row.version && version.status !== 'cancelled')
  const mayWrite = await mayCall(db, caller.session, 'contract', 'PUT')
  const canApprove =
    mayWrite &&
    (await mayDecide(db, caller.tenantId, caller.session.userId, 'contract', contractDocument.facts(row)))
  const maySign = mayWrite && ['sent', 'partly_signed'].includes(row.status)
  return {
    ...contract,
    instalments,
    payments: payments.map(({ payment, paidBy }) => ({
      payment_id: payment.id,
      instalment_id: payment.instalmentId,
      amount: Number(payment.amount),
      paid_on: payment.paidOn,
      reference: payment.reference,
      paid_by: paidBy,
    })),
    versions,
    approvals: await approvalTrail(db, caller.tenantId, 'contract', row.id),
    can_edit: mayWrite && ['draft', 'rejected'].includes(row.status),
    can_approve: canApprove,
    can_send: mayWrite && row.status === 'approved',
    can_sign: maySign,
    can_sign_counterparty: maySign && !row.counterpartySignedOn,
    can_sign_company: maySign && !row.companySignedOn,
    can_pay: mayWrite && committing(row.status) && contract.paid + contract.invoiced < contract.value,
    can_terminate: mayWrite && ['executed', 'expiring'].includes(row.status),
    can_cancel: mayWrite && contractDocument.cancellableFrom.includes(row.status),
    can_amend: mayVersion,
    can_renew: mayVersion,
  }
}
