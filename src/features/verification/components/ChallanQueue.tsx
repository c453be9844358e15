import type { Challan } from '@contract/spend/purchase-orders'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { type DataColumn, DataTable, listQueryProps } from '@/components/data-table'
import { Alert } from '@/components/Feedback'
import { TextAreaField } from '@/components/Field'
import { invalidatePurchase } from '@/features/purchase'
import { ApiError } from '@/lib/api-error'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notifications'
import { challanQueueQuery, rejectChallan, verifyChallan } from '../api'
import { useQueueSearch } from './useQueueSearch'

type Decision = { challan: Challan; action: 'verify' | 'reject' }

/** Challans the signed-in user may verify: verify one, or reject it with a reason. */
export function ChallanQueue({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation()
  const { search, set } = useQueueSearch()
  const queue = useQuery(challanQueueQuery(search.project, compact ? 1 : (search.page ?? 1)))
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const columns = useMemo<DataColumn<Challan>[]>(
    () => [
      {
        id: 'challan_no',
        header: t('verification.challans.number'),
        canHide: false,
        cell: (c) => <strong>{c.challan_no}</strong>,
      },
      {
        id: 'po',
        header: t('verification.challans.po'),
        cell: (c) => <span className="whitespace-nowrap font-mono">{c.po_number}</span>,
      },
      { id: 'vendor', header: t('purchase.fields.vendor'), cell: (c) => c.vendor_name },
      {
        id: 'received_on',
        header: t('purchase.challan.fields.date'),
        cell: (c) => formatDate(c.received_on, i18n.language),
      },
      { id: 'receiver', header: t('purchase.challan.fields.receiver'), cell: (c) => c.receiver },
      {
        id: 'lines',
        header: t('verification.challans.goods'),
        cell: (c) => c.lines.map((line) => `${line.description}: ${line.quantity}`).join(' · '),
      },
      {
        id: 'recorded_by',
        header: t('verification.challans.recordedBy'),
        cell: (c) => c.recorded_by_name ?? '—',
      },
      {
        id: 'photos',
        header: t('verification.challans.photos'),
        align: 'end',
        cell: (c) => c.attachment_count,
      },
    ],
    [t, i18n.language],
  )
  return (
    <>
      <DataTable
        tableId="verification-challans"
        caption={t('verification.challans.caption')}
        columns={columns}
        {...listQueryProps(queue)}
        rowKey={(challan) => challan.challan_id}
        pagination={compact ? undefined : queue.data?.pagination}
        onPageChange={(page) => set({ page })}
        empty={{ title: t('verification.challans.empty'), body: t('verification.challans.emptyBody') }}
        actions={(challan) => (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              aria-label={t('verification.challans.verifyNamed', { number: challan.challan_no })}
              onClick={() => setDeciding({ challan, action: 'verify' })}
            >
              {t('verification.challans.verify')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('verification.challans.rejectNamed', { number: challan.challan_no })}
              onClick={() => setDeciding({ challan, action: 'reject' })}
            >
              {t('verification.challans.reject')}
            </Button>
          </div>
        )}
      />
      {deciding ? <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  )
}

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { challan, action } = decision
  const [reason, setReason] = useState('')
  const decide = useMutation({
    mutationFn: () =>
      action === 'verify'
        ? verifyChallan(challan.challan_id)
        : rejectChallan(challan.challan_id, reason.trim()),
    onSuccess: () => {
      invalidatePurchase(queryClient)
      notify({
        variant: 'success',
        message: t(`verification.challans.done.${action}`, { number: challan.challan_no }),
      })
      onClose()
    },
  })
  const error =
    decide.error instanceof ApiError ? (decide.error.fieldErrors[0]?.message ?? decide.error.message) : null
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`verification.challans.${action}Title`, { number: challan.challan_no, po: challan.po_number })}
    >
      <div className="space-y-4">
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <p className="text-sm text-ink-muted">
          {t(`verification.challans.${action}Body`, {
            vendor: challan.vendor_name,
            receiver: challan.receiver,
          })}
        </p>
        {action === 'reject' ? (
          <TextAreaField
            label={t('purchase.reject.reason')}
            value={reason}
            rows={2}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={action === 'reject' ? 'danger' : 'primary'}
            loading={decide.isPending}
            disabled={action === 'reject' && reason.trim().length < 3}
            onClick={() => decide.mutate()}
          >
            {t(`verification.challans.${action}`)}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
