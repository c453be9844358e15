import type { ComponentProps, ReactNode } from 'react'
import { type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { CheckboxField, CheckboxGroup, SelectField, TextAreaField, TextField } from '../Field'
import { LineInput } from '../LineInput'
import { useShownField } from './shown-fields'

/** The first message in an error or in the errors of its parts (a list's item, an object's field). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const message = (error as { message?: unknown }).message
  if (typeof message === 'string') return message
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref') continue
    const found = firstMessage(part)
    if (found) return found
  }
  return undefined
}

/** A field of the surrounding Form: its value, its setter and its message, shown under it. */
export function useFormField<V extends FieldValues = FieldValues>(name: FieldPath<V>) {
  const { field, fieldState } = useController<V>({ name })
  useShownField(name)
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: firstMessage(fieldState.error),
  }
}

type Named = { name: string }

/** Any control bound to a form field: the render function gets its value, setter and error. */
export function FormField({
  name,
  render,
}: Named & {
  // biome-ignore lint/suspicious/noExplicitAny: each field's value has its own type; the caller knows it.
  render: (field: { value: any; onChange: (value: unknown) => void; error?: string }) => ReactNode
}) {
  const { value, onChange, error } = useFormField(name)
  return render({ value, onChange, error })
}

type TextProps = Named & Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'error'>

export function FormTextField({ name, ...rest }: TextProps) {
  const { value, onChange, onBlur, error } = useFormField(name)
  return (
    <TextField {...rest} name={name} value={value ?? ''} onChange={onChange} onBlur={onBlur} error={error} />
  )
}

type TextAreaProps = Named &
  Omit<ComponentProps<typeof TextAreaField>, 'name' | 'value' | 'onChange' | 'error'>

export function FormTextAreaField({ name, ...rest }: TextAreaProps) {
  const { value, onChange, onBlur, error } = useFormField(name)
  return (
    <TextAreaField
      {...rest}
      name={name}
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  )
}

type SelectProps = Named & Omit<ComponentProps<typeof SelectField>, 'name' | 'value' | 'error'>

/** A labelled select; `onChange` (optional) runs after the value is set, for fields that depend on it. */
export function FormSelectField({ name, onChange: after, ...rest }: SelectProps) {
  const { value, onChange, onBlur, error } = useFormField(name)
  return (
    <SelectField
      {...rest}
      name={name}
      value={value ?? ''}
      onChange={(event) => {
        onChange(event.target.value)
        after?.(event)
      }}
      onBlur={onBlur}
      error={error}
    />
  )
}

type CheckboxProps = Named &
  Omit<ComponentProps<typeof CheckboxField>, 'name' | 'checked' | 'onChange' | 'error'>

export function FormCheckboxField({ name, ...rest }: CheckboxProps) {
  const { value, onChange, error } = useFormField(name)
  return <CheckboxField {...rest} name={name} checked={Boolean(value)} onChange={onChange} error={error} />
}

type GroupProps<O extends string | number> = Named &
  Omit<ComponentProps<typeof CheckboxGroup<O>>, 'value' | 'onChange' | 'error'> & {
    /** Runs after the choice changed (a user's access stops following their role's). */
    onChange?: (value: O[]) => void
  }

export function FormCheckboxGroup<O extends string | number>({
  name,
  onChange: after,
  ...rest
}: GroupProps<O>) {
  const { value, onChange, error } = useFormField(name)
  return (
    <CheckboxGroup<O>
      {...rest}
      value={(value as O[] | undefined) ?? []}
      onChange={(next) => {
        onChange(next)
        after?.(next)
      }}
      error={error}
    />
  )
}

type LineProps = Named & Omit<ComponentProps<typeof LineInput>, 'value' | 'onChange' | 'error'>

/** One input of an editable line (`lines.2.rate`), labelled with its line for screen readers. */
export function FormLineInput({ name, ...rest }: LineProps) {
  const { value, onChange, error } = useFormField(name)
  return <LineInput {...rest} value={value ?? ''} onChange={onChange} error={error} />
}
