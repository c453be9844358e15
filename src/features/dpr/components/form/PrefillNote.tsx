import type { DprDraft } from '@contract/dpr'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import { dayText } from '../day'

/** Day N of M, the day's plan and the report the crew, cast and times were copied from. */
export function PrefillNote({ draft }: { draft: DprDraft }) {
  const { t } = useTranslation()
  return (
    <div className="mb-6">
      <Alert tone="info" title={dayText(t, draft.day_no, draft.total_days)}>
        {draft.planned_title ? <p>{t('dpr.form.planned', { title: draft.planned_title })}</p> : null}
        {draft.copied_from_id ? (
          <p>
            {t('dpr.form.copiedFrom')}{' '}
            <Link
              to="/dprView"
              search={{ id: draft.copied_from_id }}
              className="font-medium text-link underline"
            >
              {t('dpr.form.previousReport')}
            </Link>
          </p>
        ) : (
          <p>{t('dpr.form.nothingCopied')}</p>
        )}
      </Alert>
    </div>
  )
}
