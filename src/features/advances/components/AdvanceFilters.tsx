import { ADVANCE_KINDS, ADVANCE_STATUSES } from '@contract/spend/advance-values'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SearchField } from '@/components/data-table'
import { CheckboxField, SelectField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import { choicesQuery } from '@/lib/choices'
import type { AdvanceListSearch } from '../routing'

type Props = { search: AdvanceListSearch; onChange: (patch: Partial<AdvanceListSearch>) => void }

/** The list's filters (project, vendor, kind, status, overdue, words), kept in the URL. */
export function AdvanceFilters({ search, onChange }: Props) {
  const { t } = useTranslation()
  const vendors = useQuery(choicesQuery('vendor'))
  const set = (patch: Partial<AdvanceListSearch>) => onChange({ ...patch, page: undefined })
  return (
    <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <ProjectPicker
        label={t('advances.fields.project')}
        value={search.project ?? null}
        onChange={(project) => set({ project: project ?? undefined })}
      />
      <SelectField
        label={t('advances.fields.vendor')}
        value={search.vendor ? String(search.vendor) : ''}
        onChange={(event) => set({ vendor: event.target.value ? Number(event.target.value) : undefined })}
        options={[
          { value: '', label: t('advances.filters.anyVendor') },
          ...(vendors.data ?? []).map((vendor) => ({ value: String(vendor.id), label: vendor.label })),
        ]}
      />
      <SelectField
        label={t('advances.fields.kind')}
        value={search.kind ?? ''}
        onChange={(event) => set({ kind: (event.target.value || undefined) as AdvanceListSearch['kind'] })}
        options={[
          { value: '', label: t('advances.filters.anyKind') },
          ...ADVANCE_KINDS.map((kind) => ({ value: kind, label: t(`advances.kind.${kind}`) })),
        ]}
      />
      <SelectField
        label={t('advances.fields.status')}
        value={search.status ?? ''}
        onChange={(event) =>
          set({ status: (event.target.value || undefined) as AdvanceListSearch['status'] })
        }
        options={[
          { value: '', label: t('advances.filters.anyStatus') },
          ...ADVANCE_STATUSES.map((status) => ({
            value: status,
            label: t(`advances.status.${status}`),
          })),
        ]}
      />
      <div className="flex items-end">
        <CheckboxField
          label={t('advances.filters.overdue')}
          checked={Boolean(search.overdue)}
          onChange={(checked) => set({ overdue: checked ? 1 : undefined })}
        />
      </div>
      <div className="flex items-end sm:col-span-2">
        <SearchField
          label={t('advances.search')}
          value={search.search ?? ''}
          onChange={(text) => set({ search: text || undefined })}
        />
      </div>
    </div>
  )
}
