/** A row of mutually exclusive filters (Active / Archived…), each a toggle button. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: V
  options: { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  return (
    <fieldset className="inline-flex max-w-full flex-wrap rounded-control border border-line bg-surface-muted p-0.5">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="rounded-[0.4rem] px-3 py-1.5 text-sm font-medium text-ink-muted aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-card"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  )
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'primary'
  children: string
}) {
  const tones = {
    neutral: 'bg-surface-muted text-ink-muted',
    success: 'bg-success-soft text-success',
    warning: 'bg-warning-soft text-warning',
    danger: 'bg-danger-soft text-danger',
    primary: 'bg-primary-50 text-primary-700 dark:bg-surface-muted dark:text-link',
  }
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  )
}
