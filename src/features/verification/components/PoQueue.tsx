import type { PurchaseOrderSummary } from '@contract/spend/purchase-orders'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type DataColumn, DataTable, listQueryProps } from '@/components/data-table'
import { PoDetailDialog, PoNumberLink, ProjectMoney } from '@/features/purchase'
import { formatDate } from '@/lib/format'
import { poQueueQuery } from '../api'
import { useQueueSearch } from './useQueueSearch'

/** POs waiting on the signed-in user's approval; "Open" shows one to approve or reject. */
export function PoQueue({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation()
  const { search, set } = useQueueSearch()
  const queue = useQuery(poQueueQuery(search.project, compact ? 1 : (search.page ?? 1)))
  const columns = useMemo<DataColumn<PurchaseOrderSummary>[]>(
    () => [
      {
        id: 'number',
        header: t('purchase.fields.number'),
        canHide: false,
        cell: (po) => <PoNumberLink poId={po.po_id} number={po.number} />,
      },
      { id: 'title', header: t('purchase.fields.title'), cell: (po) => po.title },
      { id: 'vendor', header: t('purchase.fields.vendor'), cell: (po) => po.vendor_name },
      { id: 'date', header: t('purchase.fields.date'), cell: (po) => formatDate(po.po_date, i18n.language) },
      {
        id: 'level',
        header: t('purchase.fields.waitingOn'),
        cell: (po) =>
          po.pending_level
            ? po.pending_level.level_no === 0
              ? t('purchase.levelAdmins')
              : t('purchase.levelShort', { number: po.pending_level.level_no, name: po.pending_level.name })
            : '—',
      },
      {
        id: 'requested_by',
        header: t('purchase.fields.requestedBy'),
        cell: (po) => po.requested_by_name ?? '—',
      },
      {
        id: 'total',
        header: t('purchase.fields.total'),
        align: 'end',
        cell: (po) => <ProjectMoney projectId={po.project_id} units={po.total} />,
      },
    ],
    [t, i18n.language],
  )
  return (
    <>
      <DataTable
        tableId="verification-pos"
        caption={t('verification.pos.caption')}
        columns={columns}
        {...listQueryProps(queue)}
        rowKey={(po) => po.po_id}
        pagination={compact ? undefined : queue.data?.pagination}
        onPageChange={(page) => set({ page })}
        empty={{ title: t('verification.pos.empty'), body: t('verification.pos.emptyBody') }}
        actions={(po) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('verification.pos.openNamed', { number: po.number })}
            onClick={() => set({ po: po.po_id })}
          >
            {t('verification.pos.open')}
          </Button>
        )}
      />
      {search.po ? <PoDetailDialog poId={search.po} onClose={() => set({ po: undefined })} /> : null}
    </>
  )
}
