import { lineAmount } from '../contract/budget-upload'
import type { Role } from '../contract/codes'
import { DEMO_BUDGET_PROJECT, DEMO_BUDGET_VERSIONS, DEMO_DAILY_BUDGETS } from '../contract/demo-budget'
import { parseMoney } from '../contract/masters/fields'
import { lookupText } from '../contract/masters/rules'
import { type MockBudgetVersion, nextId, type World } from './world'

/*
 * The demo budget written into a new mock world like the server's seed writes it: Monsoon
 * Diaries gets its approved original (version 1), the revision after the recce (version 2,
 * current), one applied upload per version and three planned shoot days. Works on the world being
 * built, so it never calls world().
 */

const CREATED_AT = ['2026-11-02T10:00:00.000Z', '2026-11-12T10:00:00.000Z']
const APPROVED_AT = '2026-11-03T16:30:00.000Z'

export function seedDemoBudget(world: World, organizationId: number) {
  const project = world.projects.find(
    (p) => p.organizationId === organizationId && p.code === DEMO_BUDGET_PROJECT,
  )
  if (!project) return
  const rowsOf = (key: 'category' | 'subcategory' | 'city' | 'currency') =>
    world.masters[key].filter((row) => row.organizationId === organizationId)
  /** A master row by its name (a sub-category within its category). */
  const named = (key: 'category' | 'subcategory' | 'city', name: string, categoryId?: number) => {
    const row = rowsOf(key).find(
      (r) =>
        lookupText(String(r.values.name)) === lookupText(name) &&
        (categoryId === undefined || r.values.category_id === categoryId),
    )
    if (!row) throw new Error(`mock seed: no ${key} ${name}`)
    return row
  }
  const currency =
    rowsOf('currency').find((row) => row.id === project.currencyId) ??
    rowsOf('currency').find((row) => row.values.is_base === true)
  const minorUnits = Number(currency?.values.minor_units ?? 2)
  const money = (text: string) => parseMoney(text, minorUnits) ?? 0
  const userOf = (roleType: Role) =>
    world.users.find(
      (user) =>
        user.organizationId === organizationId &&
        world.roles.find((role) => role.id === user.roleId)?.roleType === roleType,
    )?.id ?? null
  const manager = userOf('Admin Manager')
  const admin = userOf('Admin')

  let originalSet = false
  DEMO_BUDGET_VERSIONS.forEach((planned, index) => {
    const createdAt = CREATED_AT[index] ?? CREATED_AT[CREATED_AT.length - 1] ?? ''
    const original = planned.approved && !originalSet
    originalSet ||= original
    const version: MockBudgetVersion = {
      id: nextId(world, 'budgetVersions'),
      organizationId,
      projectId: project.id,
      versionNo: index + 1,
      note: planned.note,
      source: 'upload',
      copiedFrom: null,
      isCurrent: index === DEMO_BUDGET_VERSIONS.length - 1,
      isOriginal: original,
      approvedAt: planned.approved ? APPROVED_AT : null,
      approvedBy: planned.approved ? admin : null,
      createdBy: manager,
      archivedAt: null,
      createdAt,
    }
    world.budgetVersions.push(version)
    planned.lines.forEach((line, position) => {
      const category = named('category', line.category)
      const rate = money(line.rate)
      world.budgetLines.push({
        id: nextId(world, 'budgetLines'),
        organizationId,
        projectId: project.id,
        versionId: version.id,
        budgetCode: line.code,
        categoryId: category.id,
        subCategoryId: line.subCategory ? named('subcategory', line.subCategory, category.id).id : null,
        description: line.description,
        cityId: line.city ? named('city', line.city).id : null,
        isAtl: category.values.above_the_line === true,
        quantity: line.quantity,
        unit: line.unit,
        rate,
        amount: lineAmount(line.quantity, rate),
        notes: line.notes ?? null,
        position: position + 1,
        rowVersion: 1,
        updatedBy: manager,
        deletedAt: null,
        updatedAt: createdAt,
      })
    })
    world.budgetUploads.push({
      id: nextId(world, 'budgetUploads'),
      organizationId,
      projectId: project.id,
      fileName: `${DEMO_BUDGET_PROJECT} budget v${index + 1}.xlsx`,
      userId: manager,
      rows: planned.lines.length,
      versionNo: index + 1,
      result: 'applied',
      errorCount: 0,
      message: null,
      uploadedAt: createdAt,
    })
  })

  for (const day of DEMO_DAILY_BUDGETS) {
    const lines = day.lines.map((line) => ({
      budget_code: line.code,
      description: line.description,
      amount: money(line.amount),
    }))
    world.dailyBudgets.push({
      id: nextId(world, 'dailyBudgets'),
      organizationId,
      projectId: project.id,
      day: day.date,
      title: day.title,
      cityId: named('city', day.city).id,
      notes: null,
      lines,
      total: lines.reduce((total, line) => total + line.amount, 0),
      rowVersion: 1,
      archivedAt: null,
      updatedAt: CREATED_AT[CREATED_AT.length - 1] ?? '',
    })
  }
}
