import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './Button'
import type { StepBody } from './DocumentActions'
import { newPayment, PaymentFields, paymentBody, paymentReady } from './PaymentFields'

/** What DocumentActions hands the panel of a step that asks for something first. */
export type Panel = { busy: boolean; submit: (body: StepBody) => void; close: () => void }

/**
 * A step's panel: its fields, then the confirming button (enabled once they are `ready`; Enter
 * confirms too) and a way back to the document's buttons.
 */
export function StepPanel({
  busy,
  close,
  ready = true,
  confirmLabel,
  onConfirm,
  tone = 'primary',
  children,
}: Omit<Panel, 'submit'> & {
  ready?: boolean
  confirmLabel: string
  onConfirm: () => void
  tone?: 'primary' | 'danger'
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (ready && !busy) onConfirm()
      }}
    >
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={tone} loading={busy} disabled={!ready}>
          {confirmLabel}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('documentActions.back')}
        </Button>
      </div>
    </form>
  )
}

/**
 * A step that records a payment (pay, disburse, refund): the payment's date, mode and reference,
 * confirmed with `confirmLabel`; `bodyOf` renames the fields where the step's body calls them so.
 */
export function PaymentPanel({
  confirmLabel,
  dateLabel,
  bodyOf = (payment) => payment,
  ...panel
}: Panel & {
  confirmLabel: string
  dateLabel?: string
  bodyOf?: (payment: ReturnType<typeof paymentBody>) => StepBody
}) {
  const [payment, setPayment] = useState(newPayment)
  return (
    <StepPanel
      {...panel}
      ready={paymentReady(payment)}
      confirmLabel={confirmLabel}
      onConfirm={() => panel.submit(bodyOf(paymentBody(payment)))}
    >
      <PaymentFields value={payment} onChange={setPayment} dateLabel={dateLabel} />
    </StepPanel>
  )
}
