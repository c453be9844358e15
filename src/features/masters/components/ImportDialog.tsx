import { type MasterKey, masterDefinition } from '@contract/masters/definitions'
import { importColumns } from '@contract/masters/import'
import type { ImportReport, ImportRow } from '@contract/masters/schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Badge } from '@/components/Segmented'
import { Spinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-error'
import { download, MIME, toCsv, toXlsx } from '@/lib/export'
import { notify } from '@/lib/notifications'
import { importMaster, mastersKeys } from '../api'
import { describeProblem } from '../messages'

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const SHOWN_ROWS = 200
const ACTION_TONES = { create: 'success', update: 'primary', unchanged: 'neutral', error: 'danger' } as const

/**
 * CSV/XLSX import: the file is checked as a whole first and every row shown with what it would
 * do or why it cannot be imported; only a file without problems can be imported.
 */
export function ImportDialog({
  masterKey,
  title,
  onClose,
}: {
  masterKey: MasterKey
  title: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const columns = importColumns(masterDefinition(masterKey))

  const preview = useMutation({ mutationFn: (chosen: File) => importMaster(masterKey, chosen, true) })
  const commit = useMutation({
    mutationFn: (chosen: File) => importMaster(masterKey, chosen, false),
    onSuccess: async (report) => {
      await queryClient.invalidateQueries({ queryKey: mastersKeys.all })
      notify({
        variant: 'success',
        message: t('masters.import.done', { created: report.created, updated: report.updated }),
      })
      onClose()
    },
  })

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    setFile(chosen)
    commit.reset()
    preview.mutate(chosen)
  }
  const template = async (format: 'csv' | 'xlsx') => {
    const headers = columns.map((column) => ({ header: column.header, value: () => '' }))
    const name = `${masterKey}-template.${format}`
    try {
      if (format === 'csv') download(name, toCsv(headers, []), MIME.csv)
      else download(name, await toXlsx(headers, [], title), MIME.xlsx)
    } catch {
      notify({ variant: 'danger', message: t('table.exportFailed') })
    }
  }

  const failure = commit.error ?? preview.error
  const report: ImportReport | undefined = preview.data
  const rows = report
    ? [...report.rows].sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error'))
    : []
  const importable = report ? report.created + report.updated : 0

  return (
    <Dialog
      open
      onClose={onClose}
      wide
      title={t('masters.import.title', { name: title })}
      description={t('masters.import.intro')}
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>
            {t('masters.import.columns')}{' '}
            <span className="font-mono text-xs text-ink">
              {columns.map((column) => column.header).join(', ')}
            </span>
          </span>
          <Button size="sm" variant="ghost" icon="file" onClick={() => template('csv')}>
            {t('masters.import.templateCsv')}
          </Button>
          <Button size="sm" variant="ghost" icon="file" onClick={() => template('xlsx')}>
            {t('masters.import.templateXlsx')}
          </Button>
        </div>

        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            {t('masters.import.chooseFile')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-control file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-surface-muted"
          />
        </div>

        {preview.isPending || commit.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" />{' '}
            {commit.isPending ? t('masters.import.importing') : t('masters.import.checking')}
          </p>
        ) : null}

        {failure instanceof ApiError && !failure.notified ? (
          <Alert tone="danger" title={t('masters.import.notImported')}>
            {failure.message}
          </Alert>
        ) : null}

        {report && !preview.isPending ? (
          <section aria-label={t('masters.import.preview')} className="space-y-3">
            <p className="flex flex-wrap gap-2 text-sm">
              <Badge tone="success">{t('masters.import.created', { count: report.created })}</Badge>
              <Badge tone="primary">{t('masters.import.updated', { count: report.updated })}</Badge>
              <Badge tone="neutral">{t('masters.import.unchanged', { count: report.unchanged })}</Badge>
              <Badge tone={report.invalid ? 'danger' : 'neutral'}>
                {t('masters.import.invalid', { count: report.invalid })}
              </Badge>
            </p>
            {report.invalid ? (
              <Alert tone="warning">{t('masters.import.fixRows', { count: report.invalid })}</Alert>
            ) : null}
            <div className="max-h-80 overflow-auto rounded-control border border-line">
              <PlainTable
                caption={t('masters.import.preview')}
                stickyHeader
                columns={[
                  { key: 'line', header: t('masters.import.line') },
                  { key: 'record', header: t('masters.import.record') },
                  { key: 'action', header: t('masters.import.action') },
                  { key: 'problems', header: t('masters.import.problems') },
                ]}
              >
                {rows.slice(0, SHOWN_ROWS).map((row) => (
                  <tr key={row.line} className={`${plainRow} align-top`}>
                    <td className={`${plainCell()} tabular-nums text-ink-muted`}>{row.line}</td>
                    <td className={`${plainCell()} text-ink`}>{row.label || '—'}</td>
                    <td className={plainCell()}>
                      <Badge tone={ACTION_TONES[row.action]}>
                        {t(`masters.import.actions.${row.action}`)}
                      </Badge>
                    </td>
                    <td className={`${plainCell()} text-danger`}>{rowProblems(masterKey, row, t)}</td>
                  </tr>
                ))}
              </PlainTable>
            </div>
            {rows.length > SHOWN_ROWS ? (
              <p className="text-xs text-ink-muted">
                {t('masters.import.moreRows', { shown: SHOWN_ROWS, count: rows.length })}
              </p>
            ) : null}
          </section>
        ) : null}

        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!file || !report || report.invalid > 0 || importable === 0 || preview.isPending}
            loading={commit.isPending}
            onClick={() => file && commit.mutate(file)}
          >
            {t('masters.import.importRows', { count: importable })}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

function rowProblems(masterKey: MasterKey, row: ImportRow, t: ReturnType<typeof useTranslation>['t']) {
  if (row.errors.length === 0) return null
  return (
    <ul className="space-y-0.5">
      {row.errors.map((error) => (
        <li key={`${error.field}-${error.message}`}>
          {error.field ? <span className="font-medium">{error.field}: </span> : null}
          {describeProblem(masterKey, { ...error, path: columnField(masterKey, error.field) }, t)}
        </li>
      ))}
    </ul>
  )
}

/** The field a file's column stands for (`country` → `country_id`), to name its format. */
function columnField(masterKey: MasterKey, header: string) {
  return (
    importColumns(masterDefinition(masterKey)).find((column) => column.header === header)?.field ?? header
  )
}
