import { and, asc, desc, eq, lte, sql } from 'drizzle-orm'
import type { CurrencyRate, RateLookup } from '../../../contract/masters/currency'
import { RATE_SCALE } from '../../../contract/masters/currency'
import { normalizeDecimal } from '../../../contract/masters/fields'
import type { Database } from '../../db/client'
import { currencies, currencyRates } from '../../db/schema'
import { conflict, notFound } from '../../http/errors'
import { getRecord } from './read'
import type { WriteContext } from './write'

/*
 * Exchange rates: each currency's rate to the organisation's base currency from a date on. A
 * document in another currency is converted at the rate in force on its date.
 */

function toRate(row: typeof currencyRates.$inferSelect): CurrencyRate {
  return {
    rate_id: row.id,
    currency_id: row.currencyId,
    effective_from: row.effectiveFrom,
    rate: normalizeDecimal(String(row.rate), RATE_SCALE) ?? String(row.rate),
    created_at: row.createdAt.toISOString(),
  }
}

export async function listRates(db: Database, tenantId: number, currencyId: number) {
  await getRecord(db, 'currency', tenantId, currencyId)
  const rows = await db
    .select()
    .from(currencyRates)
    .where(and(eq(currencyRates.currencyId, currencyId), eq(currencyRates.organizationId, tenantId)))
    .orderBy(desc(currencyRates.effectiveFrom))
  return rows.map(toRate)
}

export async function addRate(
  context: WriteContext,
  currencyId: number,
  input: { effective_from: string; rate: string },
) {
  const { db } = context.deps
  return db.transaction(async (tx) => {
    const currency = await getRecord(tx, 'currency', context.tenantId, currencyId)
    if (currency.archived) {
      throw conflict('This currency is archived: restore it before adding rates', [], 'archivedRecord')
    }
    if (currency.is_base) {
      throw conflict('The base currency is always worth 1: it takes no exchange rates', [], 'baseNoRates')
    }
    const [clash] = await tx
      .select({ id: currencyRates.id })
      .from(currencyRates)
      .where(
        and(eq(currencyRates.currencyId, currencyId), eq(currencyRates.effectiveFrom, input.effective_from)),
      )
    if (clash) {
      const message = `${currency.code} already has a rate from ${input.effective_from}: delete it first to change it`
      throw conflict(message, [{ path: 'effective_from', message, code: 'rateExists' }], 'rateExists')
    }
    const [row] = await tx
      .insert(currencyRates)
      .values({
        organizationId: context.tenantId,
        currencyId,
        effectiveFrom: input.effective_from,
        rate: input.rate,
        createdAt: context.deps.clock(),
        createdBy: context.userId,
      })
      .returning()
    if (!row) throw new Error('rate insert returned nothing')
    const rate = toRate(row)
    await context.audit(tx, {
      action: 'currency.rate_add',
      entity: 'currency',
      entityId: currencyId,
      after: rate,
    })
    return rate
  })
}

export async function deleteRate(context: WriteContext, currencyId: number, rateId: number) {
  const { db } = context.deps
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(currencyRates)
      .where(
        and(
          eq(currencyRates.id, rateId),
          eq(currencyRates.currencyId, currencyId),
          eq(currencyRates.organizationId, context.tenantId),
        ),
      )
    if (!row) throw notFound('This exchange rate')
    await tx.delete(currencyRates).where(eq(currencyRates.id, rateId))
    const rate = toRate(row)
    await context.audit(tx, {
      action: 'currency.rate_delete',
      entity: 'currency',
      entityId: currencyId,
      before: rate,
    })
    return rate
  })
}

/** The rate of a currency (by code) in force on a date: the latest one effective on or before it. */
export async function rateOn(
  db: Database,
  tenantId: number,
  code: string,
  date: string,
): Promise<RateLookup> {
  const upper = code.toUpperCase()
  const [currency] = await db
    .select({ id: currencies.id, isBase: currencies.isBase })
    .from(currencies)
    .where(and(eq(currencies.organizationId, tenantId), eq(currencies.code, upper)))
    .orderBy(asc(currencies.id))
    .limit(1)
  if (!currency) throw notFound(`The currency ${upper}`)
  if (currency.isBase)
    return {
      code: upper,
      date,
      rate: normalizeDecimal('1', RATE_SCALE) as string,
      effective_from: null,
      is_base: true,
    }
  const [rate] = await db
    .select({ rate: currencyRates.rate, effectiveFrom: currencyRates.effectiveFrom })
    .from(currencyRates)
    .where(
      and(eq(currencyRates.currencyId, currency.id), lte(currencyRates.effectiveFrom, sql`${date}::date`)),
    )
    .orderBy(desc(currencyRates.effectiveFrom))
    .limit(1)
  if (!rate) throw notFound(`An exchange rate for ${upper} on or before ${date}`)
  return {
    code: upper,
    date,
    rate: normalizeDecimal(String(rate.rate), RATE_SCALE) as string,
    effective_from: rate.effectiveFrom,
    is_base: false,
  }
}
