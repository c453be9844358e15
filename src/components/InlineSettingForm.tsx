import type { ReactNode } from 'react'
import { Button } from './Button'

/**
 * One setting changed in place: its field and a save button side by side (an organisation's alert
 * days, how far ahead documents may be dated, the receipt amount).
 */
export function InlineSettingForm({
  children,
  submitLabel,
  busy,
  onSubmit,
}: {
  /** The setting's labelled field. */
  children: ReactNode
  submitLabel: string
  busy: boolean
  onSubmit: () => void
}) {
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <Button type="submit" variant="secondary" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
