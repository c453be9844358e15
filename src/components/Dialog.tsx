import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, IconButton } from './Button'

/** A modal dialog: a labelled panel that keeps focus inside until it is closed. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  children: ReactNode
  wide?: boolean
}) {
  const { t } = useTranslation()
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      {/* Centred by auto margins, not items-center: a dialog taller than the screen then starts at
          the top and scrolls, where a centred one would lose its top (title, first fields) above it. */}
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4">
        <DialogPanel
          className={`w-full min-w-0 sm:my-auto ${wide ? 'max-w-3xl' : 'max-w-lg'} rounded-card border border-line bg-surface p-6 shadow-pop`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <DialogTitle className="text-lg font-semibold text-ink">{title}</DialogTitle>
              {description ? <div className="mt-1 text-sm text-ink-muted">{description}</div> : null}
            </div>
            <IconButton icon="close" label={t('common.close')} onClick={onClose} className="-mr-2 -mt-2" />
          </div>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  )
}

/** Asks before something consequential (archive, resend credentials…). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  body: ReactNode
  confirmLabel: string
  tone?: 'danger' | 'primary'
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <div className="text-sm text-ink-muted">{body}</div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
