import { and, asc, eq } from 'drizzle-orm'
import { MASTER_KEYS, type MasterKey } from '../../contract/masters/definitions'
import type { Database } from '../db/client'
import { currencies, currencyRates, customFields } from '../db/schema'
import { MASTER_TABLES } from '../modules/masters/tables'
import { DEMO_STUDIOS } from './harness'

/** A record of every master in an organisation (not its base currency), for requests that need one. */
export async function masterRecordIds(db: Database, organizationId = DEMO_STUDIOS) {
  const [custom] = await db
    .insert(customFields)
    .values({ organizationId, entity: 'city', label: 'Film office', kind: 'text' })
    .returning({ id: customFields.id })
  const ids = {} as Record<MasterKey, number>
  for (const key of MASTER_KEYS) {
    const table = MASTER_TABLES[key]
    const conditions = [eq(table.organizationId, organizationId)]
    if (key === 'currency') conditions.push(eq(currencies.isBase, false))
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(...conditions))
      .orderBy(asc(table.id))
      .limit(1)
    if (!row) throw new Error(`no ${key} in organisation ${organizationId}`)
    ids[key] = Number(row.id)
  }
  ids.customfield = custom?.id ?? ids.customfield
  return ids
}

/** An exchange rate of a currency, made for one request to delete. */
export async function spareRate(db: Database, organizationId: number, currencyId: number, day: number) {
  const [rate] = await db
    .insert(currencyRates)
    .values({
      organizationId,
      currencyId,
      effectiveFrom: `2025-01-${String(day + 1).padStart(2, '0')}`,
      rate: '80.000000',
    })
    .returning({ id: currencyRates.id })
  return rate?.id as number
}

type Ids = Record<MasterKey, number> & { company: number }

/**
 * A valid new record of each master; `tag` keeps names apart when several are made in one test.
 * References point at records of the organisation `ids` were read from.
 */
export function sampleRecord(key: MasterKey, ids: Ids, tag: string, index = 0): Record<string, unknown> {
  const letter = String.fromCharCode(65 + (index % 26))
  const samples: Record<MasterKey, Record<string, unknown>> = {
    company: { name: `Company ${tag}`, legal_name: `Company ${tag} Pvt Ltd`, city_id: ids.city },
    department: { name: `Department ${tag}`, code: `D${letter}`, company_id: ids.company },
    designation: { name: `Designation ${tag}`, company_id: ids.company },
    country: { name: `Country ${tag}`, iso_code: `Q${letter}`, dial_code: '+999' },
    city: { name: `City ${tag}`, state: 'Somewhere', country_id: ids.country },
    currency: { code: `X${letter}${letter}`, name: `Currency ${tag}`, symbol: '¤', minor_units: 2 },
    category: { code: `9${index}00`, name: `Category ${tag}`, above_the_line: false, position: 900 + index },
    subcategory: { code: `99-${index}`, name: `Sub-category ${tag}`, category_id: ids.category },
    shootlocation: { name: `Location ${tag}`, city_id: ids.city, contact_phone: '+91 98200 12345' },
    employment: { name: `Employment ${tag}`, pay_basis: 'daily' },
    projecttype: { name: `Project type ${tag}` },
    priority: { name: `Priority ${tag}`, rank: 50 + index, colour: '#123abc' },
    paymentmode: { name: `Payment mode ${tag}`, needs_reference: true },
    gst: { name: `GST ${tag}`, rate: '3', cgst_rate: '1.5', sgst_rate: '1.5', igst_rate: '3' },
    tds: { section: '194Q', description: `Purchase of goods ${tag}`, rate: '0.1', threshold: 500000000 },
    worktype: { name: `Work type ${tag}`, shoot_day: true },
    customfield: { entity: 'city', label: `Custom ${tag}`, kind: 'text' },
    vendor: samplePanVendor(tag, index),
    contractstatus: { name: `Status ${tag}`, stage: 'sent', colour: '#336699', position: 10 + index },
    agreement: { name: `Agreement ${tag}`, agreement_kind: 'music' },
    platform: { name: `Platform ${tag}`, platform_kind: 'broadcast' },
    language: { name: `Language ${tag}`, iso_code: `q${letter.toLowerCase()}${letter.toLowerCase()}` },
    showtype: { name: `Show type ${tag}` },
    contractproject: { name: `Title ${tag}`, showtype_id: ids.showtype, release_year: 2027 },
    contractcategory: { name: `Contract category ${tag}` },
    contractsubcategory: { name: `Contract sub-category ${tag}`, contractcategory_id: ids.contractcategory },
    remindertype: { name: `Reminder ${tag}`, event: 'option_date', days_before: 10 },
  }
  return samples[key]
}

/** A vendor with a GSTIN and PAN of its own for each tag and index (PAN = GSTIN characters 3–12). */
function samplePanVendor(tag: string, index: number) {
  const digits = String(
    ([...tag].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 100_003, 7) + index) % 10000,
  )
  const pan = `AAQFV${digits.padStart(4, '0')}${String.fromCharCode(65 + (index % 26))}`
  return { legal_name: `Vendor ${tag}`, gstin: `27${pan}1Z5`, pan, bank_account_number: '123456789012' }
}

/** Masters whose sample records point at another record of the organisation. */
export const NEEDS_REFERENCE: readonly MasterKey[] = [
  'company',
  'department',
  'designation',
  'city',
  'subcategory',
  'shootlocation',
  'contractproject',
  'contractsubcategory',
]

/** A one-row file for each importable master. */
export const SAMPLE_IMPORTS: Partial<Record<MasterKey, string>> = {
  city: 'name,state,country\nNashik,Maharashtra,India\n',
  currency: 'code,name,symbol,minor_units\nJPY,Japanese Yen,¥,0\n',
  category: 'code,name,above_the_line,position\n5000,Contingency,no,500\n',
  subcategory: 'code,name,category,project\n2800-01,Craft services,2800,\n',
  gst: 'name,rate,hsn_sac,cgst_rate,sgst_rate,igst_rate\nGST 3%,3,7113,1.5,1.5,3\n',
  tds: 'section,description,rate,threshold\n194Q,Purchase of goods,0.1,5000000\n',
  vendor: 'legal_name,gstin,pan,tds\nSea Breeze Props,27AAECS4321P1Z9,AAECS4321P,194C\n',
}
