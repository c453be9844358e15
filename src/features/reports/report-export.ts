import type { Report } from '@contract/reports'
import type { TFunction } from 'i18next'
import { download } from '@/lib/export'
import { plainAmount } from '@/lib/money'
import { PDF_MIME, type PdfRow, tablePdf } from '@/lib/pdf'
import { cellText, periodText } from './cells'

/** The register as an A4 landscape PDF (Unicode fonts): its rows, then the money columns' totals. */
export async function exportReportPdf(report: Report, title: string, t: TFunction, language: string) {
  const amount = (units: number) => plainAmount(units, report.currency, language)
  const rows: PdfRow[] = report.rows.map((row) => ({
    cells: report.columns.map((column) => cellText(column, row[column.key] ?? null, t, amount, language)),
  }))
  rows.push({
    style: 'total',
    cells: report.columns.map((column, index) =>
      column.kind === 'money'
        ? amount(report.totals[column.key] ?? 0)
        : index === 0
          ? t('reports.total')
          : '',
    ),
  })
  const pdf = await tablePdf({
    title,
    subtitle: periodText(report, t, language),
    columns: report.columns.map((column) => ({
      header: t(`reports.columns.${column.key}`),
      width: column.kind === 'text' ? 3 : 2,
      align: column.kind === 'money' || column.kind === 'number' ? 'right' : 'left',
    })),
    rows,
    pageLabel: (page, pages) => t('reports.page', { page, pages }),
  })
  download(`${report.key}-${report.project_code}-${report.to}.pdf`, pdf, PDF_MIME)
}
