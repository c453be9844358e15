import type { FeatureFlag, PermissionModule } from '../codes'
import { AGREEMENT_KINDS, CONTRACT_STAGES, PLATFORM_KINDS, REMINDER_EVENTS } from '../contract-values'
import type { FieldError } from '../envelope'
import { decimalUnits, type Field, field, type RefTarget } from './fields'

/**
 * Every master list of the product, declared once. The server builds its table, routes and rules
 * from these; the SPA its list, form and import pages; the mocks their handlers.
 */

export type UniqueRule = {
  /** Checked case-insensitively for text; a missing optional value counts as its own value. */
  fields: readonly string[]
  message: string
}

export type MasterDefinition = {
  key: RefTarget & string
  /** What one record is called in the API's messages ("This city was not found"). */
  noun: string
  plural: string
  /** The record's id in the API: `city_id`. */
  idField: string
  /** SQL table. */
  table: string
  /** Permission module (`module_name`) whose GET/POST/PUT/DELETE records guard the master. */
  permission: PermissionModule
  fields: Record<string, Field>
  /** How a record is named in choices and in the records that point to it. */
  label: { fields: readonly string[]; separator: string }
  unique: readonly UniqueRule[]
  defaultSort: string
  /** CSV/XLSX import (the big lists). */
  importable?: boolean
  /** Tens of thousands of rows: searched through trigram indexes, and chosen by typing. */
  large?: boolean
  /** Thousands of rows searched by word (Ctrl+K, the list): trigram-indexed, still a plain select. */
  searchIndexed?: boolean
  /** Only offered while this organisation feature is switched on. */
  flag?: FeatureFlag
  /** Read-only values the server works out (a currency's rate today). */
  computed?: Record<string, 'decimal' | 'date'>
  /** Rules across fields, checked alike by the API and the form; messages name the field. */
  rules?: (values: Record<string, unknown>) => FieldError[]
  /** Admins may add custom fields to its records (not to the custom-field master itself). */
  customFields?: boolean
}

const defineMaster = <const D extends MasterDefinition>(definition: D) => definition

const present = (value: unknown) => value !== null && value !== undefined && value !== ''
const unique = (fields: readonly string[], message: string): UniqueRule => ({ fields, message })

const PERCENT = { precision: 5, scale: 2, min: 0, max: 100, percent: true } as const

export const company = defineMaster({
  key: 'company',
  noun: 'company',
  plural: 'companies',
  idField: 'company_id',
  table: 'companies',
  permission: 'settings',
  fields: {
    name: field.text(160, { required: true, search: true, sortable: true }),
    legal_name: field.text(200, { search: true, sortable: true }),
    gstin: field.code(15, {
      search: true,
      pattern: {
        source: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$',
        message: 'A GSTIN has 15 characters, like 27AABCD1234E1Z5',
        code: 'gstin',
      },
    }),
    pan: field.code(10, {
      column: 'hidden',
      pattern: {
        source: '^[A-Z]{5}[0-9]{4}[A-Z]$',
        message: 'A PAN has 10 characters, like AABCD1234E',
        code: 'pan',
      },
    }),
    address: field.text(300, { multiline: true, column: 'hidden' }),
    city_id: field.ref('city', { sortable: true, filter: true }),
    country_id: field.ref('country', { column: 'hidden', filter: true }),
    base_currency_id: field.ref('currency'),
  },
  label: { fields: ['name'], separator: '' },
  unique: [
    unique(['name'], 'A company with this name already exists'),
    unique(['gstin'], 'Another company already has this GSTIN'),
  ],
  defaultSort: 'name',
  customFields: true,
  rules: (values) =>
    present(values.gstin) && present(values.pan) && String(values.gstin).slice(2, 12) !== values.pan
      ? [{ path: 'pan', message: 'The PAN must match characters 3 to 12 of the GSTIN', code: 'panInGstin' }]
      : [],
})

export const department = defineMaster({
  key: 'department',
  noun: 'department',
  plural: 'departments',
  idField: 'department_id',
  table: 'departments',
  permission: 'settings',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    code: field.code(20, { search: true, sortable: true }),
    company_id: field.ref('company', { required: true, sortable: true, filter: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [
    unique(['company_id', 'name'], 'This company already has a department with this name'),
    unique(['company_id', 'code'], 'This company already has a department with this code'),
  ],
  defaultSort: 'name',
  customFields: true,
})

export const designation = defineMaster({
  key: 'designation',
  noun: 'designation',
  plural: 'designations',
  idField: 'designation_id',
  table: 'designations',
  permission: 'settings',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    company_id: field.ref('company', { required: true, sortable: true, filter: true }),
    department_id: field.ref('department', { within: 'company_id', sortable: true, filter: true }),
    /** 1 is the department's head: the team lists people by department, then by this. */
    seniority: field.integer(1, 99, { sortable: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['company_id', 'name'], 'This company already has a designation with this name')],
  defaultSort: 'name',
  customFields: true,
})

export const country = defineMaster({
  key: 'country',
  noun: 'country',
  plural: 'countries',
  idField: 'country_id',
  table: 'countries',
  permission: 'settings',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    iso_code: field.code(2, {
      required: true,
      search: true,
      sortable: true,
      pattern: {
        source: '^[A-Z]{2}$',
        message: 'Use the two-letter ISO 3166 code, like IN',
        code: 'isoCountry',
      },
    }),
    dial_code: field.text(8, {
      pattern: {
        source: '^\\+[0-9]{1,4}$',
        message: 'Use + and up to four digits, like +91',
        code: 'dialCode',
      },
    }),
    currency_id: field.ref('currency', { sortable: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [
    unique(['name'], 'A country with this name already exists'),
    unique(['iso_code'], 'A country with this ISO code already exists'),
  ],
  defaultSort: 'name',
  customFields: true,
})

export const city = defineMaster({
  key: 'city',
  noun: 'city',
  plural: 'cities',
  idField: 'city_id',
  table: 'cities',
  permission: 'settings',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    state: field.text(120, { search: true, sortable: true }),
    country_id: field.ref('country', { required: true, sortable: true, filter: true }),
  },
  label: { fields: ['name', 'state'], separator: ', ' },
  unique: [unique(['country_id', 'state', 'name'], 'This city already exists in this state and country')],
  defaultSort: 'name',
  importable: true,
  large: true,
  customFields: true,
})

export const currency = defineMaster({
  key: 'currency',
  noun: 'currency',
  plural: 'currencies',
  idField: 'currency_id',
  table: 'currencies',
  permission: 'settings',
  fields: {
    code: field.code(3, {
      required: true,
      search: true,
      sortable: true,
      pattern: {
        source: '^[A-Z]{3}$',
        message: 'Use the three-letter ISO 4217 code, like INR',
        code: 'isoCurrency',
      },
    }),
    name: field.text(80, { required: true, search: true, sortable: true }),
    symbol: field.text(8),
    minor_units: field.integer(0, 4, { required: true, default: 2, column: 'hidden' }),
    is_base: field.boolean({ filter: true }),
  },
  label: { fields: ['code', 'name'], separator: ' — ' },
  unique: [
    unique(['code'], 'A currency with this code already exists'),
    unique(['name'], 'A currency with this name already exists'),
  ],
  defaultSort: 'code',
  importable: true,
  computed: { current_rate: 'decimal', rate_effective_from: 'date' },
  customFields: true,
})

export const category = defineMaster({
  key: 'category',
  noun: 'budget category',
  plural: 'budget categories',
  idField: 'category_id',
  table: 'categories',
  permission: 'settings',
  fields: {
    code: field.code(20, { required: true, search: true, sortable: true }),
    name: field.text(120, { required: true, search: true, sortable: true }),
    above_the_line: field.boolean({ sortable: true, filter: true }),
    position: field.integer(0, 9999, { sortable: true, default: 0 }),
  },
  label: { fields: ['code', 'name'], separator: ' — ' },
  unique: [
    unique(['code'], 'A budget category with this code already exists'),
    unique(['name'], 'A budget category with this name already exists'),
  ],
  defaultSort: 'position',
  importable: true,
  customFields: true,
})

export const subcategory = defineMaster({
  key: 'subcategory',
  noun: 'sub-category',
  plural: 'sub-categories',
  idField: 'subcategory_id',
  table: 'sub_categories',
  permission: 'settings',
  fields: {
    code: field.code(20, { required: true, search: true, sortable: true }),
    name: field.text(120, { required: true, search: true, sortable: true }),
    category_id: field.ref('category', { required: true, sortable: true, filter: true }),
    project_id: field.ref('project', { sortable: true, filter: true }),
  },
  label: { fields: ['code', 'name'], separator: ' — ' },
  unique: [
    unique(['category_id', 'project_id', 'code'], 'This category already has a sub-category with this code'),
    unique(['category_id', 'project_id', 'name'], 'This category already has a sub-category with this name'),
  ],
  defaultSort: 'code',
  importable: true,
  customFields: true,
})

export const shootlocation = defineMaster({
  key: 'shootlocation',
  noun: 'shoot location',
  plural: 'shoot locations',
  idField: 'shoot_location_id',
  table: 'shoot_locations',
  permission: 'settings',
  fields: {
    name: field.text(160, { required: true, search: true, sortable: true }),
    city_id: field.ref('city', { required: true, sortable: true, filter: true }),
    address: field.text(300, { multiline: true, search: true }),
    contact_name: field.text(120),
    contact_phone: field.text(40, {
      pattern: {
        source: '^\\+?[0-9 ()-]{6,20}$',
        message: 'Use digits, spaces and + only, like +91 98200 12345',
        code: 'phone',
      },
    }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['city_id', 'name'], 'This city already has a shoot location with this name')],
  defaultSort: 'name',
  flag: 'isShootLocation',
  customFields: true,
})

export const PAY_BASES = ['monthly', 'daily', 'per_episode', 'lump_sum'] as const

export const employment = defineMaster({
  key: 'employment',
  noun: 'employment type',
  plural: 'employment types',
  idField: 'employment_id',
  table: 'employment_types',
  permission: 'settings',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    pay_basis: field.choice(PAY_BASES, { required: true, sortable: true, filter: true, default: 'monthly' }),
    description: field.text(300, { multiline: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'An employment type with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

export const projecttype = defineMaster({
  key: 'projecttype',
  noun: 'project type',
  plural: 'project types',
  idField: 'project_type_id',
  table: 'project_types',
  permission: 'settings',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    description: field.text(300, { multiline: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A project type with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

export const priority = defineMaster({
  key: 'priority',
  noun: 'priority',
  plural: 'priorities',
  idField: 'priority_id',
  table: 'priorities',
  permission: 'settings',
  fields: {
    name: field.text(60, { required: true, search: true, sortable: true }),
    rank: field.integer(1, 99, { required: true, sortable: true }),
    colour: field.color(),
  },
  label: { fields: ['name'], separator: '' },
  unique: [
    unique(['name'], 'A priority with this name already exists'),
    unique(['rank'], 'Another priority already has this rank'),
  ],
  defaultSort: 'rank',
  customFields: true,
})

export const paymentmode = defineMaster({
  key: 'paymentmode',
  noun: 'payment mode',
  plural: 'payment modes',
  idField: 'payment_mode_id',
  table: 'payment_modes',
  permission: 'settings',
  fields: {
    name: field.text(60, { required: true, search: true, sortable: true }),
    needs_reference: field.boolean({ sortable: true, filter: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A payment mode with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

/** CGST and SGST (within a state) add up to the rate; IGST (across states) is the whole rate. */
function gstSplitRules(values: Record<string, unknown>): FieldError[] {
  const units = (key: string) => (present(values[key]) ? decimalUnits(String(values[key]), 2) : Number.NaN)
  const rate = units('rate')
  if (Number.isNaN(rate)) return []
  const errors: FieldError[] = []
  const cgst = units('cgst_rate')
  const sgst = units('sgst_rate')
  if (!Number.isNaN(cgst) && !Number.isNaN(sgst) && cgst + sgst !== rate)
    errors.push({ path: 'sgst_rate', message: 'CGST and SGST must add up to the GST rate', code: 'gstSplit' })
  const igst = units('igst_rate')
  if (!Number.isNaN(igst) && igst !== rate)
    errors.push({ path: 'igst_rate', message: 'IGST must equal the GST rate', code: 'igstRate' })
  return errors
}

export const gst = defineMaster({
  key: 'gst',
  noun: 'GST rate',
  plural: 'GST rates',
  idField: 'gst_id',
  table: 'gst_rates',
  permission: 'settings',
  fields: {
    name: field.text(60, { required: true, search: true, sortable: true }),
    rate: field.decimal(PERCENT, { required: true, sortable: true }),
    hsn_sac: field.code(8, {
      search: true,
      sortable: true,
      pattern: { source: '^[0-9]{4,8}$', message: 'An HSN or SAC code has 4 to 8 digits', code: 'hsnSac' },
    }),
    cgst_rate: field.decimal(PERCENT, { required: true }),
    sgst_rate: field.decimal(PERCENT, { required: true }),
    igst_rate: field.decimal(PERCENT, { required: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A GST rate with this name already exists')],
  defaultSort: 'rate',
  importable: true,
  rules: gstSplitRules,
  customFields: true,
})

export const tds = defineMaster({
  key: 'tds',
  noun: 'TDS section',
  plural: 'TDS sections',
  idField: 'tds_id',
  table: 'tds_sections',
  permission: 'settings',
  fields: {
    section: field.code(12, {
      required: true,
      search: true,
      sortable: true,
      pattern: {
        source: '^[0-9]{3}[0-9A-Z()]{0,9}$',
        message: 'Use the section of the Income Tax Act, like 194C',
        code: 'tdsSection',
      },
    }),
    description: field.text(200, { required: true, search: true, sortable: true }),
    rate: field.decimal(PERCENT, { required: true, sortable: true }),
    threshold: field.money({ sortable: true }),
  },
  label: { fields: ['section', 'description'], separator: ' — ' },
  unique: [unique(['section', 'description'], 'This section already has an entry with this description')],
  defaultSort: 'section',
  importable: true,
  customFields: true,
})

export const worktype = defineMaster({
  key: 'worktype',
  noun: 'work type',
  plural: 'work types',
  idField: 'work_type_id',
  table: 'work_types',
  permission: 'settings',
  fields: {
    name: field.text(80, { required: true, search: true, sortable: true }),
    /** Whether a day of this kind counts among the shoot days (day N of M of the reports). */
    shoot_day: field.boolean({ sortable: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A work type with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

/*
 * The contract area's lists (module 1010, /contract/*): guarded by the contract permission, so
 * whoever keeps contracts keeps them. Companies, vendors and project types are the product's own
 * registers, shown on the contract pages too, never kept twice.
 */

export const contractstatus = defineMaster({
  key: 'contractstatus',
  noun: 'contract status',
  plural: 'contract statuses',
  idField: 'contract_status_id',
  table: 'contract_statuses',
  permission: 'contract',
  fields: {
    name: field.text(80, { required: true, search: true, sortable: true }),
    /** The lifecycle stage this status is a step of ("With the artiste's lawyer" is within sent). */
    stage: field.choice(CONTRACT_STAGES, { required: true, sortable: true, filter: true, default: 'draft' }),
    colour: field.color(),
    position: field.integer(0, 999, { sortable: true, default: 0 }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A contract status with this name already exists')],
  defaultSort: 'position',
  customFields: true,
})

export const agreement = defineMaster({
  key: 'agreement',
  noun: 'agreement type',
  plural: 'agreement types',
  idField: 'agreement_id',
  table: 'contract_agreements',
  permission: 'contract',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    agreement_kind: field.choice(AGREEMENT_KINDS, {
      required: true,
      sortable: true,
      filter: true,
      default: 'talent',
    }),
    description: field.text(300, { multiline: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'An agreement type with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

export const platform = defineMaster({
  key: 'platform',
  noun: 'platform',
  plural: 'platforms',
  idField: 'platform_id',
  table: 'contract_platforms',
  permission: 'contract',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    platform_kind: field.choice(PLATFORM_KINDS, {
      required: true,
      sortable: true,
      filter: true,
      default: 'streaming',
    }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A platform with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

export const language = defineMaster({
  key: 'language',
  noun: 'language',
  plural: 'languages',
  idField: 'language_id',
  table: 'contract_languages',
  permission: 'contract',
  fields: {
    name: field.text(80, { required: true, search: true, sortable: true }),
    iso_code: field.text(3, {
      required: true,
      search: true,
      sortable: true,
      pattern: {
        source: '^[a-z]{2,3}$',
        message: 'Use the ISO 639 code in small letters, like hi or mr',
        code: 'isoLanguage',
      },
    }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [
    unique(['name'], 'A language with this name already exists'),
    unique(['iso_code'], 'A language with this ISO code already exists'),
  ],
  defaultSort: 'name',
  customFields: true,
})

export const showtype = defineMaster({
  key: 'showtype',
  noun: 'show type',
  plural: 'show types',
  idField: 'show_type_id',
  table: 'contract_show_types',
  permission: 'contract',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    description: field.text(300, { multiline: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A show type with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

/** A title contracts are made for: the production it is (for its budget), or a library title. */
export const contractproject = defineMaster({
  key: 'contractproject',
  noun: 'contract project',
  plural: 'contract projects',
  idField: 'contract_project_id',
  table: 'contract_projects',
  permission: 'contract',
  fields: {
    name: field.text(160, { required: true, search: true, sortable: true }),
    project_id: field.ref('project', { sortable: true, filter: true }),
    projecttype_id: field.ref('projecttype', { sortable: true, filter: true }),
    showtype_id: field.ref('showtype', { sortable: true, filter: true }),
    language_id: field.ref('language', { sortable: true, filter: true }),
    release_year: field.integer(1900, 2100, { sortable: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A contract project with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

export const contractcategory = defineMaster({
  key: 'contractcategory',
  noun: 'contract category',
  plural: 'contract categories',
  idField: 'contract_category_id',
  table: 'contract_categories',
  permission: 'contract',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    description: field.text(300, { multiline: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A contract category with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

export const contractsubcategory = defineMaster({
  key: 'contractsubcategory',
  noun: 'contract sub-category',
  plural: 'contract sub-categories',
  idField: 'contract_subcategory_id',
  table: 'contract_sub_categories',
  permission: 'contract',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    contractcategory_id: field.ref('contractcategory', { required: true, sortable: true, filter: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [
    unique(
      ['contractcategory_id', 'name'],
      'This contract category already has a sub-category with this name',
    ),
  ],
  defaultSort: 'name',
  customFields: true,
})

export const remindertype = defineMaster({
  key: 'remindertype',
  noun: 'reminder type',
  plural: 'reminder types',
  idField: 'reminder_type_id',
  table: 'contract_reminder_types',
  permission: 'contract',
  fields: {
    name: field.text(120, { required: true, search: true, sortable: true }),
    event: field.choice(REMINDER_EVENTS, { required: true, sortable: true, filter: true, default: 'expiry' }),
    /** How many days before the event the reminder goes out (0: on the day). */
    days_before: field.integer(0, 365, { required: true, sortable: true, default: 30 }),
    description: field.text(300, { multiline: true }),
  },
  label: { fields: ['name'], separator: '' },
  unique: [unique(['name'], 'A reminder type with this name already exists')],
  defaultSort: 'name',
  customFields: true,
})

export const CUSTOM_FIELD_KINDS = ['text', 'number', 'date', 'choice'] as const
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number]

/** Records that can carry custom fields: every master but the custom fields themselves. */
export const CUSTOM_FIELD_ENTITIES = [
  'company',
  'department',
  'designation',
  'country',
  'city',
  'currency',
  'category',
  'subcategory',
  'shootlocation',
  'employment',
  'projecttype',
  'priority',
  'paymentmode',
  'gst',
  'tds',
  'worktype',
  'vendor',
  'contractstatus',
  'agreement',
  'platform',
  'language',
  'showtype',
  'contractproject',
  'contractcategory',
  'contractsubcategory',
  'remindertype',
] as const
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number]

export const customfield = defineMaster({
  key: 'customfield',
  noun: 'custom field',
  plural: 'custom fields',
  idField: 'custom_field_id',
  table: 'custom_fields',
  permission: 'settings',
  fields: {
    entity: field.choice(CUSTOM_FIELD_ENTITIES, { required: true, sortable: true, filter: true }),
    label: field.text(80, { required: true, search: true, sortable: true }),
    kind: field.choice(CUSTOM_FIELD_KINDS, { required: true, sortable: true, filter: true, default: 'text' }),
    options: field.list(30, 60),
    required: field.boolean({ sortable: true }),
    position: field.integer(0, 999, { sortable: true, default: 0 }),
  },
  label: { fields: ['label'], separator: '' },
  unique: [unique(['entity', 'label'], 'This record type already has a custom field with this label')],
  defaultSort: 'position',
  customFields: false,
  rules: (values) => {
    const options = Array.isArray(values.options) ? values.options : []
    if (values.kind === 'choice' && options.length === 0)
      return [{ path: 'options', message: 'A choice field needs at least one option', code: 'choiceOptions' }]
    if (values.kind !== 'choice' && options.length > 0)
      return [{ path: 'options', message: 'Only a choice field has options', code: 'optionsOnlyForChoice' }]
    return []
  },
})

/** Whom a production pays (module 1003, /vendorView, /vendorList). */
export const vendor = defineMaster({
  key: 'vendor',
  noun: 'vendor',
  plural: 'vendors',
  idField: 'vendor_id',
  table: 'vendors',
  permission: 'vendors',
  fields: {
    legal_name: field.text(200, { required: true, search: true, sortable: true }),
    trade_name: field.text(160, { search: true, sortable: true }),
    gstin: field.code(15, {
      search: true,
      sortable: true,
      pattern: {
        source: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$',
        message: 'A GSTIN has 15 characters, like 27AABCD1234E1Z5',
        code: 'gstin',
      },
    }),
    pan: field.code(10, {
      search: true,
      pattern: {
        source: '^[A-Z]{5}[0-9]{4}[A-Z]$',
        message: 'A PAN has 10 characters, like AABCD1234E',
        code: 'pan',
      },
    }),
    tds_id: field.ref('tds', { sortable: true, filter: true }),
    // Not searchable: a text[] cast to text is not immutable, so it cannot feed search_text.
    categories: field.list(20, 60),
    contact_name: field.text(120, { search: true, column: 'hidden' }),
    email: field.text(160, {
      column: 'hidden',
      pattern: {
        source: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
        message: 'Enter an email address like name@example.com',
        code: 'email',
      },
    }),
    phone: field.text(20, {
      column: 'hidden',
      pattern: {
        source: '^\\+?[0-9 ()-]{6,20}$',
        message: 'Enter a phone number like +91 98200 12345',
        code: 'phone',
      },
    }),
    address: field.text(300, { multiline: true, column: 'hidden' }),
    city_id: field.ref('city', { sortable: true, filter: true }),
    bank_name: field.text(120, { column: 'hidden' }),
    bank_account_name: field.text(120, { column: 'hidden' }),
    bank_account_number: field.code(20, {
      column: 'hidden',
      sensitive: true,
      pattern: {
        source: '^[0-9]{9,18}$',
        message: 'An account number has 9 to 18 digits',
        code: 'bankAccount',
      },
    }),
    bank_ifsc: field.code(11, {
      column: 'hidden',
      sensitive: true,
      pattern: {
        source: '^[A-Z]{4}0[A-Z0-9]{6}$',
        message: 'An IFSC has 11 characters, like HDFC0001234',
        code: 'ifsc',
      },
    }),
  },
  label: { fields: ['legal_name'], separator: '' },
  unique: [
    unique(['gstin'], 'Another vendor already has this GSTIN'),
    unique(['pan'], 'Another vendor already has this PAN'),
  ],
  defaultSort: 'legal_name',
  searchIndexed: true,
  importable: true,
  customFields: true,
  rules: (values) =>
    present(values.gstin) && present(values.pan) && String(values.gstin).slice(2, 12) !== values.pan
      ? [{ path: 'pan', message: 'The PAN must match characters 3 to 12 of the GSTIN', code: 'panInGstin' }]
      : [],
})

export const MASTERS = {
  company,
  department,
  designation,
  country,
  city,
  currency,
  category,
  subcategory,
  shootlocation,
  employment,
  projecttype,
  priority,
  paymentmode,
  gst,
  tds,
  worktype,
  customfield,
  vendor,
  contractstatus,
  agreement,
  platform,
  language,
  showtype,
  contractproject,
  contractcategory,
  contractsubcategory,
  remindertype,
} as const

export type Masters = typeof MASTERS
export type MasterKey = keyof Masters
export const MASTER_KEYS = Object.keys(MASTERS) as MasterKey[]

export function isMasterKey(value: string): value is MasterKey {
  return Object.hasOwn(MASTERS, value)
}

/** The masters whose records point at `target`, with the field that does. */
export function referencesTo(target: RefTarget): { master: MasterKey; field: string }[] {
  return MASTER_KEYS.flatMap((key) =>
    Object.entries(MASTERS[key].fields as Record<string, Field>)
      .filter(([, descriptor]) => descriptor.kind === 'ref' && descriptor.target === target)
      .map(([fieldKey]) => ({ master: key, field: fieldKey })),
  )
}

/** A master's definition, typed as any definition (its optional parts readable). */
export const masterDefinition = (key: MasterKey): MasterDefinition => MASTERS[key]
