import type { BudgetReport } from '@contract/budget'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { notify } from '@/lib/notifications'
import { exportReportPdf, exportReportXlsx, type ReportExport } from './report-export'

/** Downloads the report shown as a workbook or as a PDF. */
export function ReportExportButtons(props: Omit<ReportExport, 't' | 'language'> & { report: BudgetReport }) {
  const { t, i18n } = useTranslation()
  const run = (write: (input: ReportExport) => void) => {
    try {
      write({ ...props, t, language: i18n.language })
    } catch (error) {
      console.error(error)
      notify({ variant: 'danger', message: t('budgetReports.exportFailed') })
    }
  }
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" icon="file" onClick={() => run(exportReportXlsx)}>
        {t('budgetReports.exportXlsx')}
      </Button>
      <Button variant="secondary" size="sm" icon="file" onClick={() => run(exportReportPdf)}>
        {t('budgetReports.exportPdf')}
      </Button>
    </div>
  )
}
