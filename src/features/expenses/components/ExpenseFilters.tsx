import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SearchField } from '@/components/data-table'
import { SelectField, TextField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import { choicesQuery } from '@/lib/choices'
import { type ExpenseListSearch, STATUSES } from '../routing'

type Props = { search: ExpenseListSearch; onChange: (patch: Partial<ExpenseListSearch>) => void }

/** The list's filters (project, code, vendor, status, invoice dates, words), kept in the URL. */
export function ExpenseFilters({ search, onChange }: Props) {
  const { t } = useTranslation()
  const vendors = useQuery(choicesQuery('vendor'))
  const set = (patch: Partial<ExpenseListSearch>) => onChange({ ...patch, page: undefined })
  return (
    <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <ProjectPicker
        label={t('expenses.fields.project')}
        value={search.project ?? null}
        onChange={(project) => set({ project: project ?? undefined })}
      />
      <TextField
        label={t('expenses.fields.budgetCode')}
        value={search.code ?? ''}
        onChange={(event) => set({ code: event.target.value.trim() || undefined })}
      />
      <SelectField
        label={t('expenses.fields.vendor')}
        value={search.vendor ? String(search.vendor) : ''}
        onChange={(event) => set({ vendor: event.target.value ? Number(event.target.value) : undefined })}
        options={[
          { value: '', label: t('expenses.filters.anyVendor') },
          ...(vendors.data ?? []).map((vendor) => ({ value: String(vendor.id), label: vendor.label })),
        ]}
      />
      <SelectField
        label={t('expenses.fields.status')}
        value={search.status ?? ''}
        onChange={(event) =>
          set({ status: (event.target.value || undefined) as ExpenseListSearch['status'] })
        }
        options={[
          { value: '', label: t('expenses.filters.anyStatus') },
          ...STATUSES.map((status) => ({ value: status, label: t(`expenses.status.${status}`) })),
        ]}
      />
      <TextField
        type="date"
        label={t('expenses.filters.from')}
        value={search.from ?? ''}
        onChange={(event) => set({ from: event.target.value || undefined })}
      />
      <TextField
        type="date"
        label={t('expenses.filters.to')}
        value={search.to ?? ''}
        onChange={(event) => set({ to: event.target.value || undefined })}
      />
      <div className="flex items-end sm:col-span-2">
        <SearchField
          label={t('expenses.search')}
          value={search.search ?? ''}
          onChange={(text) => set({ search: text || undefined })}
        />
      </div>
    </div>
  )
}
