import type { BudgetControls } from '@contract/spend/actuals'
import {
  BUDGET_CONTROL_ACTIONS,
  type BudgetControlAction,
  CONTROLLED_DOCUMENT_TYPES,
  type ControlledDocumentType,
  DUPLICATE_INVOICE_ACTIONS,
  type DuplicateInvoiceAction,
} from '@contract/spend/common'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { Form, FormSelectField, useAppForm } from '@/components/form'
import { Spinner } from '@/components/Spinner'
import { budgetControlsQuery, budgetRemainingKeys, saveBudgetControls } from '@/lib/budget-remaining'
import { notify } from '@/lib/notifications'

type Values = Record<ControlledDocumentType, BudgetControlAction> & {
  duplicate_invoice: DuplicateInvoiceAction
}

/**
 * Budget controls (GET/PUT /v2/budget/controls): per document type, what happens when it would
 * take a code past its budget, and what booking a vendor's invoice number twice does. Offered to
 * those who may change settings (Admins, Admin Manager).
 */
export function BudgetControlsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  // The one cache every reader shares (the expense preview, the PO form): a save updates them all.
  const controls = useQuery(budgetControlsQuery())
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('actuals.controls.title')}
      description={t('actuals.controls.description')}
    >
      {controls.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> {t('actuals.controls.loading')}
        </p>
      ) : controls.isError ? (
        <Alert tone="danger">{controls.error.message}</Alert>
      ) : (
        <ControlsForm controls={controls.data} onClose={onClose} />
      )}
    </Dialog>
  )
}

function ControlsForm({ controls, onClose }: { controls: BudgetControls; onClose: () => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useAppForm<Values, Values>({
    defaultValues: {
      ...(Object.fromEntries(CONTROLLED_DOCUMENT_TYPES.map((type) => [type, controls[type]])) as Record<
        ControlledDocumentType,
        BudgetControlAction
      >),
      duplicate_invoice: controls.duplicate_invoice,
    },
  })
  const options = BUDGET_CONTROL_ACTIONS.map((action) => ({
    value: action,
    label: t(`actuals.controls.${action}`),
  }))
  const save = async (values: Values) => {
    queryClient.setQueryData(budgetRemainingKeys.controls(), await saveBudgetControls(values))
    notify({ variant: 'success', message: t('actuals.controls.saved') })
    onClose()
  }
  return (
    <Form form={form} onSubmit={save} onCancel={onClose} submitLabel={t('actuals.controls.save')}>
      {CONTROLLED_DOCUMENT_TYPES.map((type) => (
        <FormSelectField key={type} name={type} label={t(`actuals.controls.${type}`)} options={options} />
      ))}
      <FormSelectField
        name="duplicate_invoice"
        label={t('actuals.controls.duplicateInvoice')}
        hint={t('actuals.controls.duplicateInvoiceHint')}
        options={DUPLICATE_INVOICE_ACTIONS.map((action) => ({
          value: action,
          label: t(`actuals.controls.duplicate.${action}`),
        }))}
      />
    </Form>
  )
}
