import { useState } from 'react'
import { Button } from './Button'
import { TextAreaField } from './Field'

/** The shortest reason a budget-control override (or a rejection) is taken with, as the server asks. */
export const MIN_REASON = 3

type OverrideReasonProps = {
  label: string
  hint?: string
  confirmLabel: string
  onConfirm: (reason: string) => void
  loading?: boolean
  /** The server's word on the reason field. */
  error?: string
  /** Something else the form needs is still missing. */
  blocked?: boolean
  rows?: number
  size?: 'sm'
}

/**
 * An Admin letting a stopped document through: the reason, then the confirm button, enabled once
 * the reason says something. Expenses, moved expenses and POs ask for it alike.
 */
export function OverrideReason({
  label,
  hint,
  confirmLabel,
  onConfirm,
  loading,
  error,
  blocked = false,
  rows,
  size,
}: OverrideReasonProps) {
  const [reason, setReason] = useState('')
  return (
    <div className="space-y-2">
      <TextAreaField
        label={label}
        hint={hint}
        value={reason}
        rows={rows}
        maxLength={500}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        size={size}
        loading={loading}
        disabled={blocked || reason.trim().length < MIN_REASON}
        onClick={() => onConfirm(reason.trim())}
      >
        {confirmLabel}
      </Button>
    </div>
  )
}
