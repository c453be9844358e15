import { useId } from 'react'
import { useFormField } from '@/components/form'

/**
 * One control of a row (`crew.2.call`): its visible label, and for screen readers which row it
 * belongs to; its message under it.
 */
export function RowField({
  name,
  label,
  row,
  type = 'text',
  options,
  inputMode,
  className = '',
}: {
  name: string
  label: string
  row: string
  type?: 'text' | 'time'
  options?: { value: string; label: string }[]
  inputMode?: 'numeric' | 'decimal'
  className?: string
}) {
  const { value, onChange, onBlur, error } = useFormField(name)
  const id = useId()
  const control = `block h-10 w-full rounded-control border bg-surface px-3 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-primary-400 ${error ? 'border-danger' : 'border-line'}`
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onBlur,
    className: control,
  }
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-xs font-medium text-ink">
        {label}
        <span className="sr-only"> ({row})</span>
      </label>
      {options ? (
        <select {...shared} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
