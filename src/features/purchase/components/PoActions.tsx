import { purchaseOrdersApi } from '@contract/api/purchase'
import type { PurchaseOrder } from '@contract/spend/purchase-orders'
import { useQueryClient } from '@tanstack/react-query'
import { DocumentActions } from '@/components/DocumentActions'
import { callDocumentStep } from '@/lib/api'
import { invalidatePurchase, purchaseKeys } from '../api'

type Step = 'submit' | 'approve' | 'reject' | 'cancel'

/**
 * The shared approval buttons: its requester (or an Admin) edits, submits and cancels it, the
 * approver it waits on decides it; the PO's budget control may stop it, which an Admin may override.
 */
export function PoActions({ po, onEdit }: { po: PurchaseOrder; onEdit: () => void }) {
  const queryClient = useQueryClient()
  return (
    <DocumentActions<PurchaseOrder>
      words="purchase.actionsLabel"
      toasts="purchase.actionsDone"
      documentNo={po.number}
      rowVersion={po.row_version}
      can={{ submit: po.can_edit, edit: po.can_edit, approve: po.can_approve, cancel: po.can_cancel }}
      onEdit={onEdit}
      perform={(step, body) => callDocumentStep(purchaseOrdersApi[step as Step], po.po_id, body)}
      onDone={(saved) => {
        queryClient.setQueryData(purchaseKeys.po(saved.po_id), saved)
        invalidatePurchase(queryClient)
      }}
      numberOf={(saved) => saved.number}
      overridable
    />
  )
}
