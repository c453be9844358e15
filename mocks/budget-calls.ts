import { expect } from 'vitest'
import type * as z from 'zod/mini'
import type { BudgetLine, BudgetListResponse } from '../contract/budget'
import { lineAmount } from '../contract/budget-upload'
import { DEMO_PASSWORD } from '../contract/demo'
import { DEMO_BUDGET_PROJECT, DEMO_BUDGET_VERSIONS } from '../contract/demo-budget'
import { parseMoney } from '../contract/masters/fields'
import { change, nextId, seedWorld } from './world'

/** Calls to the budget mocks for their tests, through fetch as the SPA makes them. */

const BASE = 'http://localhost/v2'
export type Answer = { status: number; body: Record<string, unknown> & { data?: unknown; message?: string } }

export async function call(
  path: string,
  init: {
    method?: string
    body?: unknown
    token?: string
    file?: string | Uint8Array<ArrayBuffer>
    type?: string
  } = {},
): Promise<Answer> {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': init.type ?? (init.file === undefined ? 'application/json' : 'text/csv'),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.file ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

export function expectParses(schema: z.ZodMiniType, answer: Answer, status = 200) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(status)
  const parsed = schema.safeParse(answer.body)
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
}

export async function login(who: string) {
  const answer = await call('/login', { method: 'POST', body: { email: who, password: DEMO_PASSWORD } })
  return (answer.body.data as { token: string }).token
}
export const admin = () => login('admin@demostudios.test')

const demoProject = seedWorld().projects.find((p) => p.code === DEMO_BUDGET_PROJECT)
export const PROJECT = demoProject?.id ?? 0

export const versionTotal = (index: number) =>
  (DEMO_BUDGET_VERSIONS[index]?.lines ?? []).reduce(
    (total, line) => total + lineAmount(line.quantity, parseMoney(line.rate) ?? 0),
    0,
  )

export const list = async (token: string, query = '') =>
  (await call(`/budget/project/${PROJECT}${query}`, { token })).body as unknown as BudgetListResponse
export const lineOf = async (token: string, code: string, query = '?limit=500') =>
  (await list(token, query)).data.find((line) => line.budget_code === code) as BudgetLine

/**
 * Adds `count` lines to the Camera category of the project's current version (2199-0001…, each
 * ₹1.00, after the demo's own 2100-01…03): a category of more than one page of report codes. The
 * first `overspent` of them get a paid ₹2.00 invoice (a copy of the demo's paid one), which puts
 * them over budget.
 */
export function addCameraCodes(projectId: number, count: number, { overspent = 0 } = {}) {
  change((all) => {
    const version = all.budgetVersions.find((v) => v.projectId === projectId && v.isCurrent)
    const camera = all.budgetLines.find((l) => l.versionId === version?.id && l.budgetCode === '2100-01')
    if (!camera) throw new Error('The demo has no camera line')
    const paid = all.spend.expenses.find((e) => e.projectId === projectId && e.status === 'paid')
    if (overspent > 0 && !paid) throw new Error('The demo has no paid expense')
    for (let n = 1; n <= count; n++) {
      const budgetCode = `2199-${String(n).padStart(4, '0')}`
      all.budgetLines.push({
        ...camera,
        id: nextId(all, 'budgetLines'),
        budgetCode,
        description: `Second unit day ${n}`,
        quantity: '1',
        rate: 100,
        amount: 100,
        position: 1000 + n,
      })
      if (paid && n <= overspent)
        all.spend.expenses.push({
          ...paid,
          id: nextId(all, 'expenses'),
          budgetCode,
          poId: null,
          poLineId: null,
          invoiceNo: `OVER-${n}`,
          amount: 200,
          amountProject: 200,
          total: 200,
          netPayable: 200,
        })
    }
  })
}
