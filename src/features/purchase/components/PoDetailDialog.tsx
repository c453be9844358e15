import type { PurchaseOrder } from '@contract/spend/purchase-orders'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApprovalTrail } from '@/components/ApprovalTrail'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { QueryState } from '@/components/QueryState'
import { BudgetCheckNotice } from '@/features/budget'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { useSession } from '@/lib/session'
import { poQuery } from '../api'
import { ChallanSection } from './ChallanSection'
import { PoActions } from './PoActions'
import { PoFormDialog } from './PoFormDialog'
import { PoStatusBadge } from './PoStatus'
import { BudgetImpactTable, PoLinesTable } from './PoTables'

/** One purchase order: lines, budget impact, approval trail, challans and what the user may do. */
export function PoDetailDialog({ poId, onClose }: { poId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const po = useQuery(poQuery(poId))
  const [editing, setEditing] = useState(false)
  if (po.isSuccess && editing)
    return (
      <PoFormDialog
        projectId={po.data.project_id}
        currency={po.data.currency}
        po={po.data}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    )
  return (
    <Dialog
      open
      onClose={onClose}
      wide
      title={po.data ? `${po.data.number} · ${po.data.title}` : t('purchase.detail.loadingTitle')}
    >
      <QueryState
        query={po}
        loading={t('purchase.detail.loading')}
        failed={t('purchase.detail.failed')}
        retryLabel={t('purchase.retry')}
      >
        {(data) => <PoDetail po={data} onEdit={() => setEditing(true)} />}
      </QueryState>
    </Dialog>
  )
}

function PoDetail({ po, onEdit }: { po: PurchaseOrder; onEdit: () => void }) {
  const { t, i18n } = useTranslation()
  const money = useMoney(po.currency)
  const me = useSession((state) => state.profile?.user.user_id)
  const waitsOnMe = po.pending_level?.approver_ids.includes(me ?? 0) ?? false
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">{t('purchase.fields.status')}</dt>
          <dd>
            <PoStatusBadge status={po.status} />
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('purchase.fields.vendor')}</dt>
          <dd className="text-ink">{po.vendor_name}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('purchase.fields.date')}</dt>
          <dd className="text-ink">{formatDate(po.po_date, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('purchase.fields.total')}</dt>
          <dd className="font-semibold tabular-nums text-ink">{money(po.total)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('purchase.fields.requestedBy')}</dt>
          <dd className="text-ink">{po.requested_by_name ?? '—'}</dd>
        </div>
        {po.pending_level ? (
          <div className="sm:col-span-3">
            <dt className="text-ink-muted">{t('purchase.fields.waitingOn')}</dt>
            <dd className="text-ink">
              {t(po.pending_level.level_no === 0 ? 'purchase.waitingAdmins' : 'purchase.waiting', {
                number: po.pending_level.level_no,
                name: po.pending_level.name,
                approvers: po.pending_level.approver_names.join(', '),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {po.status === 'rejected' && po.rejection_reason ? (
        <Alert tone="warning" title={t('purchase.detail.rejected')}>
          {po.rejection_reason}
        </Alert>
      ) : null}
      {po.status === 'submitted' && waitsOnMe && po.requested_by === me ? (
        <Alert tone="info" title={t('purchase.refusals.ownDocument')}>
          {t('purchase.detail.ownDocument')}
        </Alert>
      ) : null}
      <BudgetCheckNotice check={po.budget_check} />
      <PoActions po={po} onEdit={onEdit} />
      <section aria-labelledby="po-lines" className="space-y-2">
        <h3 id="po-lines" className="text-sm font-semibold text-ink">
          {t('purchase.detail.lines')}
        </h3>
        <PoLinesTable lines={po.lines} money={money} />
      </section>
      {/* The server leaves the figures out for whoever does not read the budget: the notice above says whether it fits. */}
      {po.budget.length ? (
        <section aria-labelledby="po-budget" className="space-y-2">
          <h3 id="po-budget" className="text-sm font-semibold text-ink">
            {t('purchase.detail.budget')}
          </h3>
          <BudgetImpactTable impacts={po.budget} money={money} />
        </section>
      ) : null}
      <section aria-labelledby="po-trail" className="space-y-2">
        <h3 id="po-trail" className="text-sm font-semibold text-ink">
          {t('purchase.trail.title')}
        </h3>
        <ApprovalTrail steps={po.approvals} />
      </section>
      {po.status === 'approved' || po.challans.length ? <ChallanSection po={po} /> : null}
    </div>
  )
}
