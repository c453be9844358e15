import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CreateContractRequest } from '../../../contract/contracts'
import type { Database } from '../../db/client'
import {
  companies,
  contractAgreements,
  contractCategories,
  type contractInstalments,
  contractLanguages,
  contractPlatforms,
  contractProjects,
  contractShowTypes,
  contractStatuses,
  contractSubCategories,
  type contracts,
  tdsSections,
  users,
  vendors,
} from '../../db/schema'
import { badRequest } from '../../http/errors'
import { codeOfCurrentVersion } from '../budget-versions/access'
import type { Currency } from '../projects/currency'
import { moneyText } from '../spend/figures'
import { instalmentAmounts } from './compute'

/*
 * A contract's input checked and turned into its row and instalments: every list it points at is
 * the organisation's and active, the counterparty is a vendor or a named person, the term and the
 * rights run forwards, each instalment's code is a code of the project's current budget, and the
 * instalments add up to the value.
 */

type Input = CreateContractRequest
const invalid = (path: string, message: string) => badRequest(message, [{ path, message }])

type Referenced = {
  table: PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn; archivedAt: AnyPgColumn }
}
const REFERENCES: [keyof Input, Referenced['table'], string][] = [
  ['agreement_id', contractAgreements, 'agreement type'],
  ['contract_project_id', contractProjects, 'contract project'],
  ['company_id', companies, 'company'],
  ['contractcategory_id', contractCategories, 'contract category'],
  ['contractsubcategory_id', contractSubCategories, 'contract sub-category'],
  ['platform_id', contractPlatforms, 'platform'],
  ['language_id', contractLanguages, 'language'],
  ['showtype_id', contractShowTypes, 'show type'],
  ['contract_status_id', contractStatuses, 'contract status'],
  ['vendor_id', vendors, 'vendor'],
  ['tds_id', tdsSections, 'TDS section'],
]

async function assertReferences(db: Database, tenantId: number, input: Input) {
  for (const [field, table, noun] of REFERENCES) {
    const value = input[field]
    if (typeof value !== 'number') continue
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, value), eq(table.organizationId, tenantId), isNull(table.archivedAt)))
      .limit(1)
    if (!row) throw invalid(field, `Choose an active ${noun} of this organisation`)
  }
  if (input.contractsubcategory_id && input.contractcategory_id) {
    const [sub] = await db
      .select({ category: contractSubCategories.contractcategoryId })
      .from(contractSubCategories)
      .where(eq(contractSubCategories.id, input.contractsubcategory_id))
    if (sub?.category !== input.contractcategory_id)
      throw invalid('contractsubcategory_id', 'This sub-category belongs to another category')
  }
}

export async function resolveContract(db: Database, tenantId: number, currency: Currency, input: Input) {
  await assertReferences(db, tenantId, input)
  const reminderUserIds = [...new Set(input.reminder_user_ids ?? [])]
  if (reminderUserIds.length > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(inArray(users.id, reminderUserIds), eq(users.organizationId, tenantId), isNull(users.archivedAt)),
      )
    if (found.length !== reminderUserIds.length)
      throw invalid('reminder_user_ids', 'Choose people of this organisation')
  }
  if (!input.vendor_id && !input.counterparty_name)
    throw invalid('counterparty_name', 'Choose a vendor or name the person the contract is with')
  if (input.end_date < input.start_date) throw invalid('end_date', 'The term cannot end before it starts')
  if (input.lock_in_until && (input.lock_in_until < input.start_date || input.lock_in_until > input.end_date))
    throw invalid('lock_in_until', 'The lock-in ends within the term')
  if (input.rights_from && input.rights_to && input.rights_to < input.rights_from)
    throw invalid('rights_to', 'The rights cannot end before they start')
  const amounts = instalmentAmounts(input.value, input.instalments, (units) => moneyText(units, currency))
  const instalments = []
  for (const [position, instalment] of input.instalments.entries()) {
    if (instalment.trigger === 'date' && !instalment.due_date)
      throw invalid(`instalments.${position}.due_date`, 'An instalment due on a date needs the date')
    const code = await codeOfCurrentVersion(
      db,
      input.project_id,
      instalment.budget_code,
      `instalments.${position}.budget_code`,
    )
    instalments.push({
      position,
      label: instalment.label,
      trigger: instalment.trigger,
      percent: amounts[position]?.percent ?? null,
      amount: amounts[position]?.amount ?? 0,
      dueDate: instalment.due_date ?? null,
      budgetCode: code.code,
    })
  }
  const row = {
    projectId: input.project_id,
    title: input.title,
    agreementId: input.agreement_id,
    contractProjectId: input.contract_project_id ?? null,
    companyId: input.company_id ?? null,
    contractcategoryId: input.contractcategory_id ?? null,
    contractsubcategoryId: input.contractsubcategory_id ?? null,
    platformId: input.platform_id ?? null,
    languageId: input.language_id ?? null,
    showtypeId: input.showtype_id ?? null,
    contractStatusId: input.contract_status_id ?? null,
    vendorId: input.vendor_id ?? null,
    counterpartyName: input.counterparty_name ?? null,
    counterpartyPan: input.counterparty_pan ?? null,
    counterpartyGstin: input.counterparty_gstin ?? null,
    role: input.role ?? null,
    startDate: input.start_date,
    endDate: input.end_date,
    lockInUntil: input.lock_in_until ?? null,
    noticeDays: input.notice_days ?? null,
    exclusive: input.exclusive ?? false,
    deliverables: input.deliverables ?? null,
    feeBasis: input.fee_basis,
    rate: input.rate ?? null,
    guaranteedUnits: input.guaranteed_units ?? null,
    overtimeRate: input.overtime_rate ?? null,
    kitRental: input.kit_rental ?? null,
    perDiem: input.per_diem ?? null,
    travelAndStay: input.travel_and_stay ?? null,
    value: input.value,
    gstTreatment: input.gst_treatment,
    tdsId: input.tds_id ?? null,
    rightsMedia: input.rights_media ?? [],
    rightsTerritory: input.rights_territory ?? null,
    rightsLanguages: input.rights_languages ?? null,
    rightsFrom: input.rights_from ?? null,
    rightsTo: input.rights_to ?? null,
    rightsExclusive: input.rights_exclusive ?? false,
    screenCredit: input.screen_credit ?? null,
    reminderUserIds,
  }
  return { row, instalments }
}

type Stored = typeof contracts.$inferSelect
type StoredInstalment = typeof contractInstalments.$inferSelect

/** A stored contract as the input it came from: what an edit merges its changes into. */
export function storedInput(row: Stored, instalments: StoredInstalment[]): Input {
  return {
    project_id: row.projectId,
    title: row.title,
    agreement_id: row.agreementId,
    contract_project_id: row.contractProjectId,
    company_id: row.companyId,
    contractcategory_id: row.contractcategoryId,
    contractsubcategory_id: row.contractsubcategoryId,
    platform_id: row.platformId,
    language_id: row.languageId,
    showtype_id: row.showtypeId,
    contract_status_id: row.contractStatusId,
    vendor_id: row.vendorId,
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
    fee_basis: row.feeBasis as Input['fee_basis'],
    rate: row.rate,
    guaranteed_units: row.guaranteedUnits,
    overtime_rate: row.overtimeRate,
    kit_rental: row.kitRental,
    per_diem: row.perDiem,
    travel_and_stay: row.travelAndStay,
    value: Number(row.value),
    gst_treatment: row.gstTreatment as Input['gst_treatment'],
    tds_id: row.tdsId,
    rights_media: row.rightsMedia,
    rights_territory: row.rightsTerritory,
    rights_languages: row.rightsLanguages,
    rights_from: row.rightsFrom,
    rights_to: row.rightsTo,
    rights_exclusive: row.rightsExclusive,
    screen_credit: row.screenCredit,
    reminder_user_ids: row.reminderUserIds,
    instalments: instalments.map((instalment) => ({
      label: instalment.label,
      trigger: instalment.trigger as Input['instalments'][number]['trigger'],
      percent: instalment.percent === null ? null : Number(instalment.percent).toFixed(2),
      amount: instalment.percent === null ? Number(instalment.amount) : null,
      due_date: instalment.dueDate,
      budget_code: instalment.budgetCode,
    })),
  }
}
