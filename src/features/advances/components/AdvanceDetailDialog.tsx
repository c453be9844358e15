import type { AdvanceDetail } from '@contract/spend/advances'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApprovalTrailSection } from '@/components/ApprovalTrail'
import { EditableDetailDialog } from '@/components/EditableDetailDialog'
import { Alert } from '@/components/Feedback'
import { BudgetCheckNotice } from '@/features/budget'
import { formatDate } from '@/lib/format'
import { useDateTime, useMoney } from '@/lib/money'
import { advanceQuery } from '../api'
import { AdvanceFormDialog } from './AdvanceFormDialog'
import { AdvanceStatusBadge } from './AdvanceStatusBadge'
import { AdvanceSteps } from './AdvanceSteps'

/** One advance: its figures, TDS, balance, adjustments, trail and the steps the caller may take. */
export function AdvanceDetailDialog({ advanceId, onClose }: { advanceId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const advance = useQuery(advanceQuery(advanceId))
  return (
    <EditableDetailDialog
      query={advance}
      title={(data) => t('advances.detail.title', { no: data.advance_no })}
      loadingTitle={t('advances.detail.loadingTitle')}
      loading={t('advances.detail.loading')}
      retryLabel={t('advances.detail.retry')}
      form={(data, done) => (
        <AdvanceFormDialog projectId={data.project_id} advance={data} onClose={done} onSaved={done} />
      )}
      onClose={onClose}
    >
      {(data, edit) => <AdvanceBody advance={data} onEdit={edit} />}
    </EditableDetailDialog>
  )
}

function AdvanceBody({ advance, onEdit }: { advance: AdvanceDetail; onEdit: () => void }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: advance.currency_code, minor_units: advance.minor_units })
  const at = useDateTime()
  const facts: [string, string][] = [
    [t('advances.fields.status'), ''],
    [t('advances.fields.kind'), t(`advances.kind.${advance.kind}`)],
    [t('advances.fields.project'), advance.project_name],
    [t('advances.fields.vendor'), advance.vendor_name],
    [t('advances.fields.po'), advance.po_number ?? '—'],
    [t('advances.fields.budgetCode'), advance.budget_code],
    [t('advances.fields.amount'), money(advance.amount)],
    [t('advances.fields.pctOfPo'), advance.pct_of_po ? `${advance.pct_of_po} %` : '—'],
    [
      t('advances.fields.tds'),
      `${money(advance.tds_amount)}${advance.tds_rate ? ` (${advance.tds_rate} %)` : ''}`,
    ],
    [t('advances.fields.netPaid'), money(advance.net_paid)],
    [t('advances.fields.adjusted'), money(advance.adjusted_amount)],
    [t('advances.fields.refunded'), money(advance.refunded_amount)],
    [t('advances.fields.balance'), money(advance.balance)],
    [t('advances.fields.poOpen'), advance.po_open === null ? '—' : money(advance.po_open)],
    [t('advances.fields.paidOn'), advance.paid_on ? formatDate(advance.paid_on, i18n.language) : '—'],
    [
      t('advances.fields.age'),
      advance.age_days === null ? '—' : t('advances.days', { count: advance.age_days }),
    ],
    [t('advances.fields.proformaNo'), advance.proforma_no ?? '—'],
    [t('advances.fields.reason'), advance.reason ?? '—'],
  ]
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value], index) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line py-1">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right">
              {index === 0 ? <AdvanceStatusBadge status={advance.status} /> : value}
            </dd>
          </div>
        ))}
      </dl>
      {advance.overdue ? (
        <Alert tone="warning">{t('advances.detail.overdue', { count: advance.age_days ?? 0 })}</Alert>
      ) : null}
      <BudgetCheckNotice check={advance.budget_check} />
      {advance.rejection_reason ? (
        <Alert tone="warning" title={t('advances.detail.rejected')}>
          {advance.rejection_reason}
        </Alert>
      ) : null}
      {['forfeited', 'written_off', 'refunded'].includes(advance.status) && advance.balance > 0 ? (
        <Alert tone="info">
          {t('advances.detail.becameCost', { amount: money(advance.balance), code: advance.budget_code })}
        </Alert>
      ) : null}
      {advance.pending_level ? (
        <p>
          {t('advances.detail.waiting', {
            level: advance.pending_level.level_no,
            name: advance.pending_level.name,
            approvers: advance.pending_level.approver_names.join(', '),
          })}
        </p>
      ) : null}
      <section aria-labelledby="advance-adjustments">
        <h3 id="advance-adjustments" className="mb-2 font-semibold text-ink">
          {t('advances.detail.adjustments')}
        </h3>
        {advance.adjustments.length ? (
          <ul className="space-y-1">
            {advance.adjustments.map((row) => (
              <li key={row.adjustment_id}>
                {t('advances.detail.adjustment', {
                  invoice: row.invoice_no,
                  amount: money(row.amount),
                  tds: money(row.tds_amount),
                })}
                {row.manual ? ` · ${t('advances.detail.manual')}` : ''} · {at(row.at)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{t('advances.detail.noAdjustments')}</p>
        )}
      </section>
      <ApprovalTrailSection id="advance-trail" steps={advance.approvals} words="advances.trail" />
      <AdvanceSteps advance={advance} onEdit={onEdit} />
    </div>
  )
}
