import { booksApi } from '../../../contract/api/books'
import { type AnyRoute, implement } from '../../http/route'
import { callerOf, writeDepsOf } from '../workflow/write-deps'
import { accountLedger } from './account-ledger'
import { dayBook } from './day-book'
import { booksSettings, saveBooksSettings } from './settings'
import { tallyExport } from './tally'
import { trialBalance } from './trial-balance'

/** The books (contract/api/books.ts): the organisation's booking rules. */
export const booksRoutes: readonly AnyRoute[] = [
  implement(booksApi.settings, async (context) => ({
    data: await booksSettings(context.deps.db, callerOf(context), context.deps.clock()),
  })),
  implement(booksApi.saveSettings, async (context) => ({
    data: await saveBooksSettings(writeDepsOf(context), context.body),
  })),
  implement(booksApi.trialBalance, async (context) => ({
    data: await trialBalance(context.deps.db, callerOf(context), context.query, context.deps.clock()),
  })),
  implement(booksApi.tallyExport, async (context) => ({
    file: await tallyExport(context.deps.db, callerOf(context), context.query),
  })),
  implement(booksApi.account, async (context) => ({
    data: await accountLedger(context.deps.db, callerOf(context), context.query, context.deps.clock()),
  })),
  implement(booksApi.dayBook, async (context) => ({
    data: await dayBook(context.deps.db, callerOf(context), context.query),
  })),
]
