import { and, eq, isNull } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CreateContractRequest } from '../../contract/contracts'
import type { DemoRole } from '../../contract/demo'
import {
  DEMO_CONTRACTS,
  DEMO_CONTRACTS_PROJECT,
  type DemoContract,
  type DemoSigning,
} from '../../contract/demo-contracts'
import { parseMoney } from '../../contract/masters/fields'
import { contractDocument } from '../modules/contracts/document'
import { refreshContractStatuses } from '../modules/contracts/reminders'
import { payInstalment, sendContract, signContract } from '../modules/contracts/steps'
import { amendContract } from '../modules/contracts/versions'
import { createContract, updateContract } from '../modules/contracts/write'
import { projectCurrencyOf } from '../modules/projects/currency'
import type { WriteDeps } from '../modules/workflow/write-deps'
import type { Database } from './client'
import {
  contractAgreements,
  contractCategories,
  contractInstalments,
  contractLanguages,
  contractPlatforms,
  contractProjects,
  contractSubCategories,
  contracts,
  projects,
  tdsSections,
  vendors,
} from './schema'
import { dayAfter, demoWriter, istTime, seedApprovalTrail } from './seed-deps'

/*
 * The demo's contracts (contract/demo-contracts.ts) on the demo project that has them. Each is
 * drafted by the contracts module's own `createContract` in its drafter's name on its day (so its
 * checks, number and instalment amounts are the module's); its approval trail is what the
 * workflow's submit and approve record, without mail (seed-deps.ts); sending, both signatures,
 * payments and an amendment go through the module's own steps, each dated. The statuses then come
 * from the dates as the contracts' daily job makes them (expiring) as of the seed's `now`.
 * Skipped when the project already has contracts.
 */

type People = Partial<Record<DemoRole, number>>
type Writer = (now: Date) => WriteDeps
type Listed = PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn; archivedAt: AnyPgColumn }

export async function seedDemoContracts(tx: Database, organizationId: number, people: People, now: Date) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.code, DEMO_CONTRACTS_PROJECT)))
  if (!project) return
  const [existing] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.projectId, project.id))
    .limit(1)
  if (existing) return
  const { minor_units } = await projectCurrencyOf(tx, organizationId, project.id)
  const money = (text: string) => parseMoney(text, minor_units) ?? 0
  // The lists a contract names by text (as the default masters and the demo vendors name them).
  const namedIds = async (table: Listed, name: AnyPgColumn) => {
    const rows = await tx
      .select({ id: table.id, name })
      .from(table)
      .where(and(eq(table.organizationId, organizationId), isNull(table.archivedAt)))
    return new Map(rows.map((row) => [String(row.name), Number(row.id)]))
  }
  const lists: Lists = {
    agreement: await namedIds(contractAgreements, contractAgreements.name),
    category: await namedIds(contractCategories, contractCategories.name),
    subcategory: await namedIds(contractSubCategories, contractSubCategories.name),
    platform: await namedIds(contractPlatforms, contractPlatforms.name),
    language: await namedIds(contractLanguages, contractLanguages.name),
    vendor: await namedIds(vendors, vendors.legalName),
    tds: await namedIds(tdsSections, tdsSections.description),
  }
  const [title] = await tx
    .select({ id: contractProjects.id })
    .from(contractProjects)
    .where(
      and(eq(contractProjects.organizationId, organizationId), eq(contractProjects.projectId, project.id)),
    )
  const writers = new Map<DemoRole, Writer | null>()
  const writerOf = async (role: DemoRole) => {
    if (!writers.has(role)) writers.set(role, await demoWriter(tx, organizationId, people[role]))
    return writers.get(role) ?? null
  }
  for (const plan of DEMO_CONTRACTS) {
    const drafter = await writerOf(plan.drafted_by)
    const input = drafter && draftOf(plan, project.id, title?.id ?? null, lists, money)
    if (!drafter || !input) continue
    const id = await createContract(drafter(istTime(plan.drafted_on, '11:00')), input)
    if (!plan.submitted_on) continue
    const approver = plan.approved_by ? await writerOf(plan.approved_by) : null
    const approvedOn = dayAfter(plan.submitted_on)
    await seedApprovalTrail(
      contractDocument,
      drafter(istTime(plan.submitted_on, '16:00')),
      id,
      approver && (() => approver(istTime(approvedOn, '10:30'))),
    )
    if (!approver || !plan.signing) continue
    await signed(approver, id, plan.signing)
    for (const payment of plan.payments ?? []) {
      const [instalment] = await tx
        .select({ id: contractInstalments.id })
        .from(contractInstalments)
        .where(
          and(eq(contractInstalments.contractId, id), eq(contractInstalments.position, payment.instalment)),
        )
      if (!instalment) continue
      await payInstalment(approver(istTime(payment.paid_on, '15:00')), id, {
        instalment_id: instalment.id,
        amount: money(payment.amount),
        paid_on: payment.paid_on,
        reference: payment.reference,
      })
    }
    const amendment = plan.amendment
    if (!amendment) continue
    const drafting = drafter(istTime(amendment.drafted_on, '11:00'))
    const amendmentId = await amendContract(drafting, id, { reason: amendment.reason })
    await updateContract(drafting, amendmentId, { value: money(amendment.value) })
    await seedApprovalTrail(
      contractDocument,
      drafter(istTime(amendment.drafted_on, '16:00')),
      amendmentId,
      () => approver(istTime(dayAfter(amendment.drafted_on), '10:30')),
    )
    await signed(approver, amendmentId, amendment.signing)
  }
  // Running contracts near their end are expiring, as the contracts' daily job would leave them.
  await refreshContractStatuses(tx, now)
}

/** Sent and signed by both sides on their days (by the Admin, as the SPA records them): executed. */
async function signed(writer: Writer, id: number, signing: DemoSigning) {
  await sendContract(writer(istTime(signing.sent_on, '12:00')), id, { sent_on: signing.sent_on })
  await signContract(writer(istTime(signing.counterparty_signed_on, '17:00')), id, {
    party: 'counterparty',
    signed_on: signing.counterparty_signed_on,
  })
  await signContract(writer(istTime(signing.company_signed_on, '17:30')), id, {
    party: 'company',
    signed_on: signing.company_signed_on,
  })
}

type Lists = Record<
  'agreement' | 'category' | 'subcategory' | 'platform' | 'language' | 'vendor' | 'tds',
  Map<string, number>
>

/** The contract as the API takes it; null when a list entry it names is missing. */
function draftOf(
  plan: DemoContract,
  projectId: number,
  contractProjectId: number | null,
  lists: Lists,
  money: (text: string) => number,
): CreateContractRequest | null {
  const idOf = (list: keyof Lists, name: string | undefined) =>
    name === undefined ? null : (lists[list].get(name) ?? undefined)
  const references = {
    agreement_id: idOf('agreement', plan.agreement),
    contractcategory_id: idOf('category', plan.category),
    contractsubcategory_id: idOf('subcategory', plan.subcategory),
    platform_id: idOf('platform', plan.platform),
    language_id: idOf('language', plan.language),
    vendor_id: idOf('vendor', plan.vendor),
    tds_id: idOf('tds', plan.tds),
  }
  if (Object.values(references).some((value) => value === undefined)) return null
  const { agreement_id, ...optional } = references
  if (!agreement_id) return null
  const orNull = <T>(value: T | undefined) => value ?? null
  return {
    project_id: projectId,
    title: plan.title,
    agreement_id,
    ...(optional as Record<keyof typeof optional, number | null>),
    contract_project_id: contractProjectId,
    counterparty_name: orNull(plan.counterparty_name),
    counterparty_pan: orNull(plan.counterparty_pan),
    role: orNull(plan.role),
    start_date: plan.start_date,
    end_date: plan.end_date,
    lock_in_until: orNull(plan.lock_in_until),
    notice_days: orNull(plan.notice_days),
    exclusive: plan.exclusive ?? false,
    deliverables: orNull(plan.deliverables),
    fee_basis: plan.fee_basis,
    rate: plan.rate === undefined ? null : money(plan.rate),
    guaranteed_units: orNull(plan.guaranteed_units),
    value: money(plan.value),
    gst_treatment: plan.gst_treatment,
    rights_media: plan.rights_media ?? [],
    rights_territory: orNull(plan.rights_territory),
    rights_languages: orNull(plan.rights_languages),
    rights_from: orNull(plan.rights_from),
    rights_to: orNull(plan.rights_to),
    rights_exclusive: plan.rights_exclusive ?? false,
    screen_credit: orNull(plan.screen_credit),
    instalments: plan.instalments.map((instalment) => ({
      label: instalment.label,
      trigger: instalment.trigger,
      percent: orNull(instalment.percent),
      amount: instalment.amount === undefined ? null : money(instalment.amount),
      due_date: orNull(instalment.due_date),
      budget_code: instalment.budget_code,
    })),
  }
}
