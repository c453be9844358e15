import type { EnvelopeDetail } from '@contract/spend/petty-cash'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApprovalTrailSection } from '@/components/ApprovalTrail'
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { QueryState } from '@/components/QueryState'
import { BudgetCheckNotice } from '@/features/budget'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { envelopeQuery } from '../api'
import { BillReceipts } from './BillReceipts'
import { EnvelopeActions } from './EnvelopeActions'
import { EnvelopeFormDialog } from './EnvelopeFormDialog'
import { Facts, PettyCashStatus, Waiting } from './shared'

/** One envelope: its bills (input credit, cost, 40A(3) warnings), trail and next steps. */
export function EnvelopeDetailDialog({ envelopeId, onClose }: { envelopeId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const envelope = useQuery(envelopeQuery(envelopeId))
  const [editing, setEditing] = useState(false)
  if (editing && envelope.data)
    return (
      <EnvelopeFormDialog
        floatId={envelope.data.float_id}
        envelope={envelope.data}
        minorUnits={envelope.data.minor_units}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    )
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        envelope.data
          ? t('pettyCash.envelopes.detailTitle', { no: envelope.data.envelope_no })
          : t('pettyCash.loading')
      }
      wide
    >
      <QueryState query={envelope} loading={t('pettyCash.loading')} retryLabel={t('pettyCash.retry')}>
        {(data) => <EnvelopeBody envelope={data} onEdit={() => setEditing(true)} />}
      </QueryState>
    </Dialog>
  )
}

function EnvelopeBody({ envelope, onEdit }: { envelope: EnvelopeDetail; onEdit: () => void }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: envelope.currency_code, minor_units: envelope.minor_units })
  const cost = envelope.lines.reduce((sum, line) => sum + line.cost, 0)
  // Receipt images are added while the bills are drafted and until the envelope is posted.
  const canUpload =
    useCan('pcr', 'PUT') && ['draft', 'rejected', 'submitted', 'approved'].includes(envelope.status)
  return (
    <div className="space-y-5 text-sm">
      <Facts
        items={[
          [t('pettyCash.fields.status'), <PettyCashStatus key="status" status={envelope.status} />],
          [t('pettyCash.fields.holder'), envelope.holder_name],
          [t('pettyCash.fields.float'), envelope.float_no],
          [t('pettyCash.fields.project'), envelope.project_name],
          [t('pettyCash.fields.total'), money(envelope.total)],
          [t('pettyCash.fields.cost'), money(cost)],
          [
            t('pettyCash.fields.audited'),
            envelope.audited ? (envelope.audited_by_name ?? t('pettyCash.yes')) : t('pettyCash.no'),
          ],
          [t('pettyCash.fields.outstanding'), money(envelope.outstanding)],
        ]}
      />
      {envelope.cash_warnings.length ? (
        <Alert tone="warning" title={t('pettyCash.envelopes.cashLimitTitle')}>
          <ul className="list-disc pl-5" data-testid="cash-warnings">
            {envelope.cash_warnings.map((warning) => (
              <li key={`${warning.payee}-${warning.bill_date}`}>
                {t('pettyCash.envelopes.cashLimit', {
                  payee: warning.payee,
                  date: formatDate(warning.bill_date, i18n.language),
                  amount: money(warning.total),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <BudgetCheckNotice check={envelope.budget_check} />
      {envelope.rejection_reason ? (
        <Alert tone="warning" title={t('pettyCash.detail.rejected')}>
          {envelope.rejection_reason}
        </Alert>
      ) : null}
      <Waiting level={envelope.pending_level} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('pettyCash.envelopes.bills')}</caption>
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t('pettyCash.fields.billDate')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('pettyCash.fields.receiptNo')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('pettyCash.fields.payee')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('pettyCash.fields.budgetCode')}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t('pettyCash.fields.total')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('pettyCash.fields.itc')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('pettyCash.fields.cost')}
              </th>
              <th scope="col" className="py-1 pl-3">
                {t('pettyCash.receipts.column')}
              </th>
            </tr>
          </thead>
          <tbody>
            {envelope.lines.map((line) => (
              <tr key={line.line_id} className="border-t border-line align-top">
                <td className="py-1 pr-3 whitespace-nowrap">{formatDate(line.bill_date, i18n.language)}</td>
                <td className="py-1 pr-3">{line.receipt_no}</td>
                <td className="py-1 pr-3">
                  {line.payee}
                  {line.payee_gstin ? (
                    <span className="block text-xs text-ink-muted">{line.payee_gstin}</span>
                  ) : null}
                  {line.cash_limit_warning ? (
                    <span className="block text-xs font-medium text-warning">
                      {t('pettyCash.envelopes.cashLimitLine')}
                    </span>
                  ) : null}
                </td>
                <td className="py-1 pr-3 font-mono text-xs">{line.budget_code}</td>
                <td className="py-1 pr-3 text-right whitespace-nowrap">{money(line.total)}</td>
                <td className="py-1 pr-3">{line.itc_eligible ? t('pettyCash.yes') : t('pettyCash.no')}</td>
                <td className="py-1 text-right whitespace-nowrap">{money(line.cost)}</td>
                <td className="py-1 pl-3">
                  <BillReceipts line={line} canUpload={canUpload} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ApprovalTrailSection id="envelope-trail" steps={envelope.approvals} words="pettyCash.trail" />
      <AttachmentsPanel owner="envelope" ownerId={envelope.envelope_id} canUpload={canUpload} />
      <EnvelopeActions envelope={envelope} onEdit={onEdit} />
    </div>
  )
}
