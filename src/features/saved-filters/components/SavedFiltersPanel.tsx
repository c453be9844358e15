import type { SavedFilter, SavedFilterScope } from '@contract/saved-filters'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/lib/notifications'
import { afterSavedFilterWrite, deleteSavedFilter, savedFiltersQuery } from '../api'
import { SavedFilterDialog } from './SavedFilterDialog'

type Props = {
  scope: SavedFilterScope
  /** The list's current filter as query text: what "Save current filter" keeps. */
  current: Record<string, string>
  /** Whether there is anything to save (no filter set: nothing worth a name). */
  canSave: boolean
  onApply: (query: Record<string, string>) => void
}

/**
 * The "Saved filters" list of a list page: apply one (mine or shared with the organisation), save
 * the current filter under a name, rename, share or delete my own.
 */
export function SavedFiltersPanel({ scope, current, canSave, onApply }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const filters = useQuery(savedFiltersQuery(scope))
  const [editing, setEditing] = useState<SavedFilter | 'new' | null>(null)
  const [deleting, setDeleting] = useState<SavedFilter | null>(null)
  const [busy, setBusy] = useState(false)

  const remove = async (filter: SavedFilter) => {
    setBusy(true)
    try {
      await deleteSavedFilter(filter.saved_filter_id)
      await afterSavedFilterWrite(queryClient, scope)
      notify({ variant: 'success', message: t('savedFilters.deleted', { name: filter.name }) })
      setDeleting(null)
    } catch (error) {
      notify({ variant: 'danger', message: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="saved-filters-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="saved-filters-heading" className="text-sm font-semibold text-ink">
          {t('savedFilters.title')}
        </h2>
        <Button size="sm" variant="secondary" disabled={!canSave} onClick={() => setEditing('new')}>
          {t('savedFilters.saveCurrent')}
        </Button>
      </div>
      <QueryState query={filters} loading={t('savedFilters.loading')} failed={t('savedFilters.failed')}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('savedFilters.empty')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-control border border-line">
              {list.map((filter) => (
                <li key={filter.saved_filter_id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate text-left text-sm font-medium text-link hover:underline"
                    onClick={() => onApply(filter.query)}
                    aria-label={t('savedFilters.apply', { name: filter.name })}
                  >
                    {filter.name}
                  </button>
                  <span className="text-xs text-ink-muted">
                    {filter.mine
                      ? filter.shared
                        ? t('savedFilters.sharedByMe')
                        : t('savedFilters.private')
                      : t('savedFilters.sharedBy', { name: filter.owner_name })}
                  </span>
                  {filter.mine ? (
                    <span className="flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('savedFilters.renameNamed', { name: filter.name })}
                        onClick={() => setEditing(filter)}
                      >
                        {t('savedFilters.rename')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('savedFilters.deleteNamed', { name: filter.name })}
                        onClick={() => setDeleting(filter)}
                      >
                        {t('savedFilters.delete')}
                      </Button>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {editing ? (
        <SavedFilterDialog
          scope={scope}
          query={current}
          filter={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('savedFilters.deleteTitle')}
        body={t('savedFilters.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('savedFilters.delete')}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  )
}
