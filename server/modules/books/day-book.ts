import type * as z from 'zod/mini'
import { DAY_BOOK_MAX_DAYS, type DayBook, type dayBookQuerySchema } from '../../../contract/books'
import type { Database } from '../../db/client'
import type { Caller } from '../../http/caller'
import { badRequest } from '../../http/errors'
import { shifted } from '../dates'
import { scopeOf } from './trial-balance'
import { assertPeriod, periodVouchers } from './vouchers'

/*
 * The day book: every voucher of a period (at most a month), each posted document or payment with
 * its balanced lines, in date order, of a project or of the organisation's projects in its base
 * currency, as the trial balance counts them.
 */

export async function dayBook(
  db: Database,
  caller: Caller,
  query: z.output<typeof dayBookQuerySchema>,
): Promise<DayBook> {
  assertPeriod(query.from, query.to)
  if (shifted(query.from, DAY_BOOK_MAX_DAYS - 1) < query.to) {
    const message = `A day book covers at most ${DAY_BOOK_MAX_DAYS} days`
    throw badRequest(message, [{ path: 'to', message }])
  }
  const { currency, projectIds } = await scopeOf(db, caller, query.project)
  const vouchers = await periodVouchers(
    db,
    { tenantId: caller.tenantId, projectId: query.project, projectIds },
    query.from,
    query.to,
  )
  const lines = vouchers.flatMap((voucher) => voucher.lines)
  return {
    from: query.from,
    to: query.to,
    project_id: query.project ?? null,
    currency: currency.code,
    minor_units: currency.minor_units,
    vouchers,
    debit_total: lines.reduce((sum, line) => sum + line.debit, 0),
    credit_total: lines.reduce((sum, line) => sum + line.credit, 0),
  }
}
