import { DEMO_PASSWORD } from '@contract/demo'
import type { BudgetControlAction, ControlledDocumentType } from '@contract/spend/common'
import { eq } from 'drizzle-orm'
import { mockDatabase } from '../../mocks/node'
import { expenses, projects, users } from '../../server/db/schema'

export * as tables from '../../server/db/schema'
/*
 * What a test needs of the server behind the mock API: its API, called as a demo user (to set up
 * what a test starts from, or check what a page did), and its database (the test's transaction),
 * for the few facts no endpoint tells.
 */
export { mockDatabase }

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape; the server checks them against the contract
type Json = any

export type ApiClient = {
  token: string
  get: (path: string) => Promise<Json>
  post: (path: string, body?: unknown) => Promise<Json>
  put: (path: string, body?: unknown) => Promise<Json>
  delete: (path: string) => Promise<Json>
  /** The whole answer, whatever its status: `{ status, body }`. */
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: Json }>
}

/** Signs a demo user in over the API (the SPA's session is left alone) and calls it as them. */
export async function apiAs(email: string): Promise<ApiClient> {
  const login = await fetch('http://localhost/v2/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  if (!login.ok) throw new Error(`sign-in of ${email}: ${login.status}`)
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const call: ApiClient['call'] = async (method, path, body) => {
    const answer = await fetch(`http://localhost${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: answer.status, body: await answer.json() }
  }
  const data = async (method: string, path: string, body?: unknown) => {
    const { status, body: answer } = await call(method, path, body)
    if (status !== 200) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(answer)}`)
    return answer.data
  }
  return {
    token,
    call,
    get: (path) => data('GET', path),
    post: (path, body) => data('POST', path, body),
    put: (path, body) => data('PUT', path, body),
    delete: (path) => data('DELETE', path),
  }
}

/** The demo project with this code (MD-01, COL-S1…): its id in the test's database. */
export async function projectIdOf(code: string): Promise<number> {
  const [row] = await (await mockDatabase())
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.code, code))
  if (!row) throw new Error(`no project ${code} in the demo data`)
  return row.id
}

/** The demo user with this email: their id in the test's database. */
export async function userIdOf(email: string): Promise<number> {
  const [row] = await (await mockDatabase())
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
  if (!row) throw new Error(`no user ${email} in the demo data`)
  return row.id
}

/** What going over a code's budget does for a document type, as an Admin sets it on /budgetView. */
export async function setBudgetControl(documentType: ControlledDocumentType, action: BudgetControlAction) {
  await (await apiAs('admin@demostudios.test')).put('/v2/budget/controls', { [documentType]: action })
}

/** The expense with this invoice number, as stored. */
export async function expenseOf(invoiceNo: string) {
  const [row] = await (await mockDatabase()).select().from(expenses).where(eq(expenses.invoiceNo, invoiceNo))
  return row
}
