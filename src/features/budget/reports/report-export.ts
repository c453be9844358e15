import type { BudgetReport } from '@contract/budget'
import type { TFunction } from 'i18next'
import { download, type ExportColumn, MIME, toXlsx } from '@/lib/export'
import { PDF_MIME, type PdfRow, tablePdf } from '@/lib/pdf'
import { plainAmount, sheetAmount } from './shared'

/** One line of an exported report: a code, a category's subtotal, or one of the three totals. */
type ExportRow = {
  category: string
  /** The category's own name (the subtotal row's heading in the PDF). */
  group: string
  code: string
  description: string
  subCategory: string
  side: string
  amount: number
  /** Budget versus actual (a version's report): null on rows without them. */
  committed: number | null
  actual: number | null
  remaining: number | null
  usedPct: string | null
  over: boolean
  kind: 'code' | 'subtotal' | 'total'
}

const NO_ACTUALS = { committed: null, actual: null, remaining: null, usedPct: null, over: false }

function exportRows(report: BudgetReport, t: TFunction): ExportRow[] {
  const rows: ExportRow[] = []
  const blank = { code: '', description: '', subCategory: '', side: '', group: '' }
  for (const category of report.categories) {
    const name = category.category_name ?? t('budgetReports.uncategorised')
    for (const code of category.codes)
      rows.push({
        kind: 'code',
        category: name,
        group: name,
        code: code.budget_code,
        description: code.description,
        subCategory: code.sub_category_name ?? '',
        side: code.is_atl ? t('budgetReports.atl') : t('budgetReports.btl'),
        amount: code.amount,
        committed: code.committed,
        actual: code.actual,
        remaining: code.remaining,
        usedPct: code.used_pct,
        over: code.over_budget,
      })
    rows.push({
      ...blank,
      kind: 'subtotal',
      group: name,
      category: t('budgetReports.subtotalOf', { category: name }),
      amount: category.subtotal,
      committed: category.committed_subtotal,
      actual: category.actual_subtotal,
      remaining: category.remaining_subtotal,
      usedPct: null,
      over: category.remaining_subtotal < 0,
    })
  }
  const total = (category: string, amount: number) => ({
    ...blank,
    ...NO_ACTUALS,
    kind: 'total' as const,
    category,
    amount,
  })
  rows.push(total(t('budgetReports.atlTotal'), report.atl_total))
  rows.push(total(t('budgetReports.btlTotal'), report.btl_total))
  rows.push({
    ...total(t('budgetReports.grandTotal'), report.total),
    committed: report.committed_total,
    actual: report.actual_total,
    remaining: report.remaining_total,
    over: report.remaining_total < 0,
  })
  return rows
}

/** Committed, actual, remaining, % used and an "Over budget" flag in words, for a version's report. */
function actualColumns(report: BudgetReport, t: TFunction): ExportColumn<ExportRow>[] {
  const amount = (units: number | null) => (units === null ? '' : sheetAmount(units, report.currency))
  return [
    {
      header: t('budgetReports.columns.committed'),
      value: (row) => amount(row.committed),
      type: 'money',
      currency: report.currency.code,
    },
    {
      header: t('budgetReports.columns.actual'),
      value: (row) => amount(row.actual),
      type: 'money',
      currency: report.currency.code,
    },
    {
      header: t('budgetReports.columns.remaining'),
      value: (row) => amount(row.remaining),
      type: 'money',
      currency: report.currency.code,
    },
    { header: t('budgetReports.columns.usedPct'), value: (row) => row.usedPct ?? '', type: 'number' },
    {
      header: t('budgetReports.overBudget'),
      value: (row) => (row.over ? t('budgetReports.overBudget') : ''),
    },
  ]
}

export type ReportExport = {
  report: BudgetReport
  /** "Budget report — Monsoon Diaries (MD-01)". */
  title: string
  /** "Version 2" or "1 Nov 2026 – 30 Nov 2026". */
  scope: string
  /** Without extension: "budget-report-MD-01-v2". */
  fileName: string
  t: TFunction
  language: string
}

/** The report as a workbook: every code it lists, each category's subtotal row, then the totals. */
export async function exportReportXlsx({ report, fileName, t }: ReportExport) {
  const columns: ExportColumn<ExportRow>[] = [
    { header: t('budgetReports.columns.category'), value: (row) => row.category },
    { header: t('budgetReports.columns.code'), value: (row) => row.code },
    { header: t('budgetReports.columns.description'), value: (row) => row.description },
    { header: t('budgetReports.columns.subCategory'), value: (row) => row.subCategory },
    { header: t('budgetReports.columns.side'), value: (row) => row.side },
    {
      header: t('budgetReports.columns.amount', { currency: report.currency.code }),
      value: (row) => sheetAmount(row.amount, report.currency),
      type: 'money',
      currency: report.currency.code,
    },
    ...(report.budgetV === null ? [] : actualColumns(report, t)),
  ]
  download(
    `${fileName}.xlsx`,
    await toXlsx(columns, exportRows(report, t), t('budgetReports.report.sheet')),
    MIME.xlsx,
  )
}

/** The report as an A4 landscape PDF: category headings shaded, totals in bold. */
export async function exportReportPdf({ report, title, scope, fileName, t, language }: ReportExport) {
  const amount = (units: number) => plainAmount(units, report.currency, language)
  const withActuals = report.budgetV !== null
  // A version's report adds committed, actual, remaining (marked when over) and % used.
  const actualCells = (row: ExportRow) =>
    !withActuals
      ? []
      : [
          row.committed === null ? '' : amount(row.committed),
          row.actual === null ? '' : amount(row.actual),
          row.remaining === null
            ? ''
            : `${row.over ? `${t('budgetReports.overBudget')} ` : ''}${amount(row.remaining)}`,
          row.usedPct === null ? '' : `${row.usedPct} %`,
        ]
  // Each category's heading row (with its subtotal) comes before its codes, then the totals.
  const rows: PdfRow[] = []
  let codes: PdfRow[] = []
  for (const row of exportRows(report, t)) {
    if (row.kind === 'code') {
      codes.push({
        cells: [
          row.code,
          row.description,
          row.subCategory,
          row.side,
          amount(row.amount),
          ...actualCells(row),
        ],
      })
    } else if (row.kind === 'subtotal') {
      rows.push(
        { style: 'group', cells: [row.group, '', '', '', amount(row.amount), ...actualCells(row)] },
        ...codes,
      )
      codes = []
    } else
      rows.push({
        style: 'total',
        cells: [row.category, '', '', '', amount(row.amount), ...actualCells(row)],
      })
  }
  const pdf = await tablePdf({
    title,
    subtitle: scope,
    columns: [
      { header: t('budgetReports.columns.code'), width: 2 },
      { header: t('budgetReports.columns.description'), width: 6 },
      { header: t('budgetReports.columns.subCategory'), width: 3 },
      { header: t('budgetReports.columns.side'), width: 1.2 },
      {
        header: t('budgetReports.columns.amount', { currency: report.currency.code }),
        width: 2.5,
        align: 'right',
      },
      ...(withActuals
        ? (['committed', 'actual', 'remaining', 'usedPct'] as const).map((key) => ({
            header: t(`budgetReports.columns.${key}`),
            width: key === 'usedPct' ? 1.4 : 2.5,
            align: 'right' as const,
          }))
        : []),
    ],
    rows,
    pageLabel: (page, pages) => t('budgetReports.pdfPage', { page, pages }),
  })
  download(`${fileName}.pdf`, pdf, PDF_MIME)
}
