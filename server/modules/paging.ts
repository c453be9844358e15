import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm'
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, type Pagination } from '../../contract/envelope'
import { invalidField } from '../http/errors'

export function pageOf(query: { page_no?: number; limit?: number }) {
  const limit = Math.min(query.limit ?? LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT)
  const page = query.page_no ?? 1
  return { page, limit, offset: (page - 1) * limit }
}

export function pagination(total: number, page: number, limit: number, rows: number): Pagination {
  const from = rows === 0 ? null : (page - 1) * limit + 1
  return {
    current_page: page,
    per_page: limit,
    from,
    to: from === null ? null : from + rows - 1,
    last_page: Math.max(1, Math.ceil(total / limit)),
    total,
  }
}

/** `count(*)` as a number: select it from a list's table and joins with the list's filter. */
export const countAll = { total: sql<number>`count(*)::int` }

/**
 * One page of a list with its pagination: the page's rows (`readPage` gets the limit and offset)
 * and the total the filter matches (`count`, a select of countAll) read at once, then the rows
 * shaped by `toData`. Every module's list answers through it.
 */
export async function pagedList<Row, Out>(
  query: { page_no?: number; limit?: number },
  readPage: (page: { limit: number; offset: number }) => Promise<Row[]>,
  count: () => Promise<{ total: number }[]>,
  toData: (rows: Row[]) => Out[] | Promise<Out[]>,
): Promise<{ data: Out[]; pagination: Pagination }> {
  const { page, limit, offset } = pageOf(query)
  const [rows, [counted]] = await Promise.all([readPage({ limit, offset }), count()])
  return {
    data: await toData(rows),
    pagination: pagination(Number(counted?.total ?? 0), page, limit, rows.length),
  }
}

/**
 * ORDER BY for a list's `sort` parameter, limited to the columns the list allows; ties are broken
 * by the id so paging is stable.
 */
export function orderFor(
  sort: string | undefined,
  allowed: Record<string, AnyColumn | SQL>,
  fallback: string,
  id: AnyColumn,
) {
  const wanted = sort ?? fallback
  const descending = wanted.startsWith('-')
  const column = allowed[descending ? wanted.slice(1) : wanted]
  if (!column) throw invalidField('sort', `sort must be one of: ${Object.keys(allowed).join(', ')}`)
  return [descending ? desc(column) : asc(column), asc(id)]
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)
