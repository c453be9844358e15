import { advanceDocument } from './advances/document'
import { advanceJournal } from './advances/journal'
import { advanceMovements, advancePoLineUses } from './advances/ledger'
import { registerJournalSources } from './books/journal-sources'
import { contractDocument } from './contracts/document'
import { contractJournal } from './contracts/journal'
import { contractMovements } from './contracts/ledger'
import { creditNoteDocument } from './credit-notes/document'
import { creditNoteJournal } from './credit-notes/journal'
import { creditNoteActuals, creditNoteResupplies } from './credit-notes/ledger'
import { dprDocument } from './dpr/document'
import { expenseDocument } from './expenses/document'
import { expenseJournal } from './expenses/journal'
import { expenseActuals, expenseInvoices } from './expenses/ledger'
import { inventoryCharges } from './inventory/ledger'
import { envelopeDocument } from './petty-cash/envelope-document'
import { floatDocument } from './petty-cash/float-document'
import { pettyCashJournal } from './petty-cash/journal'
import { envelopeActuals, envelopePoLineUses } from './petty-cash/ledger'
import { poDocument } from './purchase/po-document'
import { registerLedgerSources } from './spend/ledger-sources'
import { registerDocumentKinds } from './workflow/registry'

/*
 * Where the modules are assembled: the workflow is handed every approvable type's adapter, the
 * budget ledger every type's movements and the books every type's journal entries. The shared machinery imports none of the modules that use
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

// Inventory charges (a loss, damage or late return charged to the budget) and their sales have no
// entry yet: they are cost on the budget with no payable or receipt behind them (issue 34, defect 4).
registerJournalSources([expenseJournal, creditNoteJournal, advanceJournal, pettyCashJournal, contractJournal])
