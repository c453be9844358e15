import { useTranslation } from 'react-i18next'
import { CheckboxField, SelectField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import {
  ITEM_CATEGORY_CHOICES,
  ITEM_OWNERSHIP_CHOICES,
  ITEM_STATUS_CHOICES,
  type ItemListSearch,
} from '../routing'

type Props = { search: ItemListSearch; onChange: (patch: Partial<ItemListSearch>) => void }

/** The list's filters (project, status, category, ownership, overdue hires), kept in the URL. */
export function ItemFilters({ search, onChange }: Props) {
  const { t } = useTranslation()
  const set = (patch: Partial<ItemListSearch>) => onChange({ ...patch, page: undefined })
  return (
    <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <ProjectPicker
        className="sm:col-span-2"
        label={t('inventory.fields.project')}
        value={search.project ?? null}
        onChange={(project) => set({ project: project ?? undefined })}
      />
      <SelectField
        label={t('inventory.fields.status')}
        value={search.status ?? ''}
        onChange={(event) => set({ status: (event.target.value || undefined) as ItemListSearch['status'] })}
        options={[
          { value: '', label: t('inventory.filters.anyStatus') },
          ...ITEM_STATUS_CHOICES.map((status) => ({ value: status, label: t(`inventory.status.${status}`) })),
        ]}
      />
      <SelectField
        label={t('inventory.fields.category')}
        value={search.category ?? ''}
        onChange={(event) =>
          set({ category: (event.target.value || undefined) as ItemListSearch['category'] })
        }
        options={[
          { value: '', label: t('inventory.filters.anyCategory') },
          ...ITEM_CATEGORY_CHOICES.map((category) => ({
            value: category,
            label: t(`inventory.category.${category}`),
          })),
        ]}
      />
      <SelectField
        label={t('inventory.fields.ownership')}
        value={search.ownership ?? ''}
        onChange={(event) =>
          set({ ownership: (event.target.value || undefined) as ItemListSearch['ownership'] })
        }
        options={[
          { value: '', label: t('inventory.filters.anyOwnership') },
          ...ITEM_OWNERSHIP_CHOICES.map((ownership) => ({
            value: ownership,
            label: t(`inventory.ownership.${ownership}`),
          })),
        ]}
      />
      <div className="flex items-end pb-2">
        <CheckboxField
          label={t('inventory.filters.overdue')}
          checked={Boolean(search.overdue)}
          onChange={(checked) => set({ overdue: checked ? 1 : undefined })}
        />
      </div>
    </div>
  )
}
