import { ATTACHMENT_TYPES, type Attachment, type AttachmentOwner } from '@contract/attachments'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert, EmptyState } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { PlainTable } from '@/components/PlainTable'
import { Spinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-error'
import { useTranslationPart } from '@/lib/i18n'
import { notify } from '@/lib/notifications'
import {
  attachmentsKeys,
  attachmentsQuery,
  downloadAttachment,
  fileProblem,
  removeAttachment,
  uploadAttachment,
} from './api'
import { DocumentRows } from './DocumentRows'
import { documentsOf } from './versions'

export type AttachmentsPanelProps = { owner: AttachmentOwner; ownerId: number; canUpload: boolean }

/**
 * The files kept with a record (a vendor's documents, an expense's invoice, a challan's photo):
 * listed with who added them and when, downloaded, added (type and size checked before sending)
 * and removed. A name uploaded again is the document's next version: the latest is listed, the
 * earlier ones open under it. Loads the spend strings itself, so any page may show it.
 */
export function AttachmentsPanel(props: AttachmentsPanelProps) {
  if (!useTranslationPart('spend')) return <Spinner />
  return <Panel {...props} />
}

function Panel({ owner, ownerId, canUpload }: AttachmentsPanelProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const files = useQuery(attachmentsQuery(owner, ownerId))
  const [problem, setProblem] = useState<string | null>(null)
  const [inputKey, setInputKey] = useState(0)
  const refresh = () => queryClient.invalidateQueries({ queryKey: attachmentsKeys.of(owner, ownerId) })
  const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error))

  const upload = useMutation({
    mutationFn: (file: File) => uploadAttachment(owner, ownerId, file),
    onSuccess: async (saved) => {
      // A read of the list that started before the upload must not answer without the new file.
      const key = attachmentsKeys.of(owner, ownerId)
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData(attachmentsQuery(owner, ownerId).queryKey, (list) =>
        list && !list.some((file) => file.attachment_id === saved.attachment_id) ? [...list, saved] : list,
      )
      await refresh()
      notify({
        variant: 'success',
        message:
          saved.version > 1
            ? t('attachments.uploadedVersion', { name: saved.file_name, version: saved.version })
            : t('attachments.uploaded', { name: saved.file_name }),
      })
    },
    onError: (error) => setProblem(t('attachments.uploadFailed', { message: messageOf(error) })),
    onSettled: () => setInputKey((key) => key + 1),
  })
  const remove = useMutation({
    mutationFn: (file: Attachment) => removeAttachment(file.attachment_id),
    onSuccess: async (removed) => {
      await refresh()
      notify({ variant: 'success', message: t('attachments.removed', { name: removed.file_name }) })
    },
    onError: (error) => setProblem(t('attachments.removeFailed', { message: messageOf(error) })),
  })
  const download = useMutation({
    mutationFn: (file: Attachment) => downloadAttachment(file.attachment_id, file.file_name),
    onError: (error) => setProblem(messageOf(error)),
  })

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    const found = fileProblem(file)
    if (found) {
      setProblem(t(`attachments.${found}`, { name: file.name }))
      setInputKey((key) => key + 1)
      return
    }
    setProblem(null)
    upload.mutate(file)
  }

  return (
    <section aria-labelledby={`attachments-${owner}-${ownerId}`} className="space-y-3">
      <div>
        <h3 id={`attachments-${owner}-${ownerId}`} className="text-base font-semibold text-ink">
          {t('attachments.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('attachments.description')}</p>
      </div>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      {files.isPending ? (
        <Spinner label={t('attachments.loading')} />
      ) : files.isError ? (
        <Alert tone="danger" title={t('attachments.failed')}>
          <Button size="sm" variant="secondary" icon="refresh" onClick={() => void files.refetch()}>
            {t('attachments.retry')}
          </Button>
        </Alert>
      ) : files.data.length === 0 ? (
        <EmptyState icon="file" title={t('attachments.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-card border border-line">
          <PlainTable
            caption={t('attachments.title')}
            columns={[
              { key: 'name', header: t('attachments.columns.name') },
              { key: 'version', header: t('attachments.columns.version') },
              { key: 'size', header: t('attachments.columns.size'), align: 'end' },
              { key: 'by', header: t('attachments.columns.by') },
              { key: 'at', header: t('attachments.columns.at') },
              { key: 'actions', header: t('attachments.columns.actions'), hidden: true },
            ]}
          >
            {documentsOf(files.data).map((document) => (
              <DocumentRows
                key={document.latest.attachment_id}
                document={document}
                canRemove={canUpload}
                removing={remove.isPending}
                onDownload={(file) => download.mutate(file)}
                onRemove={(file) => remove.mutate(file)}
              />
            ))}
          </PlainTable>
        </div>
      )}
      {canUpload ? (
        <div className="max-w-md">
          <TextField
            key={inputKey}
            type="file"
            label={t('attachments.file')}
            hint={t('attachments.sameName')}
            accept={ATTACHMENT_TYPES.join(',')}
            disabled={upload.isPending}
            onChange={choose}
            className="py-1.5"
          />
          {upload.isPending ? (
            <p role="status" className="mt-1 text-sm text-ink-muted">
              {t('attachments.uploading', { name: upload.variables?.name ?? '' })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('attachments.readOnly')}</p>
      )}
    </section>
  )
}
