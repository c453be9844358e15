import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { useCan } from '@/lib/permissions'
import { DprRulesSection } from '../components/DprRulesForm'

/**
 * /dprAndWorkTypeView: the work types master's own list (the masters engine, handed in by the
 * route) and the organisation's shift and meal rules. The work types are a settings list: someone
 * who may not read settings sees the rules alone (the list would only be refused).
 */
export default function DprSettingsPage({ workTypes }: { workTypes: ReactNode }) {
  const { t } = useTranslation()
  const canReadSettings = useCan('settings', 'GET')
  return (
    <div className="space-y-10">
      {canReadSettings ? (
        <div>{workTypes}</div>
      ) : (
        <div>
          <PageHeader title={t('pages.dprAndWorkTypes')} />
          <Alert tone="info">{t('dpr.settings.noWorkTypes')}</Alert>
        </div>
      )}
      <DprRulesSection />
    </div>
  )
}
