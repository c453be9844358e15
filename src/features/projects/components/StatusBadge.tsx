import type { ProjectStatus } from '@contract/projects'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/Segmented'
import { PROJECT_STATUS_ORDER } from '../routing'

const TONES: Record<ProjectStatus, 'neutral' | 'success' | 'warning' | 'primary'> = {
  development: 'neutral',
  'pre-production': 'warning',
  shooting: 'primary',
  post: 'primary',
  delivered: 'success',
  closed: 'neutral',
}

/** Where a production is in its life. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation()
  return (
    <span className="whitespace-nowrap">
      <Badge tone={TONES[status]}>{t(`projects.status.${status}`)}</Badge>
    </span>
  )
}

/** The list's status filter: a labelled select that sits on one line with the list's other tools. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ProjectStatus | undefined
  onChange: (status: ProjectStatus | undefined) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('projects.fields.status')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as ProjectStatus | undefined)}
        className="h-10 rounded-control border border-line bg-surface px-3 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-primary-400"
      >
        <option value="">{t('projects.allStatuses')}</option>
        {PROJECT_STATUS_ORDER.map((status) => (
          <option key={status} value={status}>
            {t(`projects.status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
