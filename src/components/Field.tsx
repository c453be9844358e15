import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'

const controlClasses =
  'block w-full rounded-control border bg-surface px-3 text-sm text-ink placeholder:text-ink-muted focus:outline-none focus:ring-2 focus:ring-primary-400 aria-[invalid=true]:border-danger'

type FieldFrameProps = { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }

function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function describedBy(id: string, hint: ReactNode, error?: string) {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  hint?: ReactNode
  error?: string
}

/** A labelled input: the label is visible and tied to the control; errors are announced with it. */
export function TextField({ label, hint, error, id, className = '', ...rest }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${controlClasses} h-10 ${error ? 'border-danger' : 'border-line'} ${className}`}
        {...rest}
      />
    </FieldFrame>
  )
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  hint?: ReactNode
  error?: string
  options: { value: string; label: string }[]
}

export function SelectField({ label, hint, error, id, options, className = '', ...rest }: SelectFieldProps) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={`${controlClasses} h-10 ${error ? 'border-danger' : 'border-line'} ${className}`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** A labelled group of checkboxes (a fieldset with its legend); its error is said under it. */
export function CheckboxGroup<V extends string | number>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  disabled = false,
  wide = false,
}: {
  legend: string
  hint?: ReactNode
  error?: string
  options: { value: V; label: string }[]
  value: readonly V[]
  onChange: (value: V[]) => void
  disabled?: boolean
  /** Four columns on a large screen, for a long list of short choices (statuses). */
  wide?: boolean
}) {
  const id = useId()
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined}
      className="space-y-2 disabled:opacity-60"
    >
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-x-4 gap-y-1.5 sm:grid-cols-2 ${wide ? 'lg:grid-cols-4' : ''}`}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 rounded border-line accent-primary-600"
              aria-invalid={error ? true : undefined}
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((item) => item !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  hint?: ReactNode
  error?: string
}

/** A labelled multi-line input (addresses, descriptions). */
export function TextAreaField({ label, hint, error, id, className = '', ...rest }: TextAreaFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error}>
      <textarea
        id={inputId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${controlClasses} py-2 ${error ? 'border-danger' : 'border-line'} ${className}`}
        {...rest}
      />
    </FieldFrame>
  )
}

/** One labelled checkbox, its hint and error tied to it. */
export function CheckboxField({
  label,
  hint,
  error,
  checked,
  onChange,
  disabled,
  name,
}: {
  label: string
  hint?: ReactNode
  error?: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  name?: string
}) {
  const id = useId()
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-ink">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="size-4 rounded border-line accent-primary-600"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {hint && !error ? (
        <p id={`${id}-hint`} className="pl-6 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="pl-6 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
