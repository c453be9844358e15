import type { Dpr } from '@contract/dpr'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ApprovalTrail } from '@/components/ApprovalTrail'
import { Alert } from '@/components/Feedback'
import { DprActions } from './DprActions'
import { DprStatusBadge } from './DprStatusBadge'

/** The report's status card: its revision, why it was rejected or who it waits on, its steps and trail. */
export function ReportStatus({ dpr }: { dpr: Dpr }) {
  const { t } = useTranslation()
  const none = '—'
  return (
    <section
      aria-labelledby="dpr-status-heading"
      className="rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="dpr-status-heading" className="text-lg font-semibold text-ink">
          {t('dpr.view.status')}
        </h2>
        <DprStatusBadge status={dpr.status} />
        {dpr.revision_no > 0 ? (
          <span className="text-sm text-ink-muted">
            {t('dpr.view.revision', { number: dpr.revision_no })}
          </span>
        ) : null}
      </div>
      <div className="mt-4 space-y-3">
        {dpr.revises_id ? (
          <p className="text-sm text-ink">
            {t('dpr.view.revises')}{' '}
            <Link to="/dprView" search={{ id: dpr.revises_id }} className="font-medium text-link underline">
              {t('dpr.view.revisedReport')}
            </Link>
            {dpr.revision_reason ? ` — “${dpr.revision_reason}”` : ''}
          </p>
        ) : null}
        {dpr.status === 'rejected' && dpr.rejection_reason ? (
          <Alert tone="warning" title={t('dpr.view.rejected')}>
            {dpr.rejection_reason}
          </Alert>
        ) : null}
        {dpr.status === 'submitted' && dpr.pending_level ? (
          <p className="text-sm text-ink">
            {t('dpr.view.waiting', {
              level: dpr.pending_level.level_no,
              name: dpr.pending_level.name,
              approvers: dpr.pending_level.approver_names.join(', ') || none,
            })}
          </p>
        ) : null}
        <DprActions dpr={dpr} />
        <h3 className="pt-2 text-sm font-semibold text-ink">{t('dpr.trail.title')}</h3>
        <ApprovalTrail steps={dpr.approvals} words="dpr.trail" />
      </div>
    </section>
  )
}
