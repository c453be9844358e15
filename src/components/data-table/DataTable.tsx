import type { Pagination } from '@contract/envelope'
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import {
  type ColumnVisibilityState,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { download, type ExportColumn, MIME, toCsv, toXlsx } from '@/lib/export'
import { today } from '@/lib/format'
import { notify } from '@/lib/notifications'
import { Button } from '../Button'
import { EmptyState } from '../Feedback'
import { Icon } from '../Icon'
import { loadFailureOf } from '../load-failure'
import { Spinner } from '../Spinner'
import { stickyEndCell, TableScroll } from '../TableScroll'
import { type DataColumn, type SortValue, sortingOf, sortOf } from './columns'
import { PageNav } from './PageNav'

const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature, rowPaginationFeature })
const NO_ROWS: never[] = []
const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5']
/** The row actions' column: last, never hidden, and kept in view while the table scrolls. */
const ACTIONS = '__actions'
/** Snug between columns, so a wide list (the budget's lines) fits a laptop beside the sidebar. */
const CELL = 'px-3 py-3 first:pl-4 last:pr-4'

export type DataTableProps<T extends RowData> = {
  /** Names the table for its saved column choices. */
  tableId: string
  caption: string
  columns: DataColumn<T>[]
  rows: T[] | undefined
  rowKey: (row: T) => string | number
  pagination?: Pagination
  status: 'pending' | 'error' | 'success'
  /** What went wrong when `status` is 'error': a 403 says the user has no access, without a retry. */
  error?: unknown
  isFetching?: boolean
  onRetry: () => void
  /** Server-side sort; a list the server does not sort leaves both out (no column sorts then). */
  sort?: SortValue
  onSortChange?: (sort: SortValue) => void
  onPageChange: (page: number) => void
  toolbar?: ReactNode
  empty: { title: string; body?: ReactNode; action?: ReactNode }
  /** Every row the current filter matches (all pages), for CSV and XLSX. */
  loadAllRows?: () => Promise<T[]>
  exportName?: string
  actions?: (row: T) => ReactNode
}

function useSavedVisibility(tableId: string, defaults: ColumnVisibilityState) {
  const key = `greenlight.columns.${tableId}`
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => {
    try {
      return { ...defaults, ...(JSON.parse(localStorage.getItem(key) ?? '{}') as ColumnVisibilityState) }
    } catch {
      return defaults
    }
  })
  const save = (next: ColumnVisibilityState) => {
    setVisibility(next)
    localStorage.setItem(key, JSON.stringify(next))
  }
  return [visibility, save] as const
}

/**
 * The one list component of the product: server paging, sorting and search (owned by the page's
 * URL), column choice, CSV/XLSX export of everything the filter matches, and the loading, empty
 * and error states.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useTranslation()
  const { columns, actions } = props
  const [visibility, setVisibility] = useSavedVisibility(
    props.tableId,
    Object.fromEntries(
      columns.filter((column) => column.hiddenByDefault).map((column) => [column.id, false]),
    ),
  )
  const [exporting, setExporting] = useState(false)

  const sortable = props.onSortChange !== undefined
  const hasActions = actions !== undefined
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>()
    const defs = columns.map((column) =>
      helper.display({
        id: column.id,
        header: column.header,
        enableSorting: Boolean(column.sortable) && sortable,
        enableHiding: column.canHide ?? true,
      }),
    )
    if (hasActions) {
      defs.push(
        helper.display({
          id: ACTIONS,
          header: t('table.actions'),
          enableSorting: false,
          enableHiding: false,
        }),
      )
    }
    return defs
  }, [columns, hasActions, t, sortable])

  const pagination = props.pagination
  const table = useTable({
    features,
    columns: tableColumns,
    data: props.rows ?? NO_ROWS,
    getRowId: (row) => String(props.rowKey(row)),
    state: {
      sorting: sortingOf(props.sort),
      columnVisibility: visibility,
      pagination: { pageIndex: (pagination?.current_page ?? 1) - 1, pageSize: pagination?.per_page ?? 25 },
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sortingOf(props.sort)) : updater
      props.onSortChange?.(sortOf(next))
    },
    onColumnVisibilityChange: (updater) =>
      setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    rowCount: pagination?.total ?? 0,
  })

  const runExport = async (format: 'csv' | 'xlsx') => {
    if (!props.loadAllRows) return
    setExporting(true)
    try {
      const rows = await props.loadAllRows()
      // Exports carry every data column, shown or not: a file is for working with the data.
      const exported: ExportColumn<T>[] = columns
        .filter((column) => column.exportValue)
        .map((column) => ({
          header: column.header,
          value: column.exportValue as ExportColumn<T>['value'],
          type: column.exportType,
          currency: column.exportCurrency,
        }))
      const name = `${props.exportName ?? props.tableId}-${today()}`
      if (format === 'csv') download(`${name}.csv`, toCsv(exported, rows), MIME.csv)
      else download(`${name}.xlsx`, await toXlsx(exported, rows, props.caption), MIME.xlsx)
    } catch {
      notify({ variant: 'danger', message: t('table.exportFailed') })
    } finally {
      setExporting(false)
    }
  }

  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide())
  const visibleColumns = table.getVisibleLeafColumns().length

  return (
    <section aria-label={props.caption} className="rounded-card border border-line bg-surface shadow-card">
      <div className="flex flex-wrap items-center gap-3 border-b border-line p-4">
        {props.toolbar}
        <div className="ml-auto flex items-center gap-2">
          {props.isFetching && props.status === 'success' ? <Spinner className="size-4" /> : null}
          {hideable.length > 1 ? (
            <Menu>
              <MenuButton className="inline-flex h-9 items-center gap-1.5 rounded-control border border-line px-3 text-sm text-ink hover:bg-surface-muted">
                {t('table.columns')} <Icon name="chevronDown" className="size-4" />
              </MenuButton>
              <MenuItems
                anchor="bottom end"
                className="z-30 mt-1 w-56 rounded-control border border-line bg-surface-raised p-1 shadow-pop focus:outline-none"
              >
                {hideable.map((column) => (
                  <MenuItem key={column.id}>
                    <button
                      type="button"
                      role="menuitemcheckbox"
                      aria-checked={column.getIsVisible()}
                      onClick={(event) => {
                        event.preventDefault()
                        column.toggleVisibility()
                      }}
                      className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-ink data-[focus]:bg-surface-muted"
                    >
                      <span className="inline-flex size-4 items-center justify-center rounded border border-line">
                        {column.getIsVisible() ? (
                          <Icon name="check" className="size-3.5 text-primary-600" />
                        ) : null}
                      </span>
                      {String(column.columnDef.header)}
                    </button>
                  </MenuItem>
                ))}
              </MenuItems>
            </Menu>
          ) : null}
          {props.loadAllRows ? (
            <Menu>
              <MenuButton
                disabled={exporting || !pagination?.total}
                className="inline-flex h-9 items-center gap-1.5 rounded-control border border-line px-3 text-sm text-ink hover:bg-surface-muted disabled:opacity-50"
              >
                {exporting ? <Spinner className="size-4" /> : <Icon name="file" className="size-4" />}{' '}
                {t('table.export')}
              </MenuButton>
              <MenuItems
                anchor="bottom end"
                className="z-30 mt-1 w-48 rounded-control border border-line bg-surface-raised p-1 shadow-pop focus:outline-none"
              >
                <MenuItem>
                  <button
                    type="button"
                    onClick={() => void runExport('csv')}
                    className="w-full rounded px-3 py-2 text-left text-sm text-ink data-[focus]:bg-surface-muted"
                  >
                    {t('table.exportCsv')}
                  </button>
                </MenuItem>
                <MenuItem>
                  <button
                    type="button"
                    onClick={() => void runExport('xlsx')}
                    className="w-full rounded px-3 py-2 text-left text-sm text-ink data-[focus]:bg-surface-muted"
                  >
                    {t('table.exportXlsx')}
                  </button>
                </MenuItem>
              </MenuItems>
            </Menu>
          ) : null}
        </div>
      </div>

      {props.status === 'error' && loadFailureOf(props.error) === 'forbidden' ? (
        <div className="p-6">
          <EmptyState icon="lock" title={t('table.noAccess')}>
            {t('access.askAdmin')}
          </EmptyState>
        </div>
      ) : props.status === 'error' ? (
        <div className="p-6">
          <EmptyState
            icon="alert"
            title={t('table.loadFailed')}
            action={
              <Button variant="secondary" icon="refresh" onClick={props.onRetry}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('table.loadFailedBody')}
          </EmptyState>
        </div>
      ) : props.status === 'success' && (props.rows?.length ?? 0) === 0 ? (
        <div className="p-6">
          <EmptyState title={props.empty.title} action={props.empty.action}>
            {props.empty.body}
          </EmptyState>
        </div>
      ) : (
        <TableScroll label={props.caption}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{props.caption}</caption>
            <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-muted">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted()
                    const column = columns.find((c) => c.id === header.column.id)
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                        className={`${CELL} font-semibold ${column?.align === 'end' ? 'text-right' : ''} ${header.column.id === ACTIONS ? `${stickyEndCell} bg-surface-muted` : ''}`}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            className="inline-flex items-center gap-1 uppercase hover:text-ink"
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    )
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {props.status === 'pending'
                ? SKELETON_ROWS.map((key) => (
                    <tr key={key} className="border-t border-line">
                      <td colSpan={visibleColumns} className="px-4 py-3">
                        <div className="h-4 animate-pulse rounded bg-surface-muted" />
                      </td>
                    </tr>
                  ))
                : table.getRowModel().rows.map((row) => (
                    <tr key={row.id} className="group border-t border-line hover:bg-surface-muted">
                      {row.getVisibleCells().map((cell) => {
                        const column = columns.find((c) => c.id === cell.column.id)
                        // Called, not rendered as a component (as FlexRender would): a page that
                        // passes a new callback each render must not remount every cell (and
                        // drop the click or focus on its buttons).
                        return (
                          <td
                            key={cell.id}
                            className={`${CELL} align-middle text-ink ${column?.align === 'end' ? 'text-right' : ''} ${column ? '' : `${stickyEndCell} bg-surface group-hover:bg-surface-muted`}`}
                          >
                            {column ? column.cell(row.original) : actions?.(row.original)}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      {pagination ? <PageNav pagination={pagination} onPageChange={props.onPageChange} /> : null}
    </section>
  )
}
