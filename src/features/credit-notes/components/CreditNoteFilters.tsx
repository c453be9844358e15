import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SearchField } from '@/components/data-table'
import { SelectField, TextField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import { choicesQuery } from '@/lib/choices'
import { type CreditNoteListSearch, STATUSES } from '../routing'

type Props = { search: CreditNoteListSearch; onChange: (patch: Partial<CreditNoteListSearch>) => void }

/** The list's filters (project, vendor, status, credit note dates, words), kept in the URL. */
export function CreditNoteFilters({ search, onChange }: Props) {
  const { t } = useTranslation()
  const vendors = useQuery(choicesQuery('vendor'))
  const set = (patch: Partial<CreditNoteListSearch>) => onChange({ ...patch, page: undefined })
  return (
    <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <ProjectPicker
        label={t('creditNotes.fields.project')}
        value={search.project ?? null}
        onChange={(project) => set({ project: project ?? undefined })}
      />
      <SelectField
        label={t('creditNotes.fields.vendor')}
        value={search.vendor ? String(search.vendor) : ''}
        onChange={(event) => set({ vendor: event.target.value ? Number(event.target.value) : undefined })}
        options={[
          { value: '', label: t('creditNotes.filters.anyVendor') },
          ...(vendors.data ?? []).map((vendor) => ({ value: String(vendor.id), label: vendor.label })),
        ]}
      />
      <SelectField
        label={t('creditNotes.fields.status')}
        value={search.status ?? ''}
        onChange={(event) =>
          set({ status: (event.target.value || undefined) as CreditNoteListSearch['status'] })
        }
        options={[
          { value: '', label: t('creditNotes.filters.anyStatus') },
          ...STATUSES.map((status) => ({ value: status, label: t(`creditNotes.status.${status}`) })),
        ]}
      />
      <TextField
        type="date"
        label={t('creditNotes.filters.from')}
        value={search.from ?? ''}
        onChange={(event) => set({ from: event.target.value || undefined })}
      />
      <TextField
        type="date"
        label={t('creditNotes.filters.to')}
        value={search.to ?? ''}
        onChange={(event) => set({ to: event.target.value || undefined })}
      />
      <div className="flex items-end">
        <SearchField
          label={t('creditNotes.search')}
          value={search.search ?? ''}
          onChange={(text) => set({ search: text || undefined })}
        />
      </div>
    </div>
  )
}
