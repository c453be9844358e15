import type { CodeMovements, PoLineUses } from './ledger'

/*
 * The document types that move budget figures (spend/ledger.ts), each type's movements in its own
 * module's ledger.ts. The ledger is handed them where the modules are assembled
 * (server/modules/registries.ts), so that it imports none of the modules that use it. An approved
 * PO line's commitment is built in, less the PO line uses listed here.
 */

export type LedgerSources = {
  /** What each type commits and makes actual on codes. */
  codeMovements: readonly CodeMovements[]
  /** What uses an approved PO line's commitment up. */
  poLineUses: readonly PoLineUses[]
}

let sources: LedgerSources | undefined

export function registerLedgerSources(all: LedgerSources) {
  sources = all
}

export function ledgerSources(): LedgerSources {
  if (!sources) throw new Error('The ledger sources are not registered: import server/modules/registries.ts')
  return sources
}
