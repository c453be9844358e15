import { and, eq, inArray } from 'drizzle-orm'
import { contractsApi } from '../../../contract/api/contracts'
import type { Database } from '../../db/client'
import {
  approvalLevels,
  contractAgreements,
  contractInstalments,
  contractPayments,
  contractRemindersSent,
  contracts,
  projects,
} from '../../db/schema'
import { type Answer, DEMO, DEMO_STUDIOS, type Harness, okBody } from '../../test/harness'
import { codeFigures } from '../spend/figures'

/*
 * What the contract tests build on: MD-01 with no contracts (the demo's, seed-contracts.ts, are
 * taken away inside the test's transaction, so numbers start at MD-01/CON/0001 and every figure
 * and list is the test's own) and no contract approval levels (so the Admins approve), Rohan (Admin Manager) drafting, Asha (Admin) approving, and a talent deal of
 * ₹30,00,000 on 1300-01 in three instalments, drafted through the API.
 */

export const CONTRACT_CODE = '1300-01'
export const CONTRACT_VALUE = 3_000_000_00

export type Caller = (
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
) => Promise<Answer<unknown>>

export async function contractScene(db: Database, call: Caller, login: (email: string) => Promise<string>) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.code, 'MD-01'))
  const [agreement] = await db
    .select({ id: contractAgreements.id })
    .from(contractAgreements)
    .where(
      and(
        eq(contractAgreements.organizationId, DEMO_STUDIOS),
        eq(contractAgreements.name, 'Artiste agreement'),
      ),
    )
  if (!project || !agreement) throw new Error('no MD-01 or artiste agreement')
  await withoutContracts(db, project.id)
  await db.delete(approvalLevels).where(eq(approvalLevels.projectId, project.id))
  await db.update(projects).set({ autoApprove: false }).where(eq(projects.id, project.id))
  const tokens = {
    admin: await login(DEMO.admin),
    manager: await login(DEMO.manager),
    user: await login(DEMO.user),
  }
  const draft = (overrides: Record<string, unknown> = {}) => ({
    project_id: project.id,
    title: 'Anaya — lead, 40 shoot days',
    agreement_id: agreement.id,
    counterparty_name: 'Kavya Rao',
    counterparty_pan: 'ABCPR1234K',
    role: 'Anaya (lead)',
    start_date: '2026-12-01',
    end_date: '2027-03-31',
    fee_basis: 'lump_sum',
    value: CONTRACT_VALUE,
    gst_treatment: 'exclusive',
    instalments: [
      { label: 'On signing', trigger: 'signing', percent: '33.33', budget_code: CONTRACT_CODE },
      { label: 'Shoot start', trigger: 'shoot_start', percent: '33.33', budget_code: CONTRACT_CODE },
      { label: 'On dubbing', trigger: 'dubbing', percent: '33.34', budget_code: CONTRACT_CODE },
    ],
    ...overrides,
  })
  const create = (body: Record<string, unknown>, token = tokens.manager) =>
    call('POST', '/v2/contracts', token, body)
  const act = (id: number, step: string, token: string, body: Record<string, unknown> = {}) =>
    call('POST', `/v2/contracts/${id}/${step}`, token, body)
  /** Drafted, approved, sent and signed by both sides on `on`: executed. Answers its detail. */
  const executed = async (overrides: Record<string, unknown> = {}, on = '2026-11-20') => {
    const id = okBody(contractsApi.create, await create(draft(overrides))).data.contract_id
    await act(id, 'submit', tokens.manager)
    await act(id, 'approve', tokens.admin)
    await act(id, 'send', tokens.admin, { sent_on: on })
    await act(id, 'sign', tokens.admin, { party: 'counterparty', signed_on: on })
    const signed = await act(id, 'sign', tokens.admin, { party: 'company', signed_on: on })
    return okBody(contractsApi.sign, signed).data
  }
  return { projectId: project.id, agreementId: agreement.id, tokens, draft, create, act, executed }
}

/** A row the test goes on with (an instalment): a missing one fails here, not later as `undefined`. */
export function present<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('expected a row, found none')
  return row
}

/** Instalments on CONTRACT_CODE due on each day given: half each, the last one what is left. */
export const datedInstalments = (due: string[]) => ({
  instalments: due.map((due_date, index) => ({
    label: `Part ${index + 1}`,
    trigger: 'date',
    due_date,
    percent: index === due.length - 1 ? String(100 - 50 * (due.length - 1)) : '50',
    budget_code: CONTRACT_CODE,
  })),
})

/** Takes the project's contracts away (the demo's), with their instalments, payments and reminders. */
export async function withoutContracts(db: Database, projectId: number) {
  const ids = (
    await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.projectId, projectId))
  ).map((row) => row.id)
  if (ids.length === 0) return
  await db.delete(contractRemindersSent).where(inArray(contractRemindersSent.contractId, ids))
  await db.delete(contractPayments).where(inArray(contractPayments.contractId, ids))
  await db.delete(contractInstalments).where(inArray(contractInstalments.contractId, ids))
  // An amendment points at the version it amends: the later versions go first.
  await db.update(contracts).set({ previousId: null }).where(inArray(contracts.id, ids))
  await db.delete(contracts).where(inArray(contracts.id, ids))
}

/** The scene through the test harness, with the contract code's committed and actual now. */
export async function contractSceneOf(h: Harness) {
  const scene = await contractScene(
    h.db,
    (method, path, token, body) => h.call(method, path, { token, body }),
    (email) => h.login(email),
  )
  const figures = async () => {
    const {
      figures: [figure],
    } = await codeFigures(h.db, DEMO_STUDIOS, scene.projectId, { codes: [CONTRACT_CODE] })
    return { committed: figure?.committed ?? 0, actual: figure?.actual ?? 0 }
  }
  return { ...scene, figures }
}
