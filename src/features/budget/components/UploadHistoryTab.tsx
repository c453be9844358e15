import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Badge } from '@/components/Segmented'
import { Spinner } from '@/components/Spinner'
import { useDateTime } from '@/lib/money'
import { uploadHistoryQuery } from '../api'

/** Every upload tried on the project, applied or refused, newest first. */
export function UploadHistoryTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation()
  const history = useQuery(uploadHistoryQuery(projectId))
  const dateTime = useDateTime()

  if (history.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner label={t('budget.uploads.loading')} />
      </div>
    )
  if (history.isError)
    return (
      <EmptyState
        icon="alert"
        title={t('budget.uploads.failed')}
        action={
          <Button variant="secondary" icon="refresh" onClick={() => void history.refetch()}>
            {t('budget.retry')}
          </Button>
        }
      />
    )
  if (history.data.length === 0) return <EmptyState icon="file" title={t('budget.uploads.empty')} />

  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card">
      <PlainTable
        caption={t('budget.uploads.caption')}
        columns={[
          { key: 'file', header: t('budget.uploads.file') },
          { key: 'who', header: t('budget.uploads.who') },
          { key: 'when', header: t('budget.uploads.when') },
          { key: 'rows', header: t('budget.uploads.rows'), align: 'end' },
          { key: 'version', header: t('budget.uploads.version') },
          { key: 'result', header: t('budget.uploads.result') },
          { key: 'message', header: t('budget.uploads.message') },
        ]}
      >
        {history.data.map((upload) => (
          <tr key={upload.upload_id} className={`${plainRow} align-top`}>
            <td className={`${plainCell()} font-medium`}>{upload.file_name}</td>
            <td className={plainCell()}>{upload.user_name ?? '—'}</td>
            <td className={`${plainCell()} whitespace-nowrap`}>{dateTime(upload.uploaded_at)}</td>
            <td className={`${plainCell('end')} tabular-nums`}>{upload.rows}</td>
            <td className={plainCell()}>
              {upload.budgetV === null ? '—' : t('budget.versions.name', { version: upload.budgetV })}
            </td>
            <td className={plainCell()}>
              <Badge tone={upload.result === 'applied' ? 'success' : 'danger'}>
                {t(`budget.uploads.results.${upload.result}`)}
              </Badge>
            </td>
            <td className={`${plainCell()} max-w-md text-ink-muted`}>
              {upload.message ??
                (upload.error_count ? t('budget.uploads.problems', { count: upload.error_count }) : '—')}
            </td>
          </tr>
        ))}
      </PlainTable>
    </div>
  )
}
