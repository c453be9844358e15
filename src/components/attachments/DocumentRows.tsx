import type { Attachment } from '@contract/attachments'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { plainCell, plainRow } from '@/components/PlainTable'
import type { DocumentVersions } from './versions'

const sizeText = (bytes: number, language: string) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(language)} KB`
    : `${(bytes / 1024 / 1024).toLocaleString(language, { maximumFractionDigits: 1 })} MB`

type Actions = {
  canRemove: boolean
  removing: boolean
  onDownload: (file: Attachment) => void
  onRemove: (file: Attachment) => void
}

/**
 * A document's row (its latest version) and, when asked, one row per earlier version under it:
 * each downloads and, for those who may change the record, is removed on its own.
 */
export function DocumentRows({ document, ...actions }: { document: DocumentVersions } & Actions) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const earlierId = useId()
  const { latest, earlier } = document
  return (
    <>
      <FileRow file={latest} {...actions}>
        {earlier.length ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={earlier.map((file) => `${earlierId}-${file.attachment_id}`).join(' ')}
            onClick={() => setOpen((shown) => !shown)}
            className="mt-0.5 block text-xs text-link underline-offset-2 hover:underline"
          >
            {t(open ? 'attachments.hideEarlier' : 'attachments.showEarlier', { count: earlier.length })}
            <span className="sr-only"> {latest.file_name}</span>
          </button>
        ) : null}
      </FileRow>
      {earlier.map((file) => (
        <FileRow
          key={file.attachment_id}
          file={file}
          earlier
          hidden={!open}
          rowId={`${earlierId}-${file.attachment_id}`}
          {...actions}
        />
      ))}
    </>
  )
}

function FileRow({
  file,
  earlier = false,
  hidden = false,
  rowId,
  canRemove,
  removing,
  onDownload,
  onRemove,
  children,
}: {
  file: Attachment
  earlier?: boolean
  hidden?: boolean
  rowId?: string
  children?: ReactNode
} & Actions) {
  const { t, i18n } = useTranslation()
  const named = { name: file.file_name, version: file.version }
  return (
    <tr
      className={`${plainRow} ${earlier ? 'bg-surface-muted/60' : ''}`}
      hidden={hidden}
      id={rowId}
      data-testid={earlier ? 'earlier-version' : 'document'}
    >
      <td className={plainCell()}>
        <button
          type="button"
          className={`text-left text-link underline-offset-2 hover:underline ${earlier ? 'pl-4' : 'font-medium'}`}
          aria-label={t(
            file.version > 1 || earlier ? 'attachments.downloadVersion' : 'attachments.download',
            named,
          )}
          onClick={() => onDownload(file)}
        >
          {file.file_name}
        </button>
        {children}
      </td>
      <td className={plainCell()}>
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink">
          {t('attachments.versionShort', { version: file.version })}
        </span>
      </td>
      <td className={plainCell('end')}>{sizeText(file.size, i18n.language)}</td>
      <td className={plainCell()}>{file.uploaded_by_name ?? t('attachments.unknownUser')}</td>
      <td className={plainCell()}>
        {new Date(file.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
      </td>
      <td className={plainCell('end')}>
        {canRemove ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t(
              file.version > 1 || earlier ? 'attachments.removeVersion' : 'attachments.remove',
              named,
            )}
            disabled={removing}
            onClick={() => onRemove(file)}
          >
            {t('attachments.removeShort')}
          </Button>
        ) : null}
      </td>
    </tr>
  )
}
