import { and, eq, isNull } from 'drizzle-orm'
import { lineAmount, type PlannedBudgetLine } from '../../contract/budget-upload'
import { DEMO_BUDGET_PROJECT, DEMO_BUDGET_VERSIONS, DEMO_DAILY_BUDGETS } from '../../contract/demo-budget'
import { parseMoney } from '../../contract/masters/fields'
import { lookupText } from '../../contract/masters/rules'
import { insertLines } from '../modules/budget/upload'
import type { Database } from './client'
import {
  auditLog,
  budgetUploads,
  budgetVersions,
  categories,
  cities,
  currencies,
  dailyBudgets,
  projects,
  subCategories,
} from './schema'

/*
 * The demo budget of contract/demo-budget.ts for an organisation that has the demo project
 * (Monsoon Diaries, MD-01): version 1 uploaded and approved (the locked original), version 2
 * uploaded after the recce (current), their upload history, and three planned shoot days.
 * Names resolve against the organisation's own masters, as an upload would.
 */

export async function seedDemoBudget(
  tx: Database,
  organizationId: number,
  people: { uploader?: number; approver?: number },
  now: Date,
) {
  const [project] = await tx
    .select({ id: projects.id, currencyId: projects.currencyId })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.code, DEMO_BUDGET_PROJECT)))
  if (!project) return
  const [currency] = await tx
    .select({ minorUnits: currencies.minorUnits })
    .from(currencies)
    .where(
      and(
        eq(currencies.organizationId, organizationId),
        project.currencyId ? eq(currencies.id, project.currencyId) : eq(currencies.isBase, true),
      ),
    )
  const minorUnits = currency?.minorUnits ?? 2
  const of = <T extends { id: number }>(rows: T[], key: (row: T) => string) =>
    new Map(rows.map((row) => [lookupText(key(row)), row.id]))
  const active = <T extends typeof categories | typeof subCategories | typeof cities>(table: T) =>
    and(eq(table.organizationId, organizationId), isNull(table.archivedAt))
  const categoryRows = await tx
    .select({ id: categories.id, name: categories.name, aboveTheLine: categories.aboveTheLine })
    .from(categories)
    .where(active(categories))
  const categoryIds = of(categoryRows, (row) => row.name)
  const aboveTheLine = new Set(categoryRows.filter((row) => row.aboveTheLine).map((row) => row.id))
  const subCategoryIds = of(
    await tx
      .select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
      .from(subCategories)
      .where(active(subCategories)),
    (row) => `${row.categoryId}:${row.name}`,
  )
  const cityIds = of(
    await tx.select({ id: cities.id, name: cities.name }).from(cities).where(active(cities)),
    (row) => row.name,
  )
  const found = (ids: Map<string, number>, what: string, text: string) => {
    const id = ids.get(lookupText(text))
    if (id === undefined) throw new Error(`seed: no ${what} ${text}`)
    return id
  }

  let original = true
  for (const [index, plan] of DEMO_BUDGET_VERSIONS.entries()) {
    const versionNo = index + 1
    const lines: PlannedBudgetLine[] = plan.lines.map((line, position) => {
      const categoryId = found(categoryIds, 'category', line.category)
      const rate = parseMoney(line.rate, minorUnits) ?? 0
      return {
        line: position + 2,
        budget_code: line.code,
        category_id: categoryId,
        sub_category_id: line.subCategory
          ? found(subCategoryIds, 'sub-category', `${categoryId}:${line.subCategory}`)
          : null,
        description: line.description,
        city_id: line.city ? found(cityIds, 'city', line.city) : null,
        // As an upload with an empty ATL cell: the category's own side of the line.
        is_atl: aboveTheLine.has(categoryId),
        quantity: line.quantity,
        unit: line.unit,
        rate,
        amount: lineAmount(line.quantity, rate),
        notes: line.notes ?? null,
      }
    })
    const isCurrent = versionNo === DEMO_BUDGET_VERSIONS.length
    const [version] = await tx
      .insert(budgetVersions)
      .values({
        organizationId,
        projectId: project.id,
        versionNo,
        note: plan.note,
        source: 'upload',
        isCurrent,
        isOriginal: plan.approved && original,
        approvedAt: plan.approved ? now : null,
        approvedBy: plan.approved ? (people.approver ?? null) : null,
        createdBy: people.uploader ?? null,
        lineCount: lines.length,
        total: lines.reduce((sum, line) => sum + line.amount, 0),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: budgetVersions.id })
    if (!version) throw new Error('seed: budget version')
    if (plan.approved) original = false
    await insertLines(tx, lines, {
      organizationId,
      projectId: project.id,
      versionId: version.id,
      userId: people.uploader ?? null,
      now,
    })
    const fileName = `${DEMO_BUDGET_PROJECT} budget v${versionNo}.xlsx`
    await tx.insert(budgetUploads).values({
      organizationId,
      projectId: project.id,
      fileName,
      userId: people.uploader ?? null,
      rows: lines.length,
      versionNo,
      result: 'applied',
      uploadedAt: now,
    })
    await tx.insert(auditLog).values({
      organizationId,
      actorUserId: people.uploader ?? null,
      action: 'budget_version.upload',
      entity: 'budget_version',
      entityId: String(version.id),
      after: { budgetV: versionNo, file_name: fileName, rows: lines.length, note: plan.note },
      at: now,
    })
  }

  for (const day of DEMO_DAILY_BUDGETS) {
    const lines = day.lines.map((line) => ({
      budget_code: line.code,
      description: line.description,
      amount: parseMoney(line.amount, minorUnits) ?? 0,
    }))
    await tx.insert(dailyBudgets).values({
      organizationId,
      projectId: project.id,
      day: day.date,
      title: day.title,
      cityId: found(cityIds, 'city', day.city),
      lines,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
      updatedBy: people.uploader ?? null,
      createdAt: now,
      updatedAt: now,
    })
  }
}
