import { useEffect, useId, useState } from 'react'
import { Icon } from '../Icon'

/** A search box that tells its owner after the user pauses typing, not on every key. */
export function SearchField({
  label,
  value,
  onChange,
  delayMs = 300,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  delayMs?: number
}) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  useEffect(() => setDraft(value), [value])
  useEffect(() => {
    if (draft === value) return
    const timer = setTimeout(() => onChange(draft.trim()), delayMs)
    return () => clearTimeout(timer)
  }, [draft, value, onChange, delayMs])
  return (
    <div className="relative w-full max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={label}
        onChange={(event) => setDraft(event.target.value)}
        className="h-10 w-full rounded-control border border-line bg-surface pl-9 pr-3 text-sm text-ink placeholder:text-ink-muted focus:outline-none focus:ring-2 focus:ring-primary-400"
      />
    </div>
  )
}
