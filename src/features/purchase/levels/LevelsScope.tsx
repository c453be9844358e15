import { DOCUMENT_TYPES, type DocumentType } from '@contract/spend/document-types'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ProjectPicker } from '@/components/ProjectPicker'
import { Segmented } from '@/components/Segmented'

export type LevelsSearch = { project?: number; type?: DocumentType }

/** The project (in the URL) and document type (every approvable one) whose levels /addLevel and /removeLevel show. */
export function useLevelsScope(defaultType: DocumentType = 'po') {
  const search = useSearch({ strict: false }) as LevelsSearch
  const navigate = useNavigate()
  const set = (patch: LevelsSearch) =>
    void navigate({ to: '.', search: (previous: LevelsSearch) => ({ ...previous, ...patch }), replace: true })
  return { projectId: search.project ?? null, type: search.type ?? defaultType, set }
}

export function LevelsScope({ scope }: { scope: ReturnType<typeof useLevelsScope> }) {
  const { t } = useTranslation()
  return (
    <div className="mb-6 flex flex-wrap items-end gap-4">
      <ProjectPicker
        className="w-full max-w-sm"
        value={scope.projectId}
        onChange={(project) => scope.set({ project: project ?? undefined })}
      />
      <Segmented<DocumentType>
        label={t('purchase.levels.documentType')}
        value={scope.type}
        onChange={(type) => scope.set({ type })}
        options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`purchase.levels.types.${type}`) }))}
      />
    </div>
  )
}
