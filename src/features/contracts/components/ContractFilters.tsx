import { CONTRACT_STATUSES } from '@contract/contract-values'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SearchField } from '@/components/data-table'
import { SelectField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import { choicesQuery } from '@/lib/choices'
import type { ContractListSearch } from '../routing'

type Props = { search: ContractListSearch; onChange: (patch: Partial<ContractListSearch>) => void }

/** The list's filters (project, status, agreement type, words), kept in the URL. */
export function ContractFilters({ search, onChange }: Props) {
  const { t } = useTranslation()
  const agreements = useQuery(choicesQuery('agreement'))
  const set = (patch: Partial<ContractListSearch>) => onChange({ ...patch, page: undefined })
  return (
    <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <ProjectPicker
        label={t('contracts.fields.project')}
        value={search.project ?? null}
        onChange={(project) => set({ project: project ?? undefined })}
      />
      <SelectField
        label={t('contracts.fields.status')}
        value={search.status ?? ''}
        onChange={(event) =>
          set({ status: (event.target.value || undefined) as ContractListSearch['status'] })
        }
        options={[
          { value: '', label: t('contracts.filters.anyStatus') },
          ...CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`contracts.status.${status}`) })),
        ]}
      />
      <SelectField
        label={t('contracts.fields.agreement')}
        value={search.agreement ? String(search.agreement) : ''}
        onChange={(event) => set({ agreement: event.target.value ? Number(event.target.value) : undefined })}
        options={[
          { value: '', label: t('contracts.filters.anyAgreement') },
          ...(agreements.data ?? []).map((agreement) => ({
            value: String(agreement.id),
            label: agreement.label,
          })),
        ]}
      />
      <div className="flex items-end">
        <SearchField
          label={t('contracts.search')}
          value={search.search ?? ''}
          onChange={(text) => set({ search: text || undefined })}
        />
      </div>
    </div>
  )
}
