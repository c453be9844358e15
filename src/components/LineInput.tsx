import { useId } from 'react'

/**
 * One field of an editable line (quantity, rate, amount…): a compact labelled input whose label
 * says which line it belongs to for screen readers (`srSuffix`), with its error below.
 */
export function LineInput({
  className = '',
  label,
  srSuffix,
  value,
  error,
  onChange,
  inputMode,
  alignEnd = false,
}: {
  className?: string
  label: string
  srSuffix: string
  value: string
  error?: string
  onChange: (value: string) => void
  inputMode?: 'decimal'
  alignEnd?: boolean
}) {
  const id = useId()
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-xs font-medium text-ink">
        {label}
        <span className="sr-only"> {srSuffix}</span>
      </label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`block h-10 w-full rounded-control border bg-surface px-3 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-primary-400 ${alignEnd ? 'text-right tabular-nums' : ''} ${error ? 'border-danger' : 'border-line'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
