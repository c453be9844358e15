import { BUDGET_COLUMNS, BUDGET_TEMPLATE_ROWS, type BudgetColumn } from '@contract/budget-upload'
import { download, type ExportColumn, type ExportType, MIME, toXlsx } from '@/lib/export'
import { i18n } from '@/lib/i18n'
import { notify } from '@/lib/notifications'

/** The columns a spreadsheet should hold as numbers; the rest (codes too) stay text. */
const NUMBER_COLUMNS: Partial<Record<BudgetColumn, ExportType>> = {
  quantity: 'number',
  rate: 'money',
  amount: 'money',
}

async function writeTemplate() {
  const columns: ExportColumn<string[]>[] = BUDGET_COLUMNS.map((column, index) => ({
    header: column.header,
    value: (row) => row[index] ?? '',
    type: NUMBER_COLUMNS[column.key] ?? 'text',
  }))
  download('budget-template.xlsx', await toXlsx(columns, BUDGET_TEMPLATE_ROWS, 'Budget'), MIME.xlsx)
}

/** The upload template: the columns a budget file may have, and two example lines. */
export function downloadBudgetTemplate() {
  // The workbook writer loads on demand: a failed load is said, not left unhandled.
  writeTemplate().catch(() => notify({ variant: 'danger', message: i18n.t('table.exportFailed') }))
}
