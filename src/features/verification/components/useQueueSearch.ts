import { useNavigate, useSearch } from '@tanstack/react-router'

export type QueueSearch = { project?: number; page?: number; po?: number }

/** The queue pages' URL state: the project narrowed to, the page and the PO opened. */
export function useQueueSearch() {
  const search = useSearch({ strict: false }) as QueueSearch
  const navigate = useNavigate()
  const set = (patch: QueueSearch) =>
    void navigate({ to: '.', search: (previous: QueueSearch) => ({ ...previous, ...patch }), replace: true })
  return { search, set }
}
