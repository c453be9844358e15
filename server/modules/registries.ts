import { advanceDocument } from './advances/document'
import { advanceMovements, advancePoLineUses } from './advances/ledger'
import { contractDocument } from './contracts/document'
import { contractMovements } from './contracts/ledger'
import { creditNoteDocument } from './credit-notes/document'
import { creditNoteActuals, creditNoteResupplies } from './credit-notes/ledger'
import { dprDocument } from './dpr/document'
import { expenseDocument } from './expenses/document'
import { expenseActuals, expenseInvoices } from './expenses/ledger'
import { inventoryCharges } from './inventory/ledger'
import { envelopeDocument } from './petty-cash/envelope-document'
import { floatDocument } from './petty-cash/float-document'
import { envelopeActuals, envelopePoLineUses } from './petty-cash/ledger'
import { poDocument } from './purchase/po-document'
import { registerLedgerSources } from './spend/ledger-sources'
import { registerDocumentKinds } from './workflow/registry'

/*
 * Where the modules are assembled: the workflow is handed every approvable type's adapter and the
 * budget ledger every type's movements. The shared machinery imports none of the modules that use
 * it; a new document type is added here. Imported by server/modules/index.ts (the app) and by the
 * seeding, before anything reads the registries.
 */

registerDocumentKinds({
  po: poDocument,
  expense: expenseDocument,
  float: floatDocument,
  envelope: envelopeDocument,
  cn: creditNoteDocument,
  advance: advanceDocument,
  dpr: dprDocument,
  contract: contractDocument,
})

registerLedgerSources({
  codeMovements: [
    expenseActuals,
    envelopeActuals,
    advanceMovements,
    creditNoteActuals,
    inventoryCharges,
    contractMovements,
  ],
  poLineUses: [expenseInvoices, envelopePoLineUses, advancePoLineUses, creditNoteResupplies],
})
