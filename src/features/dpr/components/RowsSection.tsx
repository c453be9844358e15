import type { ReactNode } from 'react'
import { type PlainColumn, PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { ViewSection } from './ViewSection'

/** A column of a report's list: its header and what its cell shows of a row. */
export type RowsColumn<T> = PlainColumn & { cell: (row: T) => ReactNode }

const endCell = `${plainCell('end')} tabular-nums whitespace-nowrap`

/**
 * A list of the read-only report (scenes, cast, crew…): its card, and either the empty text or a
 * table captioned with the title, one row per item.
 */
export function RowsSection<T>({
  title,
  emptyText,
  columns,
  rows,
  rowKey,
}: {
  title: string
  emptyText: string
  columns: RowsColumn<T>[]
  rows: readonly T[]
  /** Said before the row's index in its key. */
  rowKey: (row: T) => string | number
}) {
  return (
    <ViewSection title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{emptyText}</p>
      ) : (
        <PlainTable caption={title} columns={columns}>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are read in their order and never move
            <tr key={`${rowKey(row)}-${index}`} className={plainRow}>
              {columns.map((column) => (
                <td key={column.key} className={column.align === 'end' ? endCell : plainCell()}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </PlainTable>
      )}
    </ViewSection>
  )
}
