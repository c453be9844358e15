import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Dialog } from './Dialog'
import { QueryState } from './QueryState'

type Props<T> = {
  query: UseQueryResult<T>
  /** The dialog's title once the document is loaded ("Contract MD-01/CON/0001"), and before. */
  title: (data: T) => string
  loadingTitle: string
  loading: string
  retryLabel: string
  /** The document's form, shown instead of the dialog while it is edited; `done` comes back. */
  form: (data: T, done: () => void) => ReactNode
  /** The document's body; `edit` swaps the dialog for its form. */
  children: (data: T, edit: () => void) => ReactNode
  onClose: () => void
}

/**
 * A document's detail dialog (an expense, advance, credit note, contract): loading and failure
 * states, its body, and editing that swaps the dialog for the document's form and back once saved
 * or closed.
 */
export function EditableDetailDialog<T>({
  query,
  title,
  loadingTitle,
  loading,
  retryLabel,
  form,
  children,
  onClose,
}: Props<T>) {
  const [editing, setEditing] = useState(false)
  if (editing && query.data) return form(query.data, () => setEditing(false))
  return (
    <Dialog open onClose={onClose} title={query.data ? title(query.data) : loadingTitle} wide>
      <QueryState query={query} loading={loading} retryLabel={retryLabel}>
        {(data) => children(data, () => setEditing(true))}
      </QueryState>
    </Dialog>
  )
}
