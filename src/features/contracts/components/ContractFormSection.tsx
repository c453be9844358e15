import { type ReactNode, useEffect, useId, useState } from 'react'
import { useFormState } from 'react-hook-form'
import { Icon } from '@/components/Icon'

/**
 * One titled part of the contract form that opens and closes (the disclosure pattern: a button
 * with aria-expanded over its panel). Our own state rather than Headless UI's Disclosure, which
 * cannot be opened from outside: a part holding a field in error opens itself, so the message and
 * the focus land on a field the user sees. Closed, its fields are not rendered, and the form says
 * their server messages in its alert instead.
 */
export function ContractFormSection({
  title,
  fields,
  defaultOpen = false,
  children,
}: {
  title: string
  /** The draft's fields (or their prefixes) shown here: an error on one opens the part. */
  fields: readonly string[]
  defaultOpen?: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(defaultOpen)
  const { errors } = useFormState()
  const hasError = Object.keys(errors).some((key) =>
    fields.some((field) => key === field || key.startsWith(`${field}.`)),
  )
  const expanded = open || hasError
  // Stays open once the error that opened it is fixed.
  useEffect(() => {
    if (hasError) setOpen(true)
  }, [hasError])
  const panelId = useId()
  return (
    <section className="rounded-card border border-line">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen(!expanded)}
          className="flex w-full items-center justify-between gap-2 rounded-card px-3 py-2.5 text-left text-sm font-semibold text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
        >
          {title}
          <Icon name="chevronDown" className={`size-4 text-ink-muted ${expanded ? 'rotate-180' : ''}`} />
        </button>
      </h3>
      <div id={panelId} hidden={!expanded} className="border-t border-line p-3">
        {expanded ? children : null}
      </div>
    </section>
  )
}
