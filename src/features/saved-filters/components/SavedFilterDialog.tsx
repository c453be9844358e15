import type { SavedFilter, SavedFilterScope } from '@contract/saved-filters'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormCheckboxField, FormDialog, FormTextField, useAppForm } from '@/components/form'
import { checkResolver } from '@/lib/form-resolvers'
import { notify } from '@/lib/notifications'
import { afterSavedFilterWrite, createSavedFilter, updateSavedFilter } from '../api'

type Draft = { name: string; shared: boolean }
type Props = {
  scope: SavedFilterScope
  /** The list's current filter, saved under the name (a new filter), or left as it is (a rename). */
  query: Record<string, string>
  /** One of mine to rename or (un)share; a new one when left out. */
  filter?: SavedFilter
  onClose: () => void
  onSaved: (saved: SavedFilter) => void
}

/** "Save filter as…" or "Rename saved filter": its name and whether the organisation sees it. */
export function SavedFilterDialog({ scope, query, filter, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useAppForm<Draft, Draft>({
    defaultValues: { name: filter?.name ?? '', shared: filter?.shared ?? false },
    resolver: checkResolver((draft: Draft) =>
      draft.name.trim()
        ? { ok: true, data: { name: draft.name.trim(), shared: draft.shared } }
        : { ok: false, errors: { name: t('savedFilters.nameRequired') } },
    ),
  })
  const save = async ({ name, shared }: Draft) => {
    const saved = filter
      ? await updateSavedFilter(filter.saved_filter_id, { name, shared })
      : await createSavedFilter({ scope, name, query, shared })
    void afterSavedFilterWrite(queryClient, scope)
    notify({ variant: 'success', message: t('savedFilters.saved', { name: saved.name }) })
    onSaved(saved)
  }
  return (
    <FormDialog
      form={form}
      onSubmit={save}
      onClose={onClose}
      title={filter ? t('savedFilters.renameTitle', { name: filter.name }) : t('savedFilters.saveTitle')}
      submitLabel={t('savedFilters.save')}
    >
      <FormTextField name="name" label={t('savedFilters.name')} maxLength={80} />
      <FormCheckboxField name="shared" label={t('savedFilters.share')} hint={t('savedFilters.shareHint')} />
    </FormDialog>
  )
}
