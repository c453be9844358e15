import type { EnvelopeLine } from '@contract/spend/petty-cash'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { pettyCashKeys } from '../api'

/**
 * One bill's receipt images: a button in the bills table that shows how many are kept and opens
 * them (attachments of owner `bill`), to look at, add or remove while the envelope is open to it.
 */
export function BillReceipts({ line, canUpload }: { line: EnvelopeLine; canUpload: boolean }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
    // The count beside the bill follows what was added or removed.
    void queryClient.invalidateQueries({ queryKey: pettyCashKeys.all })
  }
  return (
    <>
      {/* The name starts with the words shown (WCAG 2.5.3) and says whose receipts they are. */}
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('pettyCash.receipts.count', { count: line.receipt_count })}
        <span className="sr-only"> {t('pettyCash.receipts.ofBill', { receipt: line.receipt_no })}</span>
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('pettyCash.receipts.title', { receipt: line.receipt_no })}
        description={t('pettyCash.receipts.hint', { payee: line.payee })}
        wide
      >
        <AttachmentsPanel owner="bill" ownerId={line.line_id} canUpload={canUpload} />
      </Dialog>
    </>
  )
}
