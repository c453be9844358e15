import { BUDGET_COLUMNS, BUDGET_TEMPLATE_ROWS } from '@contract/budget-upload'
import { download, type ExportColumn, MIME, toXlsx } from '@/lib/export'

/** The upload template: the columns a budget file may have, and two example lines. */
export function downloadBudgetTemplate() {
  const columns: ExportColumn<string[]>[] = BUDGET_COLUMNS.map((column, index) => ({
    header: column.header,
    value: (row) => row[index] ?? '',
  }))
  download('budget-template.xlsx', toXlsx(columns, BUDGET_TEMPLATE_ROWS, 'Budget'), MIME.xlsx)
}
