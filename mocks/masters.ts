import type { FieldError } from '../contract/envelope'
import { MASTERS, type MasterDefinition, type MasterKey, referencesTo } from '../contract/masters/definitions'
import { type Field, normalizeDecimal, type RefTarget, refLabelKey } from '../contract/masters/fields'
import { defaultsOf, labelOf, uniqueKey } from '../contract/masters/rules'
import type { AnyMasterRecord } from '../contract/masters/schemas'
import { type MockMasterRow, world } from './world'

/*
 * The mock side of the masters engine: records seen through the contract, and the rules the
 * real server keeps (references in the same organisation and active, unique rules, records in
 * use), so a demo on mocks refuses what the product refuses.
 */

export const fields = (definition: MasterDefinition) => Object.entries(definition.fields) as [string, Field][]

export function rowsOf(key: MasterKey, tenantId: number) {
  return world().masters[key].filter((row) => row.organizationId === tenantId)
}

export function findRow(key: MasterKey, tenantId: number, id: number) {
  return world().masters[key].find((row) => row.id === id && row.organizationId === tenantId)
}

type Target = {
  id: number
  organizationId: number
  label: string
  archived: boolean
  values: Record<string, unknown>
}

/** What a reference points to: a master record or a project. */
export function targetOf(target: RefTarget, id: number): Target | undefined {
  if (target === 'project') {
    const project = world().projects.find((candidate) => candidate.id === id)
    return project
      ? {
          id,
          organizationId: project.organizationId,
          label: `${project.code} — ${project.name}`,
          archived: false,
          values: { code: project.code, name: project.name },
        }
      : undefined
  }
  const row = world().masters[target].find((candidate) => candidate.id === id)
  return row
    ? {
        id,
        organizationId: row.organizationId,
        label: labelOf(MASTERS[target], row.values),
        archived: row.archivedAt !== null,
        values: row.values,
      }
    : undefined
}

/** Every record a reference may point to in an organisation, for imports. */
export function targetsIn(target: RefTarget, tenantId: number): Target[] {
  if (target === 'project') {
    return world()
      .projects.filter((project) => project.organizationId === tenantId)
      .flatMap((project) => targetOf('project', project.id) ?? [])
  }
  return rowsOf(target, tenantId).flatMap((row) => targetOf(target, row.id) ?? [])
}

function currentRate(row: MockMasterRow, today = new Date().toISOString().slice(0, 10)) {
  if (row.values.is_base) return { current_rate: '1.000000', rate_effective_from: null }
  const rate = world()
    .currencyRates.filter((candidate) => candidate.currencyId === row.id && candidate.effectiveFrom <= today)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0]
  return { current_rate: rate?.rate ?? null, rate_effective_from: rate?.effectiveFrom ?? null }
}

export function masterView(key: MasterKey, row: MockMasterRow): AnyMasterRecord {
  const definition = MASTERS[key]
  const record: Record<string, unknown> = { [definition.idField]: row.id }
  const values = { ...defaultsOf(definition), ...row.values }
  for (const [fieldKey, descriptor] of fields(definition)) {
    const value = values[fieldKey]
    record[fieldKey] =
      descriptor.kind === 'decimal' && value !== null
        ? normalizeDecimal(String(value), descriptor.scale)
        : value
    if (descriptor.kind === 'ref') {
      record[refLabelKey(fieldKey)] =
        value === null ? null : (targetOf(descriptor.target, Number(value))?.label ?? null)
    }
  }
  return {
    ...record,
    ...(key === 'currency' ? currentRate(row) : {}),
    label: labelOf(definition, values),
    custom: row.custom,
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

/** The list's sort keys, as the server offers them. */
export function sortKeys(key: MasterKey) {
  const keys: Record<string, (row: MockMasterRow) => string | number | null> = {
    created_at: (row) => row.createdAt,
    updated_at: (row) => row.updatedAt,
  }
  for (const [fieldKey, descriptor] of fields(MASTERS[key])) {
    if (!descriptor.sortable) continue
    if (descriptor.kind === 'ref') {
      keys[fieldKey.replace(/_id$/, '')] = (row) => {
        const id = row.values[fieldKey]
        return id === null || id === undefined
          ? null
          : (targetOf(descriptor.target, Number(id))?.label ?? null)
      }
    } else if (
      descriptor.kind === 'decimal' ||
      descriptor.kind === 'integer' ||
      descriptor.kind === 'money'
    ) {
      keys[fieldKey] = (row) => (row.values[fieldKey] === null ? null : Number(row.values[fieldKey]))
    } else if (descriptor.kind === 'boolean') {
      keys[fieldKey] = (row) => (row.values[fieldKey] ? 1 : 0)
    } else {
      keys[fieldKey] = (row) => (row.values[fieldKey] as string | null)?.toLowerCase() ?? null
    }
  }
  return keys
}

export function checkReferences(
  key: MasterKey,
  tenantId: number,
  values: Record<string, unknown>,
  changed: Record<string, unknown>,
): FieldError[] {
  const definition = MASTERS[key]
  const errors: FieldError[] = []
  for (const [fieldKey, descriptor] of fields(definition)) {
    if (descriptor.kind !== 'ref' || !(fieldKey in changed)) continue
    const id = values[fieldKey]
    if (id === null || id === undefined) continue
    const target = targetOf(descriptor.target, Number(id))
    const noun = descriptor.target === 'project' ? 'project' : MASTERS[descriptor.target].noun
    if (!target || target.organizationId !== tenantId) {
      errors.push({ path: fieldKey, message: `Choose a ${noun} of this organisation`, code: 'refForeign' })
    } else if (target.archived) {
      errors.push({
        path: fieldKey,
        message: `This ${noun} is archived: choose an active one`,
        code: 'refArchived',
      })
    } else if (
      descriptor.within &&
      values[descriptor.within] !== null &&
      target.values[descriptor.within] !== values[descriptor.within]
    ) {
      const parent = definition.fields[descriptor.within as keyof typeof definition.fields] as Extract<
        Field,
        { kind: 'ref' }
      >
      errors.push({
        path: fieldKey,
        message: `This ${noun} belongs to another ${MASTERS[parent.target as MasterKey].noun}`,
        code: 'refParent',
      })
    }
  }
  return errors
}

/** The unique rule a record would break, with the server's message. */
export function clashOf(
  key: MasterKey,
  tenantId: number,
  values: Record<string, unknown>,
  exceptId?: number,
) {
  const definition = MASTERS[key]
  for (const [index, rule] of definition.unique.entries()) {
    const wanted = uniqueKey(rule, values)
    if (wanted === null) continue
    const clash = rowsOf(key, tenantId).find(
      (row) =>
        row.id !== exceptId && uniqueKey(rule, { ...defaultsOf(definition), ...row.values }) === wanted,
    )
    if (clash) {
      const message = clash.archivedAt ? `${rule.message} (archived: restore it instead)` : rule.message
      return {
        message,
        path: rule.fields[rule.fields.length - 1] ?? 'body',
        code: clash.archivedAt ? 'uniqueArchived' : 'unique',
        rule: index,
      }
    }
  }
  return null
}

/** Where a record is used, like the server counts it. */
export function usageOf(key: MasterKey, id: number): string[] {
  const uses: string[] = []
  for (const reference of referencesTo(key)) {
    const count = world().masters[reference.master].filter((row) => row.values[reference.field] === id).length
    const source = MASTERS[reference.master]
    if (count) uses.push(`${count} ${count === 1 ? source.noun : source.plural}`)
  }
  const users = world().users
  const others: [string, number][] = [
    ['users', key === 'company' ? users.filter((u) => u.companyId === id).length : 0],
    ['projects', key === 'company' ? world().projects.filter((p) => p.companyId === id).length : 0],
  ]
  if (key === 'department') others[0] = ['users', users.filter((u) => u.departmentId === id).length]
  if (key === 'designation') others[0] = ['users', users.filter((u) => u.designationId === id).length]
  for (const [plural, count] of others) if (count) uses.push(`${count} ${plural}`)
  return uses
}

/** The message of a flagged master whose organisation has it off, or null. */
export function switchedOff(key: MasterKey, tenantId: number): string | null {
  const definition: MasterDefinition = MASTERS[key]
  if (!definition.flag) return null
  const organization = world().organizations.find((candidate) => candidate.id === tenantId)
  if (organization?.flags[definition.flag]) return null
  const plural = definition.plural.charAt(0).toUpperCase() + definition.plural.slice(1)
  return `${plural} are switched off for this organisation (${definition.flag})`
}
