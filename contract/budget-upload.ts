import { BUDGET_CODE_PATTERN } from './budget'
import type { FieldError } from './envelope'
import type { ErrorCode } from './errors'
import { parseMoney } from './masters/fields'
import type { SheetRow } from './spreadsheet'

/*
 * How a budget file (CSV or XLSX) becomes the lines of a new version. The server and the mocks
 * both plan uploads with it; nothing is written here. A file is taken whole or not at all: every
 * bad row is reported with its line number and reason.
 */

export type BudgetColumn =
  | 'budget_code'
  | 'category'
  | 'sub_category'
  | 'description'
  | 'city'
  | 'atl'
  | 'quantity'
  | 'unit'
  | 'rate'
  | 'amount'
  | 'notes'

/** The template's columns, in order, with the headings a file may use for each. */
export const BUDGET_COLUMNS: { key: BudgetColumn; header: string; aliases: string[]; required: boolean }[] = [
  { key: 'budget_code', header: 'Budget Code', aliases: ['code', 'account', 'acct'], required: true },
  { key: 'category', header: 'Category', aliases: [], required: true },
  { key: 'sub_category', header: 'Sub-category', aliases: ['subcategory'], required: false },
  { key: 'description', header: 'Description', aliases: ['item', 'particulars'], required: true },
  { key: 'city', header: 'City', aliases: ['location'], required: false },
  { key: 'atl', header: 'ATL', aliases: ['abovetheline', 'isatl'], required: false },
  { key: 'quantity', header: 'Quantity', aliases: ['qty', 'units'], required: false },
  { key: 'unit', header: 'Unit', aliases: ['uom', 'per'], required: false },
  { key: 'rate', header: 'Rate', aliases: ['unitrate', 'price'], required: false },
  { key: 'amount', header: 'Amount', aliases: ['total'], required: false },
  { key: 'notes', header: 'Notes', aliases: ['remarks', 'comment'], required: false },
]

/** Two example lines for the downloadable template. */
export const BUDGET_TEMPLATE_ROWS: string[][] = [
  [
    '1100-01',
    'Cast',
    'Lead Cast',
    'Lead actor fee',
    'Mumbai',
    'Y',
    '1',
    'flat',
    '2500000.00',
    '2500000.00',
    '',
  ],
  [
    '2300-04',
    'Camera',
    'Camera Equipment',
    'Camera package rental',
    'Mumbai',
    'N',
    '30',
    'day',
    '45000.00',
    '1350000.00',
    'ARRI Alexa 35 kit',
  ],
]

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
const TRUE_WORDS = new Set(['y', 'yes', 'true', '1', 'atl', 'x'])
const FALSE_WORDS = new Set(['n', 'no', 'false', '0', 'btl'])

/** quantity ("2.5") × rate (minor units) → amount in minor units, rounded half away from zero. */
export function lineAmount(quantity: string, rate: number): number {
  const [whole = '0', fraction = ''] = quantity.split('.')
  const thousandths = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3) || '0')
  const product = thousandths * BigInt(rate)
  return Number((product + 500n) / 1000n)
}

/** amount ÷ quantity, rounded to the minor unit: the rate behind a total. */
export function unitRate(quantity: string, amount: number): number {
  const [whole = '0', fraction = ''] = quantity.split('.')
  const thousandths = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3) || '0')
  if (thousandths === 0n) return 0
  return Number((BigInt(amount) * 1000n * 2n + thousandths) / (thousandths * 2n))
}

/** "2.50" → "2.5", "007" → "7": one spelling per quantity. */
export function normalizeQuantity(text: string): string | null {
  const match = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(text.trim().replace(/,/g, ''))
  if (!match) return null
  const whole = String(Number(match[1]))
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

export type PlannedBudgetLine = {
  line: number
  budget_code: string
  category_id: number
  sub_category_id: number | null
  description: string
  city_id: number | null
  is_atl: boolean
  quantity: string
  unit: string | null
  rate: number
  amount: number
  notes: string | null
}

export type BudgetUploadContext = {
  minorUnits: number
  /** The category a file's text names (name or code), or null; its flag is the line's default ATL. */
  category: (text: string) => { id: number; aboveTheLine: boolean } | null
  /** The sub-category of that category a file's text names, or null. */
  subCategory: (categoryId: number, text: string) => number | null
  city: (text: string) => number | null
}

export type BudgetUploadPlan =
  | { ok: true; lines: PlannedBudgetLine[] }
  | {
      ok: false
      message: string
      code: ErrorCode
      params?: Params
      errors: FieldError[]
      rows: number
    }

type Params = Record<string, string | number>

/** A bad cell: the English message, and a code with the values a client needs to say it itself. */
const rowError = (
  line: number,
  field: string,
  message: string,
  code: string,
  params: Params = {},
): FieldError => ({
  path: `rows.${line}.${field}`,
  message: `Line ${line}: ${message}`,
  code,
  params: { line, ...params },
})

export function planBudgetUpload(sheet: SheetRow[], context: BudgetUploadContext): BudgetUploadPlan {
  const [header, ...rows] = sheet
  const fail = (
    message: string,
    code: ErrorCode,
    errors: FieldError[] = [],
    params?: Params,
  ): BudgetUploadPlan => ({
    ok: false,
    message,
    code,
    params,
    errors,
    rows: rows.length,
  })
  if (!header) return fail('The file has no header row', 'noHeader')
  const columnIndex = new Map<BudgetColumn, number>()
  header.cells.forEach((cell, index) => {
    const name = normalize(cell)
    const column = BUDGET_COLUMNS.find((c) => normalize(c.header) === name || c.aliases.includes(name))
    if (column && !columnIndex.has(column.key)) columnIndex.set(column.key, index)
  })
  const missing = BUDGET_COLUMNS.filter((c) => c.required && !columnIndex.has(c.key)).map((c) => c.header)
  if (!columnIndex.has('rate') && !columnIndex.has('amount')) missing.push('Rate or Amount')
  if (missing.length)
    return fail(
      `The file lacks the column(s): ${missing.join(', ')}`,
      'missingColumns',
      [
        {
          path: 'file',
          message: `Missing column(s): ${missing.join(', ')}`,
          code: 'missingColumns',
          params: { columns: missing.join(', ') },
        },
      ],
      { columns: missing.join(', ') },
    )
  if (rows.length === 0) return fail('The file has no budget lines', 'noRows')

  const errors: FieldError[] = []
  const lines: PlannedBudgetLine[] = []
  const seenCodes = new Map<string, number>()
  for (const row of rows) {
    const cell = (key: BudgetColumn) => {
      const index = columnIndex.get(key)
      return index === undefined ? '' : (row.cells[index] ?? '').trim()
    }
    const before = errors.length
    const add = (field: string, message: string, code: string, params?: Params) =>
      errors.push(rowError(row.line, field, message, code, params))

    const code = cell('budget_code')
    if (!code) add('budget_code', 'the budget code is missing', 'required')
    else if (!BUDGET_CODE_PATTERN.test(code))
      add('budget_code', `“${code}” is not a budget code (letters, digits, . - / up to 40)`, 'budgetCode', {
        value: code,
      })
    else {
      const first = seenCodes.get(code.toLowerCase())
      if (first !== undefined)
        add('budget_code', `budget code ${code} is already on line ${first}`, 'duplicateCode', {
          value: code,
          first,
        })
      else seenCodes.set(code.toLowerCase(), row.line)
    }

    const categoryText = cell('category')
    const category = categoryText ? context.category(categoryText) : null
    const categoryId = category?.id ?? null
    if (!categoryText) add('category', 'the category is missing', 'required')
    else if (categoryId === null)
      add('category', `there is no budget category “${categoryText}”`, 'unknownCategory', {
        value: categoryText,
      })

    const subText = cell('sub_category')
    let subCategoryId: number | null = null
    if (subText && categoryId !== null) {
      subCategoryId = context.subCategory(categoryId, subText)
      if (subCategoryId === null)
        add('sub_category', `“${subText}” is not a sub-category of ${categoryText}`, 'unknownSubCategory', {
          value: subText,
          category: categoryText,
        })
    }

    const description = cell('description')
    if (!description) add('description', 'the description is missing', 'required')
    else if (description.length > 500)
      add('description', 'the description is longer than 500 characters', 'maxLength', { max: 500 })

    const cityText = cell('city')
    const cityId = cityText ? context.city(cityText) : null
    if (cityText && cityId === null)
      add('city', `there is no city “${cityText}”`, 'unknownCity', { value: cityText })

    // An empty ATL cell takes the category's own side of the line.
    const atlText = cell('atl').toLowerCase()
    const isAtl = atlText === '' ? (category?.aboveTheLine ?? false) : TRUE_WORDS.has(atlText)
    if (atlText !== '' && !TRUE_WORDS.has(atlText) && !FALSE_WORDS.has(atlText))
      add('atl', `ATL must be Y or N, not “${cell('atl')}”`, 'yesNo', { value: cell('atl') })

    const quantityText = cell('quantity')
    const quantity = quantityText ? normalizeQuantity(quantityText) : '1'
    if (quantity === null)
      add('quantity', `“${quantityText}” is not a quantity (up to 3 decimals)`, 'quantity', {
        value: quantityText,
      })

    const rateText = cell('rate')
    const amountText = cell('amount')
    const rate = rateText ? parseMoney(rateText, context.minorUnits) : null
    const statedAmount = amountText ? parseMoney(amountText, context.minorUnits) : null
    if (rateText && (rate === null || rate < 0))
      add('rate', `“${rateText}” is not a rate`, 'money', { value: rateText })
    if (amountText && (statedAmount === null || statedAmount < 0))
      add('amount', `“${amountText}” is not an amount`, 'money', { value: amountText })
    if (!rateText && !amountText) add('rate', 'give a rate or an amount', 'rateOrAmount')

    let finalRate = rate ?? 0
    let amount = 0
    if (quantity !== null && errors.length === before) {
      if (rate !== null) {
        amount = lineAmount(quantity, rate)
        if (statedAmount !== null && Math.abs(statedAmount - amount) > 1)
          add(
            'amount',
            `the amount ${amountText} is not quantity × rate (${quantity} × ${rateText})`,
            'amountMismatch',
            { value: amountText, quantity, rate: rateText },
          )
      } else if (statedAmount !== null) {
        // Only a total given: the rate is what one unit comes to.
        amount = statedAmount
        finalRate = unitRate(quantity, statedAmount)
      }
    }
    const unit = cell('unit')
    const notes = cell('notes')
    if (unit.length > 20) add('unit', 'the unit is longer than 20 characters', 'maxLength', { max: 20 })
    if (notes.length > 2000)
      add('notes', 'the notes are longer than 2,000 characters', 'maxLength', { max: 2000 })
    if (errors.length > before || categoryId === null || quantity === null) continue
    lines.push({
      line: row.line,
      budget_code: code,
      category_id: categoryId,
      sub_category_id: subCategoryId,
      description,
      city_id: cityId,
      is_atl: isAtl,
      quantity,
      unit: unit || null,
      rate: finalRate,
      amount,
      notes: notes || null,
    })
  }
  if (errors.length) {
    const badRows = new Set(errors.map((error) => error.params?.line)).size
    return fail(
      `${badRows} ${badRows === 1 ? 'row needs' : 'rows need'} attention; nothing was uploaded`,
      'rowsInvalid',
      errors,
      { count: badRows },
    )
  }
  return { ok: true, lines }
}
