import type { ReactNode } from 'react'
import { TableScroll } from './TableScroll'

export type PlainColumn = {
  key: string
  header: string
  align?: 'start' | 'end'
  /** Said to screen readers only (an actions column). */
  hidden?: boolean
  /** Snug (as plainCell's `tight`): many money columns side by side. */
  tight?: boolean
}

/**
 * A small table that needs no paging or sorting (import preview, exchange rates, modules): the
 * DataTable's header style, a caption for screen readers, rows from the caller. Cells use
 * `plainCell` so every such table has the same rhythm. Wider than its place, it scrolls sideways
 * in its own box; with `stickyHeader` the caller's box (which scrolls both ways) does that.
 */
export function PlainTable({
  caption,
  columns,
  stickyHeader = false,
  children,
}: {
  caption: string
  columns: PlainColumn[]
  stickyHeader?: boolean
  children: ReactNode
}) {
  const table = (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead
        className={`bg-surface-muted text-xs uppercase tracking-wide text-ink-muted ${stickyHeader ? 'sticky top-0' : ''}`}
      >
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={`${column.tight ? 'px-3' : 'px-4'} py-2 font-semibold ${column.align === 'end' ? 'text-right' : ''}`}
            >
              {column.hidden ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
  return stickyHeader ? table : <TableScroll label={caption}>{table}</TableScroll>
}

/** A row's border; cells centre vertically unless the caller adds `align-top`. */
export const plainRow = 'border-t border-line'

export function plainCell(align: 'start' | 'end' = 'start', tight = false) {
  return `${tight ? 'px-3' : 'px-4'} py-2.5 ${align === 'end' ? 'text-right' : ''}`
}
