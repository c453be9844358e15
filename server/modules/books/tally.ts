import { eq } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { tallyExportQuerySchema } from '../../../contract/books'
import type { FileAnswer } from '../../../contract/endpoint'
import type { Database } from '../../db/client'
import { organizations } from '../../db/schema'
import type { Caller } from '../../http/caller'
import { forbidden } from '../../http/errors'
import { organisationProjects } from './trial-balance'
import { assertPeriod, periodVouchers } from './vouchers'

/*
 * The books handed to Tally: the journal (journal-sources.ts) of a period as Tally's XML import
 * envelope, with the organisation's Tally switch (tally_isActive) on. Masters first — the groups
 * the accounts sit in and a ledger per account — then one voucher per posted document or payment,
 * its ledger entries balanced (Tally's sign: a debit is a negative amount deemed positive). Only the
 * projects kept in the organisation's base currency go in, as in the trial balance.
 */

type Query = z.output<typeof tallyExportQuerySchema>

/** Tally's own group for each kind of account (the code's first part), and our groups under them. */
const GROUPS: Record<string, { group: string; parent?: string }> = {
  '1100': { group: 'Bank Accounts' },
  '1110': { group: 'Cash-in-Hand' },
  '1200': { group: 'Petty Cash Holders', parent: 'Current Assets' },
  '1300': { group: 'Vendor Advances', parent: 'Loans & Advances (Asset)' },
  '1401': { group: 'Duties & Taxes' },
  '1402': { group: 'Duties & Taxes' },
  '1403': { group: 'Duties & Taxes' },
  '2100': { group: 'Sundry Creditors' },
  '2200': { group: 'Duties & Taxes' },
  '5000': { group: 'Production Costs', parent: 'Direct Expenses' },
}

/** Our groups, created under Tally's own (Tally's predefined groups need no creating). */
const CUSTOM_GROUPS = Object.values(GROUPS).flatMap(({ group, parent }) =>
  parent ? [{ group, parent }] : [],
)

/** The voucher type each kind of journal entry is imported as. */
const VOUCHER_TYPES: Record<string, string> = {
  expense: 'Purchase',
  expense_payment: 'Payment',
  cn: 'Debit Note',
  cn_refund: 'Receipt',
  advance: 'Payment',
  advance_set_off: 'Journal',
  advance_refund: 'Receipt',
  advance_closed: 'Journal',
  float: 'Payment',
  float_return: 'Receipt',
  envelope: 'Journal',
  envelope_settlement: 'Payment',
  contract_payment: 'Payment',
}

const xmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )

export async function tallyExport(db: Database, caller: Caller, query: Query): Promise<FileAnswer> {
  const [organization] = await db
    .select({ name: organizations.name, legalName: organizations.legalName, on: organizations.tallyIsActive })
    .from(organizations)
    .where(eq(organizations.id, caller.tenantId))
  if (!organization?.on)
    throw forbidden('Export to Tally is switched off for this organisation (tally_isActive)', 'switchedOff')
  assertPeriod(query.from, query.to)
  const { currency, projectIds } = await organisationProjects(db, caller)
  const vouchers = await periodVouchers(db, { tenantId: caller.tenantId, projectIds }, query.from, query.to)
  const ledgerName = ledgerNames(vouchers.flatMap((voucher) => voucher.lines))
  const amount = (units: number) => (units / 10 ** currency.minor_units).toFixed(currency.minor_units)
  const company = xmlText(organization.legalName ?? organization.name)

  const groups = CUSTOM_GROUPS.map(
    ({ group, parent }) =>
      `<GROUP NAME="${xmlText(group)}" ACTION="Create"><NAME.LIST><NAME>${xmlText(group)}</NAME></NAME.LIST><PARENT>${xmlText(parent)}</PARENT></GROUP>`,
  )
  const ledgers = [...ledgerName.entries()].map(
    ([code, name]) =>
      `<LEDGER NAME="${xmlText(name)}" ACTION="Create"><NAME.LIST><NAME>${xmlText(name)}</NAME></NAME.LIST><PARENT>${xmlText(groupOf(code))}</PARENT></LEDGER>`,
  )
  const vouchersXml = vouchers.map((voucher) => {
    const type = VOUCHER_TYPES[voucher.document_type] ?? 'Journal'
    const lines = voucher.lines.map((line) => {
      const debit = line.debit - line.credit
      return `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${xmlText(ledgerName.get(line.account_code) ?? line.account_name)}</LEDGERNAME><ISDEEMEDPOSITIVE>${debit > 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE><AMOUNT>${amount(-debit)}</AMOUNT></ALLLEDGERENTRIES.LIST>`
    })
    const number = `${voucher.document_type.toUpperCase()}-${voucher.document_id}`
    const narration = `${voucher.project_code}: ${voucher.document_type.replaceAll('_', ' ')} ${voucher.reference ?? voucher.document_id} (Greenlight)`
    return `<VOUCHER VCHTYPE="${type}" ACTION="Create"><DATE>${voucher.on.replaceAll('-', '')}</DATE><VOUCHERTYPENAME>${type}</VOUCHERTYPENAME><VOUCHERNUMBER>${number}</VOUCHERNUMBER><NARRATION>${xmlText(narration)}</NARRATION>${lines.join('')}</VOUCHER>`
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>All Masters</REPORTNAME><STATICVARIABLES><SVCURRENTCOMPANY>${company}</SVCURRENTCOMPANY></STATICVARIABLES></REQUESTDESC><REQUESTDATA>
<TALLYMESSAGE xmlns:UDF="TallyUDF">${[...groups, ...ledgers].join('')}</TALLYMESSAGE>
${vouchersXml.map((voucher) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">${voucher}</TALLYMESSAGE>`).join('\n')}
</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>
`
  return {
    bytes: new TextEncoder().encode(xml),
    contentType: 'application/xml',
    fileName: `tally-${query.from}-${query.to}.xml`,
  }
}

const groupOf = (code: string) => GROUPS[code.split('-')[0] as string]?.group ?? 'Suspense A/c'

/** Each account's Tally ledger name: its own name, with its code when two accounts share a name. */
function ledgerNames(lines: { account_code: string; account_name: string }[]) {
  const names = new Map<string, string>()
  for (const line of lines) names.set(line.account_code, line.account_name)
  const counts = new Map<string, number>()
  for (const name of names.values()) counts.set(name, (counts.get(name) ?? 0) + 1)
  for (const [code, name] of names) if ((counts.get(name) ?? 0) > 1) names.set(code, `${name} (${code})`)
  return names
}
