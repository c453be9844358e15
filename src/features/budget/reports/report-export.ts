import type { BudgetReport } from '@contract/budget'
import type { TFunction } from 'i18next'
import { download, type ExportColumn, MIME, toXlsx } from '@/lib/export'
import { PDF_MIME, type PdfRow, tablePdf } from '@/lib/pdf'
import { plainAmount, sheetAmount } from './shared'

/** One line of an exported report: a code, a category's subtotal, or one of the three totals. */
type ExportRow = {
  category: string
  code: string
  description: string
  subCategory: string
  side: string
  amount: number
  kind: 'code' | 'subtotal' | 'total'
}

function exportRows(report: BudgetReport, t: TFunction): ExportRow[] {
  const rows: ExportRow[] = []
  const blank = { code: '', description: '', subCategory: '', side: '' }
  for (const category of report.categories) {
    const name = category.category_name ?? t('budgetReports.uncategorised')
    for (const code of category.codes)
      rows.push({
        kind: 'code',
        category: name,
        code: code.budget_code,
        description: code.description,
        subCategory: code.sub_category_name ?? '',
        side: code.is_atl ? t('budgetReports.atl') : t('budgetReports.btl'),
        amount: code.amount,
      })
    rows.push({
      ...blank,
      kind: 'subtotal',
      category: t('budgetReports.subtotalOf', { category: name }),
      amount: category.subtotal,
    })
  }
  rows.push({ ...blank, kind: 'total', category: t('budgetReports.atlTotal'), amount: report.atl_total })
  rows.push({ ...blank, kind: 'total', category: t('budgetReports.btlTotal'), amount: report.btl_total })
  rows.push({ ...blank, kind: 'total', category: t('budgetReports.grandTotal'), amount: report.total })
  return rows
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

/** The report as a workbook: every code, each category's subtotal row, then the totals. */
export function exportReportXlsx({ report, fileName, t }: ReportExport) {
  const columns: ExportColumn<ExportRow>[] = [
    { header: t('budgetReports.columns.category'), value: (row) => row.category },
    { header: t('budgetReports.columns.code'), value: (row) => row.code },
    { header: t('budgetReports.columns.description'), value: (row) => row.description },
    { header: t('budgetReports.columns.subCategory'), value: (row) => row.subCategory },
    { header: t('budgetReports.columns.side'), value: (row) => row.side },
    {
      header: t('budgetReports.columns.amount', { currency: report.currency.code }),
      value: (row) => sheetAmount(row.amount, report.currency),
    },
  ]
  download(
    `${fileName}.xlsx`,
    toXlsx(columns, exportRows(report, t), t('budgetReports.report.sheet')),
    MIME.xlsx,
  )
}

/** The report as an A4 landscape PDF: category headings shaded, totals in bold. */
export function exportReportPdf({ report, title, scope, fileName, t, language }: ReportExport) {
  const amount = (units: number) => plainAmount(units, report.currency, language)
  const rows: PdfRow[] = []
  for (const category of report.categories) {
    const name = category.category_name ?? t('budgetReports.uncategorised')
    rows.push({ style: 'group', cells: [name, '', '', '', amount(category.subtotal)] })
    for (const code of category.codes)
      rows.push({
        cells: [
          code.budget_code,
          code.description,
          code.sub_category_name ?? '',
          code.is_atl ? t('budgetReports.atl') : t('budgetReports.btl'),
          amount(code.amount),
        ],
      })
  }
  rows.push({ style: 'total', cells: [t('budgetReports.atlTotal'), '', '', '', amount(report.atl_total)] })
  rows.push({ style: 'total', cells: [t('budgetReports.btlTotal'), '', '', '', amount(report.btl_total)] })
  rows.push({ style: 'total', cells: [t('budgetReports.grandTotal'), '', '', '', amount(report.total)] })
  const pdf = tablePdf({
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
    ],
    rows,
    pageLabel: (page, pages) => t('budgetReports.pdfPage', { page, pages }),
  })
  download(`${fileName}.pdf`, pdf, PDF_MIME)
}
