import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Dialog } from '../Dialog'
import { Form, type FormProps } from './Form'

type Props<V extends FieldValues, T> = Omit<FormProps<V, T>, 'onCancel'> & {
  title: string
  description?: ReactNode
  wide?: boolean
  /** Defaults to open: most dialog forms are mounted only while shown. */
  open?: boolean
  onClose: () => void
  /** Shown above the form (a lock notice, a conflict to resolve). */
  before?: ReactNode
  /** Shown below the form (a change log). */
  after?: ReactNode
}

/** A modal dialog around one Form: its Cancel and Escape both close it. */
export function FormDialog<V extends FieldValues, T>({
  title,
  description,
  wide,
  open = true,
  onClose,
  before,
  after,
  ...form
}: Props<V, T>) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} wide={wide}>
      {before}
      <Form {...form} onCancel={onClose} />
      {after}
    </Dialog>
  )
}
