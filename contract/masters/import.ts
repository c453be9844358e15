import type * as z from 'zod/mini'
import type { ErrorCode } from '../errors'
import type { SheetRow } from '../spreadsheet'
import type { MasterDefinition } from './definitions'
import { type Field, parseMoney, type RefTarget } from './fields'
import { checkWrite, defaultsOf, fieldsOf, hasDefault, issuesToErrors, labelOf, uniqueKey } from './rules'
import type { ImportRow } from './schemas'
import { unmaskChange } from './sensitive'

/**
 * How a CSV/XLSX file becomes master records: which column is which field, how a cell's text
 * becomes a value, and what each row would do (create, update, nothing) or why it cannot be
 * imported. The server and the mocks both plan imports with it; nothing is written here.
 */

export type ImportColumn = { field: string; header: string }

/** The file's columns: each field by its key, references without `_id` (`country`, not `country_id`). */
export function importColumns(definition: MasterDefinition): ImportColumn[] {
  return fieldsOf(definition).map(([key, descriptor]) => ({
    field: key,
    header: descriptor.kind === 'ref' ? key.replace(/_id$/, '') : key,
  }))
}

const normalizeHeader = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

export type ExistingRecord = { id: number; values: Record<string, unknown>; archived: boolean }

export type ImportContext = {
  /** The record a file's text (a name, a code) names, or null when there is none. */
  resolveRef: (target: RefTarget, text: string) => number | null
  /** The existing record holding a unique rule's key. */
  existing: (ruleIndex: number, key: string) => ExistingRecord | undefined
}

export type PlannedRow = ImportRow & {
  /** The record's values after the import: what to insert or update. */
  values?: Record<string, unknown>
  id?: number
  /** The record's values before an update. */
  before?: Record<string, unknown>
}

export type ImportPlan =
  | { ok: true; rows: PlannedRow[] }
  | { ok: false; message: string; code: ErrorCode; params?: Record<string, string | number> }

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'ja', 'oui', 'sim'])
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '', 'nein', 'non', 'não', 'nao'])

type Params = Record<string, string | number>
type Cell = { value?: unknown; error?: { message: string; code: string; params?: Params } }
const cellError = (message: string, code: string, params?: Params): Cell => ({
  error: { message, code, params },
})

function cellValue(descriptor: Field, text: string, context: ImportContext): Cell {
  const trimmed = text.trim()
  switch (descriptor.kind) {
    case 'integer':
      if (trimmed === '') return { value: null }
      return /^-?\d+$/.test(trimmed)
        ? { value: Number(trimmed) }
        : cellError('Enter a whole number', 'wholeNumber')
    case 'decimal':
      return { value: trimmed === '' ? null : trimmed.replace(/%$/, '').trim() }
    case 'money': {
      if (trimmed === '') return { value: null }
      const units = parseMoney(trimmed.replace(/^[^\d-]+/, ''))
      return units === null ? cellError('Enter an amount like 30000.00', 'amount') : { value: units }
    }
    case 'boolean': {
      const word = trimmed.toLowerCase()
      if (TRUE_WORDS.has(word)) return { value: true }
      if (FALSE_WORDS.has(word)) return { value: false }
      return cellError('Enter yes or no', 'yesNo')
    }
    case 'choice': {
      if (trimmed === '') return { value: null }
      const wanted = trimmed.toLowerCase().replace(/[\s-]+/g, '_')
      const match = descriptor.values.find((value) => value === wanted)
      return match
        ? { value: match }
        : cellError(`Choose one of: ${descriptor.values.join(', ')}`, 'choice', {
            values: descriptor.values.join(', '),
          })
    }
    case 'ref': {
      if (trimmed === '') return { value: null }
      const found = context.resolveRef(descriptor.target, trimmed)
      return found === null
        ? cellError(`Nothing called “${trimmed}” was found`, 'notFound', { text: trimmed })
        : { value: found }
    }
    case 'list':
      return {
        value: trimmed
          .split(/[|;]/)
          .map((item) => item.trim())
          .filter(Boolean),
      }
    default:
      return { value: trimmed === '' ? null : trimmed }
  }
}

function differs(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.keys(after).some(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  )
}

/**
 * Plans the import of a file's rows: the first row names the columns. Every row is checked as
 * the API would check it, against the records already there and against the file's other rows.
 */
export function planImport(
  definition: MasterDefinition,
  schemas: { create: z.ZodMiniType; update: z.ZodMiniType },
  sheet: SheetRow[],
  context: ImportContext,
): ImportPlan {
  const [header, ...rows] = sheet
  if (!header) return { ok: false, message: 'The file is empty', code: 'fileEmpty' }
  if (rows.length === 0)
    return { ok: false, message: 'The file has a header row but no records', code: 'noRecords' }
  const byHeader = new Map(
    importColumns(definition).map((column) => [normalizeHeader(column.header), column]),
  )
  for (const column of importColumns(definition)) byHeader.set(normalizeHeader(column.field), column)
  const columns = header.cells.map((cell) => byHeader.get(normalizeHeader(cell)))
  const unknown = header.cells.filter((cell, index) => cell.trim() && !columns[index])
  if (unknown.length) {
    const expected = importColumns(definition)
      .map((column) => column.header)
      .join(', ')
    const names = unknown.map((cell) => `“${cell}”`).join(', ')
    return {
      ok: false,
      message: `Unknown column ${names}. The columns are: ${expected}`,
      code: 'unknownColumns',
      params: { columns: names, expected },
    }
  }
  const missing = fieldsOf(definition).filter(
    ([key, descriptor]) =>
      descriptor.required && !hasDefault(descriptor) && !columns.some((column) => column?.field === key),
  )
  if (missing.length) {
    const names = missing
      .map(([key, descriptor]) => (descriptor.kind === 'ref' ? key.replace(/_id$/, '') : key))
      .join(', ')
    return {
      ok: false,
      message: `The file needs the column${missing.length > 1 ? 's' : ''} ${names}`,
      code: 'missingColumns',
      params: { columns: names },
    }
  }

  const descriptors = definition.fields as Record<string, Field>
  const seen = definition.unique.map(() => new Map<string, number>())
  const planned = rows.map((row): PlannedRow => {
    const errors: ImportRow['errors'] = []
    const input: Record<string, unknown> = {}
    columns.forEach((column, index) => {
      if (!column) return
      const descriptor = descriptors[column.field]
      if (!descriptor) return
      const cell = cellValue(descriptor, row.cells[index] ?? '', context)
      if (cell.error) errors.push({ field: column.header, ...cell.error })
      else input[column.field] = cell.value
    })
    const headerOf = (path: string) => {
      const key = path.split('.')[0] ?? path
      return importColumns(definition).find((column) => column.field === key)?.header ?? key
    }
    const fallbackLabel = row.cells.find((cell) => cell.trim())?.trim() ?? ''
    if (errors.length) return { line: row.line, action: 'error', label: fallbackLabel, errors }

    const normalized = schemas.update.safeParse(input)
    if (!normalized.success) {
      return {
        line: row.line,
        action: 'error',
        label: fallbackLabel,
        errors: issuesToErrors(normalized.error.issues).map(({ path, ...issue }) => ({
          field: headerOf(path),
          ...issue,
        })),
      }
    }
    const firstKey = definition.unique[0]
      ? uniqueKey(definition.unique[0], { ...defaultsOf(definition), ...(normalized.data as object) })
      : null
    const match = firstKey === null ? undefined : context.existing(0, firstKey)
    // A file made from a masked list keeps the real bank details (see ./sensitive).
    const unmasked = unmaskChange(
      definition,
      match?.values ?? null,
      normalized.data as Record<string, unknown>,
    )
    if (unmasked.errors.length) {
      return {
        line: row.line,
        action: 'error',
        label: fallbackLabel,
        errors: unmasked.errors.map(({ path, ...error }) => ({ field: headerOf(path), ...error })),
      }
    }
    const values = unmasked.values
    const merged = { ...(match ? match.values : defaultsOf(definition)), ...values }
    const label = labelOf(definition, merged) || fallbackLabel
    const checked = checkWrite(definition, schemas.create, merged)
    if (!checked.ok) {
      return {
        line: row.line,
        action: 'error',
        label,
        errors: checked.errors.map(({ path, ...error }) => ({ field: headerOf(path), ...error })),
      }
    }
    if (match?.archived) {
      return {
        line: row.line,
        action: 'error',
        label,
        errors: [
          {
            field: '',
            message: 'This record is archived: restore it before importing over it',
            code: 'archivedRecord',
          },
        ],
      }
    }
    definition.unique.forEach((rule, index) => {
      const key = uniqueKey(rule, merged)
      if (key === null) return
      const earlier = seen[index]?.get(key)
      if (earlier !== undefined) {
        errors.push({
          field: headerOf(rule.fields[rule.fields.length - 1] ?? ''),
          message: `Same as line ${earlier}`,
          code: 'sameAs',
          params: { line: earlier },
        })
        return
      }
      seen[index]?.set(key, row.line)
      const holder = context.existing(index, key)
      if (holder && holder.id !== match?.id) {
        errors.push({
          field: headerOf(rule.fields[rule.fields.length - 1] ?? ''),
          message: rule.message,
          code: 'unique',
          params: { rule: index },
        })
      }
    })
    if (errors.length) return { line: row.line, action: 'error', label, errors }
    if (!match) return { line: row.line, action: 'create', label, errors, values: merged }
    return {
      line: row.line,
      action: differs(match.values, merged) ? 'update' : 'unchanged',
      label,
      errors,
      values: merged,
      id: match.id,
      before: match.values,
    }
  })
  return { ok: true, rows: planned }
}
