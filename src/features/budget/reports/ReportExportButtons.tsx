import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { notify } from '@/lib/notifications'
import type { ListedReport } from '../report-api'
import { withEveryCode } from './every-code'
import { exportReportPdf, exportReportXlsx, type ReportExport } from './report-export'

type Format = 'xlsx' | 'pdf'
const writers: Record<Format, (input: ReportExport) => Promise<void>> = {
  xlsx: exportReportXlsx,
  pdf: exportReportPdf,
}

/**
 * Downloads the report as a workbook or as a PDF, with every code it lists (all, or only those
 * over budget): the report carries only the first page of each category's codes, so the others
 * are fetched first, and the writer (with the PDF's fonts) loads on demand; the button says so.
 */
export function ReportExportButtons(props: Omit<ReportExport, 't' | 'language'> & { report: ListedReport }) {
  const { t, i18n } = useTranslation()
  const [fetching, setFetching] = useState<Format | null>(null)
  const run = async (format: Format) => {
    setFetching(format)
    let report: ListedReport
    try {
      report = await withEveryCode(props.report)
    } catch {
      // A page that could not be fetched: no partial file, since it would look complete.
      notify({ variant: 'danger', message: t('budgetReports.exportFailed') })
      setFetching(null)
      return
    }
    try {
      await writers[format]({ ...props, report, t, language: i18n.language })
    } catch (error) {
      console.error(error)
      notify({ variant: 'danger', message: t('budgetReports.exportFailed') })
    } finally {
      setFetching(null)
    }
  }
  return (
    <div className="flex gap-2">
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          icon="file"
          loading={fetching === format}
          disabled={fetching !== null}
          onClick={() => void run(format)}
        >
          {t(format === 'xlsx' ? 'budgetReports.exportXlsx' : 'budgetReports.exportPdf')}
        </Button>
      ))}
    </div>
  )
}
