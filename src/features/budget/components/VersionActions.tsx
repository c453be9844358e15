import type { BudgetVersion } from '@contract/budget'
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog, Dialog } from '@/components/Dialog'
import { TextField } from '@/components/Field'
import { Icon } from '@/components/Icon'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { budgetKeys, changeBudgetVersion, copyBudgetVersion, deleteBudgetVersion } from '../api'

type Props = {
  projectId: number
  version: BudgetVersion
  /** The API says the version shown may be deleted (it is not the locked original). */
  canDeleteVersion: boolean
  /** After a change: the version to show next (null = the current one). */
  onShow: (version: number | null) => void
}

const itemClasses =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-ink data-[focus]:bg-surface-muted data-[disabled]:opacity-50'

/** Approve, make current, copy into a new version, delete: what can be done to the version shown. */
export function VersionActions({ projectId, version, canDeleteVersion, onShow }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const canChange = useCan('budget', 'PUT')
  const canCopy = useCan('budget', 'POST')
  const canDelete = useCan('budget', 'DELETE') && canDeleteVersion
  const [copying, setCopying] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [approving, setApproving] = useState(false)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | undefined>()
  const number = version.budgetV

  const refresh = () => queryClient.invalidateQueries({ queryKey: budgetKeys.all })
  const failed = (error: Error) => {
    if (error instanceof ApiError && error.notified) return
    notify({ variant: 'danger', title: t('budget.notSaved'), message: error.message })
  }

  const change = useMutation({
    mutationFn: (action: 'approve' | 'make_current') => changeBudgetVersion(projectId, number, action),
    onSuccess: async (changed, action) => {
      setApproving(false)
      await refresh()
      notify({
        variant: 'success',
        message:
          action === 'approve'
            ? t(changed.is_original ? 'budget.versions.approvedOriginal' : 'budget.versions.approvedDone', {
                version: changed.budgetV,
              })
            : t('budget.versions.madeCurrent', { version: changed.budgetV }),
      })
      onShow(action === 'make_current' ? null : changed.is_current ? null : changed.budgetV)
    },
    onError: (error) => {
      setApproving(false)
      failed(error)
    },
  })
  const copy = useMutation({
    mutationFn: (text: string) => copyBudgetVersion(projectId, number, text),
    onSuccess: async (created) => {
      setCopying(false)
      setNote('')
      await refresh()
      notify({
        variant: 'success',
        message: t('budget.versions.copied', { version: created.budgetV, from: number }),
      })
      onShow(null)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length) setNoteError(error.fieldErrors[0]?.message)
      else failed(error)
    },
  })
  const remove = useMutation({
    mutationFn: () => deleteBudgetVersion(projectId, number),
    onSuccess: async (result) => {
      setDeleting(false)
      onShow(null)
      await refresh()
      notify({
        variant: 'success',
        message:
          result.current === null
            ? t('budget.versions.deletedLast', { version: result.budgetV })
            : t('budget.versions.deleted', { version: result.budgetV, current: result.current }),
      })
    },
    onError: (error) => {
      setDeleting(false)
      failed(error)
    },
  })

  const submitCopy = (event: FormEvent) => {
    event.preventDefault()
    if (!note.trim()) return setNoteError(t('budget.versions.noteRequired'))
    copy.mutate(note.trim())
  }

  const items = [
    canChange && !version.approved_at
      ? { key: 'approve', label: t('budget.versions.approve'), run: () => setApproving(true) }
      : null,
    canChange && !version.is_current
      ? { key: 'current', label: t('budget.versions.makeCurrent'), run: () => change.mutate('make_current') }
      : null,
    canCopy ? { key: 'copy', label: t('budget.versions.copy'), run: () => setCopying(true) } : null,
    canDelete ? { key: 'delete', label: t('budget.versions.delete'), run: () => setDeleting(true) } : null,
  ].filter((item) => item !== null)
  if (items.length === 0) return null

  return (
    <>
      <Menu>
        <MenuButton
          disabled={change.isPending}
          className="inline-flex h-10 items-center gap-1.5 rounded-control border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted disabled:opacity-50"
        >
          {t('budget.versions.actions', { version: number })}
          <Icon name="chevronDown" className="size-4" />
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-30 mt-1 w-60 rounded-control border border-line bg-surface-raised p-1 shadow-pop focus:outline-none"
        >
          {items.map((item) => (
            <MenuItem key={item.key}>
              <button
                type="button"
                onClick={item.run}
                className={`${itemClasses} ${item.key === 'delete' ? 'text-danger' : ''}`}
              >
                {item.label}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      <Dialog
        open={copying}
        onClose={() => setCopying(false)}
        title={t('budget.versions.copyTitle', { version: number })}
        description={t('budget.versions.copyBody')}
      >
        <form onSubmit={submitCopy} noValidate className="space-y-4">
          <TextField
            label={t('budget.versions.note')}
            value={note}
            maxLength={300}
            required
            error={noteError}
            onChange={(event) => {
              setNote(event.target.value)
              setNoteError(undefined)
            }}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setCopying(false)}>
              {t('budget.cancel')}
            </Button>
            <Button type="submit" loading={copy.isPending}>
              {t('budget.versions.copySubmit')}
            </Button>
          </div>
        </form>
      </Dialog>
      {/* Approving can lock the version as the original for good: asked first. */}
      <ConfirmDialog
        open={approving}
        tone="primary"
        title={t('budget.versions.approveTitle', { version: number })}
        body={t('budget.versions.approveBody')}
        confirmLabel={t('budget.versions.approveConfirm')}
        busy={change.isPending}
        onConfirm={() => change.mutate('approve')}
        onCancel={() => setApproving(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('budget.versions.deleteTitle', { version: number })}
        body={version.is_current ? t('budget.versions.deleteCurrentBody') : t('budget.versions.deleteBody')}
        confirmLabel={t('budget.versions.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setDeleting(false)}
      />
    </>
  )
}
