import { BUDGET_UPLOAD_MAX_BYTES } from '@contract/budget'
import { BUDGET_COLUMNS } from '@contract/budget-upload'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { type BudgetUploadResult, budgetKeys, type UploadProgress, uploadBudgetFile } from '../api'
import { downloadBudgetTemplate } from './template'
import { UploadRowErrors } from './UploadRowErrors'

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MAX_MEGABYTES = BUDGET_UPLOAD_MAX_BYTES / (1024 * 1024)

type Props = {
  projectId: number
  onClose: () => void
  /** The file became a new version. */
  onUploaded: (result: BudgetUploadResult) => void
}

/**
 * Uploads a CSV or XLSX budget as a new version, with the upload's progress. The server takes the
 * file whole or not at all; a refused file lists every row's problem.
 */
export function UploadDialog({ projectId, onClose, onUploaded }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [note, setNote] = useState('')
  const [progress, setProgress] = useState<UploadProgress | null>(null)

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadBudgetFile(projectId, chosen, note.trim(), setProgress),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: budgetKeys.all })
      notify({
        variant: 'success',
        message: t('budget.upload.done', { version: result.budgetV, count: result.rows }),
      })
      onUploaded(result)
    },
    // A refused file is recorded in the history too.
    onError: () => void queryClient.invalidateQueries({ queryKey: budgetKeys.uploads(projectId) }),
    onSettled: () => setProgress(null),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setFileError(t('budget.upload.chooseFirst'))
    if (file.size > BUDGET_UPLOAD_MAX_BYTES)
      return setFileError(t('budget.upload.tooLarge', { max: MAX_MEGABYTES }))
    upload.mutate(file)
  }

  const error = upload.error
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0

  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title={t('budget.upload.title')}
      description={t('budget.upload.intro')}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>
            {t('budget.upload.columns')}{' '}
            <span className="font-mono text-xs text-ink">
              {BUDGET_COLUMNS.map((column) => column.header).join(', ')}
            </span>
          </span>
          <Button size="sm" variant="ghost" icon="file" onClick={downloadBudgetTemplate}>
            {t('budget.template')}
          </Button>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium text-ink">
            {t('budget.upload.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint`}
            disabled={upload.isPending}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setFileError(undefined)
              upload.reset()
            }}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-control file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-surface-muted"
          />
          <p id={`${fileId}-hint`} className={`text-xs ${fileError ? 'text-danger' : 'text-ink-muted'}`}>
            {fileError ?? t('budget.upload.fileHint', { max: MAX_MEGABYTES })}
          </p>
        </div>
        <TextField
          label={t('budget.upload.note')}
          hint={t('budget.upload.noteHint')}
          maxLength={300}
          value={note}
          disabled={upload.isPending}
          onChange={(event) => setNote(event.target.value)}
        />

        {upload.isPending ? (
          <div className="space-y-1.5">
            <div className="flex justify-between text-sm text-ink-muted">
              <span>{percent < 100 ? t('budget.upload.sending') : t('budget.upload.checking')}</span>
              <span className="tabular-nums">{percent} %</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('budget.upload.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-surface-muted"
            >
              <div
                className="h-full rounded-full bg-primary-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        ) : null}

        {error instanceof ApiError && error.status === 400 ? (
          <UploadRowErrors error={error} />
        ) : error instanceof ApiError && error.status === 413 ? (
          <Alert tone="danger" title={t('budget.upload.refused')}>
            {t('budget.upload.tooLarge', { max: MAX_MEGABYTES })}
          </Alert>
        ) : error && !(error instanceof ApiError && error.notified) ? (
          <Alert tone="danger" title={t('budget.upload.refused')}>
            {error.message}
          </Alert>
        ) : null}

        <div className="flex justify-end gap-2 border-t border-line pt-4">
          <Button variant="secondary" onClick={onClose}>
            {t('budget.cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending}>
            {t('budget.upload.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
