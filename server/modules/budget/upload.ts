import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { BUDGET_UPLOAD_MAX_ROWS, type BudgetUpload } from '../../../contract/budget'
import {
  type BudgetUploadContext,
  type PlannedBudgetLine,
  planBudgetUpload,
} from '../../../contract/budget-upload'
import type { FieldError } from '../../../contract/envelope'
import { lookupText } from '../../../contract/masters/rules'
import { readSpreadsheet, type SheetRow, UnreadableFile } from '../../../contract/spreadsheet'
import type { Database } from '../../db/client'
import {
  budgetLines,
  budgetUploads,
  budgetVersions,
  categories,
  cities,
  subCategories,
  users,
} from '../../db/schema'
import type { Caller } from '../../http/caller'
import { badRequest, type HttpError } from '../../http/errors'
import type { AuditWriter, Upload } from '../../http/route'
import { budgetProject } from '../budget-versions/access'
import { makeCurrent, nextVersionNo } from './version-rows'

/*
 * POST /v2/budget: a CSV or XLSX file becomes version N+1 of the project's budget, whole or not at
 * all. The file is planned first (contract/budget-upload.ts, the same planner the mocks use); a
 * bad file writes nothing but its line in the upload history, a good one writes the version, its
 * lines (in multi-row inserts of CHUNK) and its history line in one transaction.
 */

const CHUNK = 1000
const ANALYZE_FROM = 1000
const HISTORY_MESSAGES = 5
type UploadOptions = { note?: string; fileName?: string }

/** The tenant's active categories, sub-categories and cities, by each text a file may name them. */
async function uploadLookups(db: Database, tenantId: number, projectId: number, minorUnits: number) {
  const categoryRows = await db
    .select({ id: categories.id, code: categories.code, name: categories.name, atl: categories.aboveTheLine })
    .from(categories)
    .where(and(eq(categories.organizationId, tenantId), isNull(categories.archivedAt)))
  const byCategory = new Map<string, { id: number; aboveTheLine: boolean }>()
  for (const row of categoryRows) {
    for (const text of [row.name, row.code, `${row.code} — ${row.name}`]) {
      if (text && !byCategory.has(lookupText(text)))
        byCategory.set(lookupText(text), { id: row.id, aboveTheLine: row.atl })
    }
  }
  const subRows = await db
    .select({
      id: subCategories.id,
      code: subCategories.code,
      name: subCategories.name,
      categoryId: subCategories.categoryId,
      projectId: subCategories.projectId,
    })
    .from(subCategories)
    .where(
      and(
        eq(subCategories.organizationId, tenantId),
        isNull(subCategories.archivedAt),
        or(isNull(subCategories.projectId), eq(subCategories.projectId, projectId)),
      ),
    )
  const bySub = new Map<string, number>()
  // The project's own sub-categories win over shared ones of the same name.
  for (const row of subRows.sort((a, b) => Number(a.projectId !== null) - Number(b.projectId !== null))) {
    for (const text of [row.name, row.code]) {
      if (text) bySub.set(`${row.categoryId}:${lookupText(text)}`, row.id)
    }
  }
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(cities)
    .where(and(eq(cities.organizationId, tenantId), isNull(cities.archivedAt)))
  const byCity = new Map<string, number>()
  for (const row of cityRows) {
    for (const text of [row.name, row.state ? `${row.name}, ${row.state}` : null]) {
      if (text && !byCity.has(lookupText(text))) byCity.set(lookupText(text), row.id)
    }
  }
  const context: BudgetUploadContext = {
    minorUnits,
    category: (text) => byCategory.get(lookupText(text)) ?? null,
    subCategory: (categoryId, text) => bySub.get(`${categoryId}:${lookupText(text)}`) ?? null,
    city: (text) => byCity.get(lookupText(text)) ?? null,
  }
  return context
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b

export async function uploadBudget(
  db: Database,
  caller: Caller,
  audit: AuditWriter,
  now: Date,
  projectId: number,
  upload: Upload,
  options: UploadOptions,
) {
  const project = await budgetProject(db, caller, projectId)
  const fileName = options.fileName || (isZip(upload.bytes) ? 'budget.xlsx' : 'budget.csv')
  const reject = async (error: HttpError, rows: number) => {
    // Written on its own, outside any work that fails: the history keeps every upload tried.
    const messages = error.fieldErrors.length ? error.fieldErrors.map((e) => e.message) : [error.message]
    const extra = messages.length - HISTORY_MESSAGES
    await db.insert(budgetUploads).values({
      organizationId: caller.tenantId,
      projectId: project.id,
      fileName,
      userId: caller.session.userId,
      rows,
      versionNo: null,
      result: 'rejected',
      errorCount: error.fieldErrors.length || 1,
      message: [...messages.slice(0, HISTORY_MESSAGES), ...(extra > 0 ? [`… and ${extra} more`] : [])].join(
        '; ',
      ),
      uploadedAt: now,
    })
    return error
  }

  let sheet: SheetRow[]
  try {
    sheet = await readSpreadsheet(upload.bytes)
  } catch (error) {
    if (error instanceof UnreadableFile)
      throw await reject(badRequest(error.message, error.cells, error.code, error.params), 0)
    throw error
  }
  const rows = Math.max(0, sheet.length - 1)
  if (rows > BUDGET_UPLOAD_MAX_ROWS) {
    const limit = BUDGET_UPLOAD_MAX_ROWS.toLocaleString('en')
    throw await reject(
      badRequest(`A budget file can hold at most ${limit} lines`, [], 'tooManyRows', { max: limit }),
      rows,
    )
  }
  const context = await uploadLookups(db, caller.tenantId, project.id, project.currency.minor_units)
  const plan = planBudgetUpload(sheet, context)
  if (!plan.ok)
    throw await reject(
      badRequest(plan.message, plan.errors as FieldError[], plan.code, plan.params),
      plan.rows,
    )

  return db.transaction(async (tx) => {
    const versionNo = await nextVersionNo(tx, project.id)
    const total = plan.lines.reduce((sum, line) => sum + line.amount, 0)
    const [version] = await tx
      .insert(budgetVersions)
      .values({
        organizationId: caller.tenantId,
        projectId: project.id,
        versionNo,
        note: options.note || null,
        source: 'upload',
        isCurrent: true,
        createdBy: caller.session.userId,
        lineCount: plan.lines.length,
        total,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: budgetVersions.id })
    if (!version) throw new Error('budget upload: no version row')
    await makeCurrent(tx, project.id, version.id)
    await insertLines(tx, plan.lines, {
      organizationId: caller.tenantId,
      projectId: project.id,
      versionId: version.id,
      userId: caller.session.userId,
      now,
    })
    const [history] = await tx
      .insert(budgetUploads)
      .values({
        organizationId: caller.tenantId,
        projectId: project.id,
        fileName,
        userId: caller.session.userId,
        rows: plan.lines.length,
        versionNo,
        result: 'applied',
        uploadedAt: now,
      })
      .returning({ id: budgetUploads.id })
    await audit(tx, {
      action: 'budget_version.upload',
      entity: 'budget_version',
      entityId: version.id,
      after: {
        budgetV: versionNo,
        file_name: fileName,
        rows: plan.lines.length,
        total,
        note: options.note ?? null,
      },
    })
    // Fresh planner statistics after a big insert, so reads of the new version get good plans at once.
    if (plan.lines.length >= ANALYZE_FROM) await tx.execute(sql`analyze ${budgetLines}`)
    return { upload_id: history?.id as number, budgetV: versionNo, rows: plan.lines.length, total }
  })
}

/**
 * Writes planned lines into a version, in file order, CHUNK rows per INSERT. Each column travels
 * as one array parameter (INSERT … SELECT FROM unnest), so a chunk is 14 parameters rather than
 * 14,000: building and parsing the statement stays cheap however long the file is.
 */
export async function insertLines(
  tx: Database,
  lines: PlannedBudgetLine[],
  target: { organizationId: number; projectId: number; versionId: number; userId: number | null; now: Date },
) {
  const now = target.now.toISOString()
  for (let start = 0; start < lines.length; start += CHUNK) {
    const chunk = lines.slice(start, start + CHUNK)
    const column = <T>(value: (line: PlannedBudgetLine, index: number) => T) => sql.param(chunk.map(value))
    await tx.execute(sql`
      insert into ${budgetLines} (organization_id, project_id, version_id, budget_code, category_id,
        sub_category_id, description, city_id, is_atl, quantity, unit, rate, amount, notes, position,
        row_version, updated_by, created_at, updated_at)
      select ${target.organizationId}::int, ${target.projectId}::int, ${target.versionId}::int, t.*, 1,
        ${target.userId}::int, ${now}::timestamptz, ${now}::timestamptz
      from unnest(
        ${column((line) => line.budget_code)}::text[],
        ${column((line) => line.category_id)}::int[],
        ${column((line) => line.sub_category_id)}::int[],
        ${column((line) => line.description)}::text[],
        ${column((line) => line.city_id)}::int[],
        ${column((line) => line.is_atl)}::boolean[],
        ${column((line) => line.quantity)}::numeric[],
        ${column((line) => line.unit)}::text[],
        ${column((line) => line.rate)}::bigint[],
        ${column((line) => line.amount)}::bigint[],
        ${column((line) => line.notes)}::text[],
        ${column((_line, index) => start + index + 1)}::int[]
      ) as t`)
  }
}

/** GET /v2/budget/budgetUploadHistory: every upload tried, newest first. */
export async function uploadHistory(
  db: Database,
  caller: Caller,
  projectId: number,
): Promise<BudgetUpload[]> {
  const project = await budgetProject(db, caller, projectId)
  const rows = await db
    .select({ upload: budgetUploads, userName: users.name })
    .from(budgetUploads)
    .leftJoin(users, eq(users.id, budgetUploads.userId))
    .where(and(eq(budgetUploads.projectId, project.id), eq(budgetUploads.organizationId, caller.tenantId)))
    .orderBy(desc(budgetUploads.uploadedAt), desc(budgetUploads.id))
    .limit(500)
  return rows.map(({ upload, userName }) => ({
    upload_id: upload.id,
    file_name: upload.fileName,
    user_name: userName,
    uploaded_at: upload.uploadedAt.toISOString(),
    rows: upload.rows,
    budgetV: upload.versionNo,
    result: upload.result === 'applied' ? 'applied' : 'rejected',
    error_count: upload.errorCount,
    message: upload.message,
  }))
}
