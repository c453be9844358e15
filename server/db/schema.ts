import { type SQLWrapper, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { MASTERS } from '../../contract/masters/definitions'
import type { RefTarget } from '../../contract/masters/fields'
import { masterTable } from './master-tables'

/*
 * Every organisation-scoped table carries organization_id, and every query filters by the
 * request's tenant. Nothing financial or personal is hard-deleted: rows are archived.
 * Ids are identities "by default" so a backup can be restored with its ids intact.
 */

const ids = () => integer().primaryKey().generatedByDefaultAsIdentity()
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}
const archivedAt = timestamp('archived_at', { withTimezone: true })

/**
 * What the shared document workflow (server/modules/workflow) keeps on each approvable document:
 * the level it waits on, why it was sent back, the last budget check, who drafted, submitted and
 * approved it and when, and the row version that refuses a stale change.
 */
const workflowColumns = () => ({
  pendingLevelNo: integer('pending_level_no'),
  rejectionReason: text('rejection_reason'),
  budgetCheck: jsonb('budget_check'),
  createdBy: integer('created_by').references(() => users.id),
  submittedBy: integer('submitted_by').references(() => users.id),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  approvedBy: integer('approved_by').references(() => users.id),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  rowVersion: integer('row_version').notNull().default(1),
})

/** The documents waiting on a level, by organisation (what waits on me, the Verification count). */
const pendingIndex = (
  name: string,
  t: { organizationId: AnyPgColumn; pendingLevelNo: AnyPgColumn; status: AnyPgColumn },
) => index(name).on(t.organizationId, t.pendingLevelNo).where(sql`${t.status} = 'submitted'`)

export const organizations = pgTable(
  'organizations',
  {
    id: ids(),
    name: varchar({ length: 160 }).notNull(),
    legalName: varchar('legal_name', { length: 200 }),
    isPlatform: boolean('is_platform').notNull().default(false),
    enabledModules: integer('enabled_modules').array().notNull().default(sql`'{}'::integer[]`),
    advanceIsActive: boolean('advance_is_active').notNull().default(false),
    /** A paid vendor advance still unadjusted after this many days is overdue (alert). */
    advanceOverdueDays: integer('advance_overdue_days').notNull().default(30),
    creditNoteIsActive: boolean('credit_note_is_active').notNull().default(false),
    tallyIsActive: boolean('tally_is_active').notNull().default(false),
    /** A document may be dated at most this many days after today (0: not after today). */
    futureDaysAllowed: integer('future_days_allowed').notNull().default(0),
    /**
     * Petty-cash bills and invoices of this amount or more (minor units of their project's
     * currency) are submitted and posted only with a receipt attached. Null: none is required.
     */
    receiptsRequiredFrom: bigint('receipts_required_from', { mode: 'number' }),
    isShootLocation: boolean('is_shoot_location').notNull().default(false),
    digiSignIsActive: boolean('digi_sign_is_active').notNull().default(false),
    /** When the default master lists were written for this organisation. */
    mastersSeededAt: timestamp('masters_seeded_at', { withTimezone: true }),
    archivedAt,
    ...stamps,
  },
  (t) => [uniqueIndex('organizations_name_key').on(sql`lower(${t.name})`)],
)

/*
 * The master lists: tables built from their definitions in contract/masters (one column per
 * field, named as the API names it).
 */
const masterReferences = {
  organization: (): AnyPgColumn => organizations.id,
  // Called only once every table below exists.
  target: (target: RefTarget): AnyPgColumn =>
    target === 'project' ? projects.id : masterTablesByKey[target].id,
}

export const companies = masterTable(MASTERS.company, masterReferences)
export const departments = masterTable(MASTERS.department, masterReferences)
export const designations = masterTable(MASTERS.designation, masterReferences)
export const countries = masterTable(MASTERS.country, masterReferences)
export const cities = masterTable(MASTERS.city, masterReferences)
export const currencies = masterTable(MASTERS.currency, masterReferences)
export const categories = masterTable(MASTERS.category, masterReferences)
export const subCategories = masterTable(MASTERS.subcategory, masterReferences)
export const shootLocations = masterTable(MASTERS.shootlocation, masterReferences)
export const employmentTypes = masterTable(MASTERS.employment, masterReferences)
export const projectTypes = masterTable(MASTERS.projecttype, masterReferences)
export const priorities = masterTable(MASTERS.priority, masterReferences)
export const paymentModes = masterTable(MASTERS.paymentmode, masterReferences)
export const gstRates = masterTable(MASTERS.gst, masterReferences)
export const tdsSections = masterTable(MASTERS.tds, masterReferences)
export const workTypes = masterTable(MASTERS.worktype, masterReferences)
export const customFields = masterTable(MASTERS.customfield, masterReferences)
export const vendors = masterTable(MASTERS.vendor, masterReferences)
export const contractStatuses = masterTable(MASTERS.contractstatus, masterReferences)
export const contractAgreements = masterTable(MASTERS.agreement, masterReferences)
export const contractPlatforms = masterTable(MASTERS.platform, masterReferences)
export const contractLanguages = masterTable(MASTERS.language, masterReferences)
export const contractShowTypes = masterTable(MASTERS.showtype, masterReferences)
export const contractProjects = masterTable(MASTERS.contractproject, masterReferences)
export const contractCategories = masterTable(MASTERS.contractcategory, masterReferences)
export const contractSubCategories = masterTable(MASTERS.contractsubcategory, masterReferences)
export const contractReminderTypes = masterTable(MASTERS.remindertype, masterReferences)

/** Every master's table by its key, for the engine (server/modules/masters/tables.ts). */
export const masterTablesByKey = {
  company: companies,
  department: departments,
  designation: designations,
  country: countries,
  city: cities,
  currency: currencies,
  category: categories,
  subcategory: subCategories,
  shootlocation: shootLocations,
  employment: employmentTypes,
  projecttype: projectTypes,
  priority: priorities,
  paymentmode: paymentModes,
  gst: gstRates,
  tds: tdsSections,
  worktype: workTypes,
  customfield: customFields,
  vendor: vendors,
  contractstatus: contractStatuses,
  agreement: contractAgreements,
  platform: contractPlatforms,
  language: contractLanguages,
  showtype: contractShowTypes,
  contractproject: contractProjects,
  contractcategory: contractCategories,
  contractsubcategory: contractSubCategories,
  remindertype: contractReminderTypes,
} as const

/** A currency's rate to the organisation's base currency from a date on: 1 unit = `rate` base units. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rate: numeric({ precision: 18, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [uniqueIndex('currency_rates_currency_date_key').on(t.currencyId, t.effectiveFrom)],
)

export const roles = pgTable(
  'roles',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: varchar({ length: 80 }).notNull(),
    /** One of the six spec roles: decides which pages open. */
    roleType: varchar('role_type', { length: 20 }).notNull(),
    description: varchar({ length: 300 }),
    isSystem: boolean('is_system').notNull().default(false),
    archivedAt,
    ...stamps,
  },
  (t) => [uniqueIndex('roles_name_key').on(t.organizationId, sql`lower(${t.name})`)],
)

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleName: varchar('module_name', { length: 60 }).notNull(),
    methodName: varchar('method_name', { length: 6 }).notNull(),
    permissionActive: smallint('permission_active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleName, t.methodName] })],
)

export const users = pgTable(
  'users',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    email: varchar({ length: 254 }).notNull(),
    name: varchar({ length: 120 }).notNull(),
    phone: varchar({ length: 40 }),
    /** scrypt$N$r$p$salt$hash; null until the user has chosen a password. */
    passwordHash: text('password_hash'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    companyId: integer('company_id').references(() => companies.id),
    departmentId: integer('department_id').references(() => departments.id),
    designationId: integer('designation_id').references(() => designations.id),
    language: varchar({ length: 5 }).notNull().default('en'),
    contractActive: smallint('contract_active').notNull().default(1),
    moduleAccess: integer('module_access').array().notNull().default(sql`'{}'::integer[]`),
    pageAccess: integer('page_access').array().notNull().default(sql`'{}'::integer[]`),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Invited with an address that already signs in to another organisation's account. The row
     * exists so the inviting Admin sees an invitation like any other (nothing tells them the address
     * is taken elsewhere); it can never sign in, and its mail told the address's owner why.
     */
    invitationBlocked: boolean('invitation_blocked').notNull().default(false),
    archivedAt,
    ...stamps,
  },
  (t) => [
    // An email signs in to exactly one account, whichever organisation it belongs to.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`).where(sql`not ${t.invitationBlocked}`),
    index('users_organization_idx').on(t.organizationId, t.archivedAt),
    // A page of active users in name order is read straight from this index.
    index('users_active_by_name_idx').on(t.organizationId, t.name, t.id).where(sql`${t.archivedAt} is null`),
    index('users_company_idx').on(t.companyId),
  ],
)

/**
 * How many users each organisation has, by archived state and contract state, kept exact by a
 * trigger on users (migration 0002) so a list's total is one row read, not a count of thousands.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    organizationId: integer('organization_id').notNull(),
    archived: boolean().notNull(),
    contractActive: smallint('contract_active').notNull(),
    total: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.archived, t.contractActive] })],
)

export const sessions = pgTable(
  'sessions',
  {
    id: ids(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: varchar('revoke_reason', { length: 40 }),
    ip: varchar({ length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** "email:<address>" or "ip:<address>". */
    key: varchar({ length: 320 }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.attemptedAt)],
)

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: ids(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** "reset" (forgot password) or "invite" (first password, resent credentials). */
    purpose: varchar({ length: 10 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_tokens_token_key').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
  ],
)

/** Mail waiting for the sender; the body (which may hold a single-use link) is cleared once sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: ids(),
    organizationId: integer('organization_id').references(() => organizations.id),
    kind: varchar({ length: 40 }).notNull(),
    toEmail: varchar('to_email', { length: 254 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    body: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: smallint().notNull().default(0),
  },
  (t) => [index('outbox_unsent_idx').on(t.sentAt, t.id)],
)

export const signupRequests = pgTable('signup_requests', {
  id: ids(),
  organizationName: varchar('organization_name', { length: 160 }).notNull(),
  name: varchar({ length: 120 }).notNull(),
  email: varchar({ length: 254 }).notNull(),
  phone: varchar({ length: 40 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A third-party (OpenID Connect) sign-in linked to a user: known by the provider's issuer and its
 * subject, never by email. Linked only through an invitation an Admin sent (server/auth/oidc).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: ids(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    issuer: varchar({ length: 255 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    /** The provider's email claim when the identity was linked: shown, never matched. */
    email: varchar({ length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
)

/**
 * A third-party sign-in under way: what the callback needs to finish it, kept in the database so
 * that any server process can. Single use (taken by deleting it) and short-lived.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    id: ids(),
    /** SHA-256 of the `state` sent to the provider; the state itself is not kept. */
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    providerId: varchar('provider_id', { length: 40 }).notNull(),
    nonce: varchar({ length: 128 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    redirectUri: varchar('redirect_uri', { length: 2048 }).notNull(),
    /** Linking: SHA-256 of the invitation link's token, spent when the sign-in completes. */
    invitationHash: varchar('invitation_hash', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oidc_flows_state_key').on(t.stateHash),
    index('oidc_flows_expires_idx').on(t.expiresAt),
  ],
)

export const projects = pgTable(
  'projects',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    companyId: integer('company_id').references(() => companies.id),
    name: varchar({ length: 160 }).notNull(),
    code: varchar({ length: 30 }).notNull(),
    status: varchar({ length: 20 }).notNull().default('development'),
    projectTypeId: integer('project_type_id').references(() => projectTypes.id),
    /** The base currency: budget amounts are in its minor units. Null: the organisation's base. */
    currencyId: integer('currency_id').references(() => currencies.id),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** Shoot cities (ids of the cities master). */
    cityIds: integer('city_ids').array().notNull().default(sql`'{}'::integer[]`),
    description: text(),
    /**
     * A document of a type the project has no approval levels for is approved on submission
     * (true) or waits on the organisation's Admins (false, the default): never its submitter's say alone.
     */
    autoApprove: boolean('auto_approve').notNull().default(false),
    /**
     * Separation of duties waived for the project (an organisation with one accountant): an Admin
     * lets one person take more than one step of a document, with a reason each such step repeats
     * in its trail. The requester still never approves their own document. Null: not waived.
     */
    dutyExceptionReason: text('duty_exception_reason'),
    dutyExceptionBy: integer('duty_exception_by'),
    dutyExceptionAt: timestamp('duty_exception_at', { withTimezone: true }),
    archivedAt,
    ...stamps,
  },
  (t) => [uniqueIndex('projects_code_key').on(t.organizationId, sql`lower(${t.code})`)],
)

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    projectRole: varchar('project_role', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
)

/*
 * Budgets: a project's versions (each upload or copy is N+1; the first approved locks as the
 * original), their lines, the uploads tried, and the daily budgets of shoot days. Amounts are
 * integer minor units of the project's currency. Lines are never hard-deleted.
 */
export const budgetVersions = pgTable(
  'budget_versions',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    versionNo: integer('version_no').notNull(),
    note: varchar({ length: 300 }),
    source: varchar({ length: 10 }).notNull(),
    copiedFrom: integer('copied_from'),
    isCurrent: boolean('is_current').notNull().default(false),
    isOriginal: boolean('is_original').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    /**
     * The version's live lines and their sum, kept by every write to its lines, so a page of the
     * list reads the versions' figures from one small table instead of counting 100,000 lines.
     */
    lineCount: integer('line_count').notNull().default(0),
    total: bigint({ mode: 'number' }).notNull().default(0),
    archivedAt,
    ...stamps,
  },
  (t) => [
    uniqueIndex('budget_versions_no_key').on(t.projectId, t.versionNo),
    index('budget_versions_org_idx').on(t.organizationId, t.projectId),
  ],
)

export const budgetLines = pgTable(
  'budget_lines',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => budgetVersions.id),
    budgetCode: varchar('budget_code', { length: 40 }).notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    description: varchar({ length: 500 }).notNull(),
    cityId: integer('city_id').references(() => cities.id),
    isAtl: boolean('is_atl').notNull().default(false),
    quantity: numeric({ precision: 12, scale: 3 }).notNull().default('1'),
    unit: varchar({ length: 20 }),
    rate: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    notes: text(),
    /** Position in the uploaded file, so a version lists in the order it was planned. */
    position: integer().notNull().default(0),
    rowVersion: integer('row_version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('budget_lines_page_idx').on(t.versionId, t.position, t.id),
    // A page of a version's live lines in plan order, straight from the index: no sort, no filter.
    index('budget_lines_live_page_idx').on(t.versionId, t.position, t.id).where(sql`${t.deletedAt} is null`),
    uniqueIndex('budget_lines_code_key')
      .on(t.versionId, sql`lower(${t.budgetCode})`)
      .where(sql`${t.deletedAt} is null`),
    // The report pages a category's live lines in code order (bytes) straight from the index;
    // 0 stands for no category, as IS NULL would not let the index give the order.
    index('budget_lines_report_idx')
      .on(t.versionId, sql`coalesce(${t.categoryId}, 0)`, sql`${t.budgetCode} collate "C"`, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Ctrl+K finds a code or words of its description across every current budget (search/service.ts).
    index('budget_lines_code_trgm').using(
      'gin',
      (t.budgetCode as unknown as ExtraConfigColumn).op('gin_trgm_ops'),
    ),
    index('budget_lines_description_trgm').using(
      'gin',
      (t.description as unknown as ExtraConfigColumn).op('gin_trgm_ops'),
    ),
  ],
)

export const budgetUploads = pgTable(
  'budget_uploads',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    rows: integer().notNull().default(0),
    versionNo: integer('version_no'),
    result: varchar({ length: 10 }).notNull(),
    errorCount: integer('error_count').notNull().default(0),
    message: text(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('budget_uploads_project_idx').on(t.projectId, t.uploadedAt)],
)

export const dailyBudgets = pgTable(
  'daily_budgets',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    day: date('day', { mode: 'string' }).notNull(),
    title: varchar({ length: 160 }).notNull(),
    cityId: integer('city_id').references(() => cities.id),
    notes: text(),
    /** [{budget_code, description, amount}] of the day, amounts in minor units. */
    lines: jsonb().notNull().default(sql`'[]'::jsonb`),
    total: bigint({ mode: 'number' }).notNull().default(0),
    rowVersion: integer('row_version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    archivedAt,
    ...stamps,
  },
  (t) => [uniqueIndex('daily_budgets_day_key').on(t.projectId, t.day).where(sql`${t.archivedAt} is null`)],
)

/**
 * Estimates to complete entered per code of a project (the cost report): each change is a new row,
 * never an update, so the history stays. The ETC of a code on a date is its latest entry effective
 * on or before it; without one it is budget − actual − committed.
 */
export const costEstimates = pgTable(
  'cost_estimates',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    budgetCode: varchar('budget_code', { length: 40 }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    reason: varchar({ length: 300 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamps.createdAt,
  },
  (t) => [
    index('cost_estimates_code_idx').on(t.projectId, sql`lower(${t.budgetCode})`, t.effectiveDate, t.id),
  ],
)

/** A week's cost report kept as it stood (once per project and week): its totals and its codes. */
export const costSnapshots = pgTable(
  'cost_snapshots',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    weekEnding: date('week_ending', { mode: 'string' }).notNull(),
    budgetVersionNo: integer('budget_version_no'),
    /** {budget, period_actual, actual, committed, etc, efc, variance} */
    totals: jsonb().notNull(),
    /** [{budget_code, description, category_name, budget, period_actual, actual, committed, etc, efc, variance}] */
    codes: jsonb().notNull(),
    takenBy: integer('taken_by').references(() => users.id),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cost_snapshots_week_key').on(t.projectId, t.weekEnding)],
)

/*
 * Spend: approval levels, purchase orders with their lines and delivery challans, expenses, the
 * approval trail of both, budget controls and attached files. Amounts are integer minor units:
 * of the project's currency for POs and `amount_project`, of the invoice's for an expense's own
 * figures. Documents are cancelled, never deleted.
 */
export const approvalLevels = pgTable(
  'approval_levels',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    levelNo: integer('level_no').notNull(),
    name: varchar({ length: 80 }).notNull(),
    threshold: bigint({ mode: 'number' }).notNull().default(0),
    approverIds: integer('approver_ids').array().notNull().default(sql`'{}'::integer[]`),
    archivedAt,
    ...stamps,
  },
  (t) => [
    uniqueIndex('approval_levels_no_key')
      .on(t.projectId, t.documentType, t.levelNo)
      .where(sql`${t.archivedAt} is null`),
  ],
)

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    poNo: integer('po_no').notNull(),
    title: varchar({ length: 160 }).notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    poDate: date('po_date', { mode: 'string' }).notNull(),
    notes: text(),
    status: varchar({ length: 12 }).notNull().default('draft'),
    total: bigint({ mode: 'number' }).notNull().default(0),
    /** The level a submitted PO waits on (level_no), null otherwise. */
    pendingLevelNo: integer('pending_level_no'),
    rejectionReason: text('rejection_reason'),
    /** The last budget check (BudgetCheck of the contract), with any override. */
    budgetCheck: jsonb('budget_check'),
    requestedBy: integer('requested_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rowVersion: integer('row_version').notNull().default(1),
    ...stamps,
  },
  (t) => [
    uniqueIndex('purchase_orders_no_key').on(t.projectId, t.poNo),
    index('purchase_orders_list_idx').on(t.organizationId, t.projectId, t.status, t.id),
    index('purchase_orders_pending_idx')
      .on(t.organizationId, t.pendingLevelNo)
      .where(sql`${t.status} = 'submitted'`),
  ],
)

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    poId: integer('po_id')
      .notNull()
      .references(() => purchaseOrders.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    budgetCode: varchar('budget_code', { length: 40 }).notNull(),
    description: varchar({ length: 300 }).notNull(),
    quantity: numeric({ precision: 12, scale: 3 }).notNull(),
    unit: varchar({ length: 20 }),
    rate: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_po_idx').on(t.poId, t.position),
    index('purchase_order_lines_code_idx').on(t.projectId, t.budgetCode),
  ],
)

export const deliveryChallans = pgTable(
  'delivery_challans',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    poId: integer('po_id')
      .notNull()
      .references(() => purchaseOrders.id),
    challanNo: varchar('challan_no', { length: 40 }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    receiver: varchar({ length: 120 }).notNull(),
    notes: text(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    recordedBy: integer('recorded_by').references(() => users.id),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    ...stamps,
  },
  (t) => [
    index('delivery_challans_po_idx').on(t.poId),
    index('delivery_challans_queue_idx').on(t.organizationId, t.status, t.projectId),
  ],
)

export const challanLines = pgTable(
  'challan_lines',
  {
    challanId: integer('challan_id')
      .notNull()
      .references(() => deliveryChallans.id),
    poLineId: integer('po_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id),
    quantity: numeric({ precision: 12, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.challanId, t.poLineId] }),
    index('challan_lines_po_line_idx').on(t.poLineId),
  ],
)

/**
 * An invoice number as a duplicate check compares it: without case and without spaces, so
 * "INV 0042" and "inv0042" are the same invoice. The index on expenses uses the same expression.
 */
export const invoiceKey = (invoiceNo: SQLWrapper | string) =>
  sql`lower(regexp_replace(${invoiceNo}, '[[:space:]]', '', 'g'))`

export const expenses = pgTable(
  'expenses',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** The budget version current when it was booked. */
    budgetVersionId: integer('budget_version_id')
      .notNull()
      .references(() => budgetVersions.id),
    budgetCode: varchar('budget_code', { length: 40 }).notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    poId: integer('po_id').references(() => purchaseOrders.id),
    poLineId: integer('po_line_id').references(() => purchaseOrderLines.id),
    /** The contract instalment this invoice is for: it becomes actual and leaves the commitment. */
    contractInstalmentId: integer('contract_instalment_id').references(
      (): AnyPgColumn => contractInstalments.id,
    ),
    invoiceNo: varchar('invoice_no', { length: 40 }).notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    description: varchar({ length: 500 }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amount: bigint({ mode: 'number' }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }).notNull(),
    amountProject: bigint('amount_project', { mode: 'number' }).notNull(),
    gstId: integer('gst_id').references(() => gstRates.id),
    gstKind: varchar('gst_kind', { length: 5 }).notNull().default('none'),
    cgstAmount: bigint('cgst_amount', { mode: 'number' }).notNull().default(0),
    sgstAmount: bigint('sgst_amount', { mode: 'number' }).notNull().default(0),
    igstAmount: bigint('igst_amount', { mode: 'number' }).notNull().default(0),
    total: bigint({ mode: 'number' }).notNull(),
    tdsId: integer('tds_id').references(() => tdsSections.id),
    tdsAmount: bigint('tds_amount', { mode: 'number' }).notNull().default(0),
    netPayable: bigint('net_payable', { mode: 'number' }).notNull(),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
    paymentReference: varchar('payment_reference', { length: 60 }),
    paidOn: date('paid_on', { mode: 'string' }),
    status: varchar({ length: 10 }).notNull().default('draft'),
    paidBy: integer('paid_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...workflowColumns(),
    ...stamps,
  },
  (t) => [
    // A page of a project's (or the organisation's) expenses, newest invoice first; status and
    // amount ride along so the list's count and totals read the index, not 40,000 table rows.
    index('expenses_project_page_idx').on(
      t.organizationId,
      t.projectId,
      t.invoiceDate,
      t.id,
      t.status,
      t.amountProject,
    ),
    index('expenses_org_page_idx').on(t.organizationId, t.invoiceDate, t.id),
    index('expenses_code_idx').on(t.projectId, t.budgetCode, t.status),
    index('expenses_vendor_idx').on(t.organizationId, t.vendorId, t.invoiceDate),
    index('expenses_version_idx').on(t.budgetVersionId),
    index('expenses_po_line_idx').on(t.poLineId).where(sql`${t.poLineId} is not null`),
    index('expenses_contract_instalment_idx')
      .on(t.contractInstalmentId)
      .where(sql`${t.contractInstalmentId} is not null`),
    pendingIndex('expenses_pending_idx', t),
    // A vendor's invoice number booked before: found by the same expression the check compares.
    index('expenses_vendor_invoice_idx').on(t.organizationId, t.vendorId, invoiceKey(t.invoiceNo)),
  ],
)

/*
 * Petty cash (server/modules/petty-cash): holders per project with a float limit, floats and
 * top-ups paid out to them, and envelopes of bills that account for the cash. Amounts are minor
 * units of the project's currency.
 */
export const pettyCashHolders = pgTable(
  'petty_cash_holders',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    floatLimit: bigint('float_limit', { mode: 'number' }).notNull(),
    active: boolean().notNull().default(true),
    rowVersion: integer('row_version').notNull().default(1),
    ...stamps,
  },
  (t) => [
    uniqueIndex('petty_cash_holders_user_key').on(t.projectId, t.userId),
    index('petty_cash_holders_org_idx').on(t.organizationId, t.projectId),
  ],
)

export const pettyCashFloats = pgTable(
  'petty_cash_floats',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    holderId: integer('holder_id')
      .notNull()
      .references(() => pettyCashHolders.id),
    /** Numbered per project: PCF-0001. */
    floatNo: integer('float_no').notNull(),
    /** float, or top_up (paid into `parent_float_id`). */
    kind: varchar({ length: 8 }).notNull(),
    parentFloatId: integer('parent_float_id').references((): AnyPgColumn => pettyCashFloats.id),
    amount: bigint({ mode: 'number' }).notNull(),
    purpose: varchar({ length: 300 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('draft'),
    disbursedAmount: bigint('disbursed_amount', { mode: 'number' }),
    disbursedOn: date('disbursed_on', { mode: 'string' }),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
    paymentReference: varchar('payment_reference', { length: 60 }),
    /** Cash handed back on this float (a float's own; top-ups return through their float). */
    returnedAmount: bigint('returned_amount', { mode: 'number' }).notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...workflowColumns(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('petty_cash_floats_no_key').on(t.projectId, t.floatNo),
    index('petty_cash_floats_holder_idx').on(t.organizationId, t.holderId, t.status),
    pendingIndex('petty_cash_floats_pending_idx', t),
  ],
)

export const pettyCashEnvelopes = pgTable(
  'petty_cash_envelopes',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    holderId: integer('holder_id')
      .notNull()
      .references(() => pettyCashHolders.id),
    floatId: integer('float_id')
      .notNull()
      .references(() => pettyCashFloats.id),
    /** Numbered per project: PCE-0001. */
    envelopeNo: integer('envelope_no').notNull(),
    total: bigint({ mode: 'number' }).notNull().default(0),
    status: varchar({ length: 10 }).notNull().default('draft'),
    auditedBy: integer('audited_by').references(() => users.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    postedBy: integer('posted_by').references(() => users.id),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /** Cash paid to the holder when settled (reimbursed or topped up). */
    settledAmount: bigint('settled_amount', { mode: 'number' }),
    settledOn: date('settled_on', { mode: 'string' }),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
    paymentReference: varchar('payment_reference', { length: 60 }),
    ...workflowColumns(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('petty_cash_envelopes_no_key').on(t.projectId, t.envelopeNo),
    index('petty_cash_envelopes_holder_idx').on(t.organizationId, t.holderId, t.status),
    pendingIndex('petty_cash_envelopes_pending_idx', t),
  ],
)

export const pettyCashLines = pgTable(
  'petty_cash_lines',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    envelopeId: integer('envelope_id')
      .notNull()
      .references(() => pettyCashEnvelopes.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    position: integer().notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    receiptNo: varchar('receipt_no', { length: 40 }).notNull(),
    payee: varchar({ length: 160 }).notNull(),
    payeeGstin: varchar('payee_gstin', { length: 15 }),
    description: varchar({ length: 300 }).notNull(),
    budgetCode: varchar('budget_code', { length: 40 }).notNull(),
    poLineId: integer('po_line_id').references(() => purchaseOrderLines.id),
    taxable: bigint({ mode: 'number' }).notNull(),
    cgst: bigint({ mode: 'number' }).notNull().default(0),
    sgst: bigint({ mode: 'number' }).notNull().default(0),
    igst: bigint({ mode: 'number' }).notNull().default(0),
    total: bigint({ mode: 'number' }).notNull(),
    taxInvoice: boolean('tax_invoice').notNull().default(false),
    billInCompanyGstin: boolean('bill_in_company_gstin').notNull().default(false),
    itcEligible: boolean('itc_eligible').notNull().default(false),
    /** taxable, plus the GST unless it is input credit: what the code's actual takes. */
    cost: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('petty_cash_lines_envelope_idx').on(t.envelopeId, t.position),
    index('petty_cash_lines_code_idx').on(t.projectId, t.budgetCode),
    index('petty_cash_lines_po_line_idx').on(t.poLineId).where(sql`${t.poLineId} is not null`),
  ],
)

/**
 * A vendor advance (VAR): paid before the invoice, against a PO or not (mobilisation, security
 * or location deposit). Amounts in the project's currency; TDS deducted on payment.
 */
export const vendorAdvances = pgTable(
  'vendor_advances',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    advanceNo: integer('advance_no').notNull(),
    kind: varchar({ length: 12 }).notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    poId: integer('po_id').references(() => purchaseOrders.id),
    poLineId: integer('po_line_id').references(() => purchaseOrderLines.id),
    budgetCode: varchar('budget_code', { length: 40 }).notNull(),
    reason: varchar({ length: 500 }),
    proformaNo: varchar('proforma_no', { length: 40 }),
    proformaDate: date('proforma_date', { mode: 'string' }),
    amount: bigint({ mode: 'number' }).notNull(),
    tdsId: integer('tds_id').references(() => tdsSections.id),
    tdsRate: numeric('tds_rate', { precision: 6, scale: 3 }),
    tdsAmount: bigint('tds_amount', { mode: 'number' }).notNull().default(0),
    netPaid: bigint('net_paid', { mode: 'number' }).notNull(),
    adjustedAmount: bigint('adjusted_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    status: varchar({ length: 16 }).notNull().default('draft'),
    closeReason: text('close_reason'),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
    paymentReference: varchar('payment_reference', { length: 60 }),
    paidOn: date('paid_on', { mode: 'string' }),
    paidBy: integer('paid_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...workflowColumns(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('vendor_advances_no_key').on(t.projectId, t.advanceNo),
    index('vendor_advances_list_idx').on(t.organizationId, t.projectId, t.status, t.id),
    index('vendor_advances_po_idx').on(t.poId).where(sql`${t.poId} is not null`),
    index('vendor_advances_vendor_idx').on(t.organizationId, t.vendorId, t.status),
    pendingIndex('vendor_advances_pending_idx', t),
  ],
)

/** A part of an advance set off against a vendor invoice (expense), with the TDS it carries. */
export const advanceAdjustments = pgTable(
  'advance_adjustments',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    advanceId: integer('advance_id')
      .notNull()
      .references(() => vendorAdvances.id),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    amount: bigint({ mode: 'number' }).notNull(),
    tdsAmount: bigint('tds_amount', { mode: 'number' }).notNull().default(0),
    manual: boolean().notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('advance_adjustments_advance_idx').on(t.advanceId),
    index('advance_adjustments_expense_idx').on(t.expenseId),
  ],
)

/** Every submission, approval, rejection, override, payment and cancellation of a document. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    documentType: varchar('document_type', { length: 10 }).notNull(),
    documentId: integer('document_id').notNull(),
    action: varchar({ length: 16 }).notNull(),
    levelNo: integer('level_no'),
    userId: integer('user_id').references(() => users.id),
    reason: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_steps_document_idx').on(t.documentType, t.documentId, t.id)],
)

/** Stop, Warn or Ignore per organisation and document type (missing: the default, Warn). */
export const budgetControls = pgTable(
  'budget_controls',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** po, expense (over budget: stop, warn, ignore) or duplicate_invoice (warn, stop). */
    documentType: varchar('document_type', { length: 20 }).notNull(),
    action: varchar({ length: 6 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.documentType] })],
)

/**
 * Credit notes: a vendor's credit against one of its invoices (an approved or paid expense), in
 * the original's currency. Posted ones lower their lines' codes' actual; a line to be supplied
 * again reopens its PO line's commitment. Cancelled, never deleted.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The original invoice. */
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    cnNo: varchar('cn_no', { length: 40 }).notNull(),
    cnDate: date('cn_date', { mode: 'string' }).notNull(),
    gstin: varchar({ length: 15 }),
    reason: varchar({ length: 20 }).notNull(),
    notes: varchar({ length: 500 }),
    taxable: bigint({ mode: 'number' }).notNull(),
    cgstAmount: bigint('cgst_amount', { mode: 'number' }).notNull().default(0),
    sgstAmount: bigint('sgst_amount', { mode: 'number' }).notNull().default(0),
    igstAmount: bigint('igst_amount', { mode: 'number' }).notNull().default(0),
    tdsAmount: bigint('tds_amount', { mode: 'number' }).notNull().default(0),
    amountProject: bigint('amount_project', { mode: 'number' }).notNull(),
    status: varchar({ length: 12 }).notNull().default('draft'),
    refundModeId: integer('refund_mode_id').references(() => paymentModes.id),
    refundReference: varchar('refund_reference', { length: 60 }),
    refundedOn: date('refunded_on', { mode: 'string' }),
    postedBy: integer('posted_by').references(() => users.id),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    settledBy: integer('settled_by').references(() => users.id),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...workflowColumns(),
    ...stamps,
  },
  (t) => [
    index('credit_notes_page_idx').on(t.organizationId, t.projectId, t.cnDate, t.id),
    index('credit_notes_expense_idx').on(t.expenseId, t.status),
    pendingIndex('credit_notes_pending_idx', t),
  ],
)

/** One credited line of a credit note: one per line of its original (an expense has one). */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    budgetCode: varchar('budget_code', { length: 40 }).notNull(),
    poLineId: integer('po_line_id').references(() => purchaseOrderLines.id),
    description: varchar({ length: 300 }),
    quantity: numeric({ precision: 12, scale: 3 }).notNull(),
    rate: bigint({ mode: 'number' }).notNull(),
    taxable: bigint({ mode: 'number' }).notNull(),
    cgstAmount: bigint('cgst_amount', { mode: 'number' }).notNull().default(0),
    sgstAmount: bigint('sgst_amount', { mode: 'number' }).notNull().default(0),
    igstAmount: bigint('igst_amount', { mode: 'number' }).notNull().default(0),
    tdsAmount: bigint('tds_amount', { mode: 'number' }).notNull().default(0),
    amountProject: bigint('amount_project', { mode: 'number' }).notNull(),
    supplyAgain: boolean('supply_again').notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId, t.position),
    index('credit_note_lines_expense_idx').on(t.expenseId),
    index('credit_note_lines_code_idx').on(t.projectId, t.budgetCode),
  ],
)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/** Files kept with a record (a vendor's documents, an invoice, a challan's photo). */
export const attachments = pgTable(
  'attachments',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    owner: varchar({ length: 10 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    /** A file uploaded again under the same name on the same owner is its next version (1, 2, …). */
    version: integer().notNull().default(1),
    archivedAt,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_owner_idx').on(t.organizationId, t.owner, t.ownerId),
    // Archived versions keep their number: a name's versions are never renumbered or reused.
    uniqueIndex('attachments_owner_name_version_key').on(
      t.organizationId,
      t.owner,
      t.ownerId,
      sql`lower(${t.fileName})`,
      t.version,
    ),
  ],
)

/** Who changed what, when, from what to what: every write that matters lands here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id'),
    actorUserId: integer('actor_user_id'),
    action: varchar({ length: 60 }).notNull(),
    entity: varchar({ length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }),
    before: jsonb(),
    after: jsonb(),
    requestId: varchar('request_id', { length: 64 }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.organizationId, t.entity, t.entityId)],
)

/*
 * Daily production reports: one per project, shoot date and unit (a revision replaces its
 * report once approved). The day's rows (scenes, cast, crew, junior artistes, hires, delays) are
 * the report's own and are read with it, so they are kept as JSON beside the header columns that
 * lists filter and sort on. Times are `HH:MM`; one earlier than the crew call is after midnight.
 */
export const dprs = pgTable(
  'dprs',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** Numbered per project: DPR-0001; a revision keeps its report's number. */
    dprNo: integer('dpr_no').notNull(),
    revisionNo: integer('revision_no').notNull().default(0),
    revisesId: integer('revises_id').references((): AnyPgColumn => dprs.id),
    revisionReason: text('revision_reason'),
    shootDate: date('shoot_date', { mode: 'string' }).notNull(),
    unit: varchar({ length: 10 }).notNull().default('main'),
    workTypeId: integer('work_type_id')
      .notNull()
      .references(() => workTypes.id),
    status: varchar({ length: 12 }).notNull().default('draft'),
    location: varchar({ length: 200 }),
    weather: varchar({ length: 80 }),
    crewCall: varchar('crew_call', { length: 5 }).notNull(),
    firstShot: varchar('first_shot', { length: 5 }),
    mealOut: varchar('meal_out', { length: 5 }),
    mealIn: varchar('meal_in', { length: 5 }),
    firstShotAfterMeal: varchar('first_shot_after_meal', { length: 5 }),
    cameraWrap: varchar('camera_wrap', { length: 5 }),
    crewWrap: varchar('crew_wrap', { length: 5 }).notNull(),
    scheduledEighths: integer('scheduled_eighths').notNull().default(0),
    /** Eighths of the scenes shot, part shot or added: kept for the lists and pages to date. */
    shotEighths: integer('shot_eighths').notNull().default(0),
    setups: integer().notNull().default(0),
    screenSeconds: integer('screen_seconds').notNull().default(0),
    cameraCards: integer('camera_cards').notNull().default(0),
    soundRolls: integer('sound_rolls').notNull().default(0),
    scenes: jsonb().notNull().default(sql`'[]'::jsonb`),
    cast: jsonb().notNull().default(sql`'[]'::jsonb`),
    crew: jsonb().notNull().default(sql`'[]'::jsonb`),
    juniors: jsonb().notNull().default(sql`'[]'::jsonb`),
    extras: jsonb().notNull().default(sql`'[]'::jsonb`),
    delays: jsonb().notNull().default(sql`'[]'::jsonb`),
    mealsServed: integer('meals_served').notNull().default(0),
    incidents: text(),
    notes: text(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: integer('locked_by').references(() => users.id),
    ...workflowColumns(),
    ...stamps,
  },
  (t) => [
    index('dprs_project_date_idx').on(t.organizationId, t.projectId, t.shootDate),
    // One report in force per project, day and unit (a revision in progress is another row).
    uniqueIndex('dprs_day_key')
      .on(t.projectId, t.shootDate, t.unit)
      .where(sql`${t.status} not in ('cancelled', 'superseded') and ${t.revisesId} is null`),
    uniqueIndex('dprs_open_revision_key')
      .on(t.revisesId)
      .where(sql`${t.revisesId} is not null and ${t.status} not in ('cancelled', 'superseded')`),
    pendingIndex('dprs_pending_idx', t),
  ],
)

/** An organisation's shift and meal rules, which the DCR applies (defaults until changed). */
export const dprRules = pgTable('dpr_rules', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  shiftMinutes: integer('shift_minutes').notNull(),
  maxShiftMinutes: integer('max_shift_minutes').notNull(),
  overtimeStepMinutes: integer('overtime_step_minutes').notNull(),
  overtimePercent: integer('overtime_percent').notNull(),
  mealWithinMinutes: integer('meal_within_minutes').notNull(),
  mealPenalty: bigint('meal_penalty', { mode: 'number' }).notNull(),
  /** Catering per meal served; rows before it was kept start at the default ₹250. */
  mealRate: bigint('meal_rate', { mode: 'number' }).notNull().default(25_000),
  rowVersion: integer('row_version').notNull().default(1),
  ...stamps,
})

/*
 * Inventory: a project's items, owned or hired in, and every step each takes (movements). The
 * item keeps where it is now (status, custodian, due date); the movements keep how it got there
 * and the charges booked on its code (a wrap sale as a negative amount).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** Numbered per project: INV-0001. */
    itemNo: integer('item_no').notNull(),
    ownership: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 12 }).notNull(),
    name: varchar({ length: 160 }).notNull(),
    category: varchar({ length: 20 }).notNull(),
    serial: varchar({ length: 80 }),
    quantity: integer().notNull().default(1),
    unit: varchar({ length: 20 }),
    cost: bigint({ mode: 'number' }),
    vendorId: integer('vendor_id').references(() => vendors.id),
    poId: integer('po_id').references(() => purchaseOrders.id),
    /** The PO line and verified challan it was received from (once per challan line). */
    poLineId: integer('po_line_id').references(() => purchaseOrderLines.id),
    challanId: integer('challan_id').references(() => deliveryChallans.id),
    challanNo: varchar('challan_no', { length: 60 }),
    budgetCode: varchar('budget_code', { length: 40 }),
    hireRate: bigint('hire_rate', { mode: 'number' }),
    deposit: bigint({ mode: 'number' }),
    insuredValue: bigint('insured_value', { mode: 'number' }),
    store: varchar({ length: 120 }),
    custodianUserId: integer('custodian_user_id').references(() => users.id),
    departmentId: integer('department_id').references(() => departments.id),
    scene: varchar({ length: 60 }),
    character: varchar({ length: 120 }),
    episode: varchar({ length: 40 }),
    condition: varchar({ length: 10 }).notNull().default('good'),
    dueBack: date('due_back', { mode: 'string' }),
    /** The due date whose overdue alert went out: one alert per due date, however many processes. */
    overdueAlertedFor: date('overdue_alerted_for', { mode: 'string' }),
    disposal: varchar({ length: 12 }),
    notes: text(),
    createdBy: integer('created_by').references(() => users.id),
    rowVersion: integer('row_version').notNull().default(1),
    ...stamps,
  },
  (t) => [
    uniqueIndex('inventory_items_no_key').on(t.projectId, t.itemNo),
    index('inventory_items_project_idx').on(t.organizationId, t.projectId, t.status),
    index('inventory_items_custodian_idx')
      .on(t.organizationId, t.custodianUserId)
      .where(sql`${t.custodianUserId} is not null`),
    uniqueIndex('inventory_items_challan_line_key')
      .on(t.challanId, t.poLineId)
      .where(sql`${t.challanId} is not null`),
    index('inventory_items_on_hire_idx').on(t.dueBack).where(sql`${t.status} = 'on_hire'`),
  ],
)

export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => inventoryItems.id),
    action: varchar({ length: 12 }).notNull(),
    on: date('on', { mode: 'string' }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    custodianUserId: integer('custodian_user_id').references(() => users.id),
    condition: varchar({ length: 10 }),
    /** Actual cost on the item's code from `on` (a sale's proceeds are negative). */
    amount: bigint({ mode: 'number' }).notNull().default(0),
    /** The item's code when the step was taken: the ledger books the amount there. */
    budgetCode: varchar('budget_code', { length: 40 }),
    note: varchar({ length: 300 }),
    userId: integer('user_id').references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_item_idx').on(t.itemId, t.id),
    index('inventory_movements_charges_idx').on(t.organizationId, t.projectId).where(sql`${t.amount} <> 0`),
  ],
)

/**
 * A contract (module 1010) on a production: classification from the contract lists, the
 * counterparty (a vendor or a person), term, money, rights and its lifecycle. Its instalments are
 * committed on their codes once it is executed (spend ledger: contracts/ledger.ts).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    contractNo: integer('contract_no').notNull(),
    version: integer().notNull().default(1),
    /** original, amendment (replaces the version before it) or renewal (the next term after it). */
    versionKind: varchar('version_kind', { length: 12 }).notNull().default('original'),
    /** The version this one amends or renews. */
    previousId: integer('previous_id').references((): AnyPgColumn => contracts.id),
    /** Why this version was made (an amendment's or renewal's reason). */
    changeReason: varchar('change_reason', { length: 500 }),
    /** What earlier versions had paid on the instalments this amendment carries (set when it is executed). */
    carriedPaid: bigint('carried_paid', { mode: 'number' }).notNull().default(0),
    title: varchar({ length: 200 }).notNull(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => contractAgreements.id),
    contractProjectId: integer('contract_project_id').references(() => contractProjects.id),
    companyId: integer('company_id').references(() => companies.id),
    contractcategoryId: integer('contractcategory_id').references(() => contractCategories.id),
    contractsubcategoryId: integer('contractsubcategory_id').references(() => contractSubCategories.id),
    platformId: integer('platform_id').references(() => contractPlatforms.id),
    languageId: integer('language_id').references(() => contractLanguages.id),
    showtypeId: integer('showtype_id').references(() => contractShowTypes.id),
    contractStatusId: integer('contract_status_id').references(() => contractStatuses.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    counterpartyName: varchar('counterparty_name', { length: 200 }),
    counterpartyPan: varchar('counterparty_pan', { length: 10 }),
    counterpartyGstin: varchar('counterparty_gstin', { length: 15 }),
    role: varchar({ length: 120 }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    lockInUntil: date('lock_in_until', { mode: 'string' }),
    noticeDays: integer('notice_days'),
    exclusive: boolean().notNull().default(false),
    deliverables: text(),
    feeBasis: varchar('fee_basis', { length: 20 }).notNull(),
    rate: bigint({ mode: 'number' }),
    guaranteedUnits: integer('guaranteed_units'),
    overtimeRate: bigint('overtime_rate', { mode: 'number' }),
    kitRental: bigint('kit_rental', { mode: 'number' }),
    perDiem: bigint('per_diem', { mode: 'number' }),
    travelAndStay: varchar('travel_and_stay', { length: 500 }),
    value: bigint({ mode: 'number' }).notNull(),
    gstTreatment: varchar('gst_treatment', { length: 20 }).notNull(),
    tdsId: integer('tds_id').references(() => tdsSections.id),
    rightsMedia: text('rights_media').array().notNull().default(sql`'{}'::text[]`),
    rightsTerritory: varchar('rights_territory', { length: 200 }),
    rightsLanguages: varchar('rights_languages', { length: 200 }),
    rightsFrom: date('rights_from', { mode: 'string' }),
    rightsTo: date('rights_to', { mode: 'string' }),
    rightsExclusive: boolean('rights_exclusive').notNull().default(false),
    screenCredit: varchar('screen_credit', { length: 300 }),
    status: varchar({ length: 16 }).notNull().default('draft'),
    sentOn: date('sent_on', { mode: 'string' }),
    counterpartySignedOn: date('counterparty_signed_on', { mode: 'string' }),
    companySignedOn: date('company_signed_on', { mode: 'string' }),
    executedOn: date('executed_on', { mode: 'string' }),
    endedOn: date('ended_on', { mode: 'string' }),
    endReason: varchar('end_reason', { length: 500 }),
    /** Title, person and role in lower case: what the list's search matches (trigram-indexed). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || coalesce(counterparty_name, '') || ' ' || coalesce(role, ''))`,
    ),
    /** Who its reminders go to (the drafter when none is chosen). */
    reminderUserIds: integer('reminder_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...workflowColumns(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('contracts_no_key').on(t.projectId, t.contractNo, t.version),
    index('contracts_page_idx').on(t.organizationId, t.projectId, t.endDate, t.id),
    index('contracts_by_end_idx').on(t.organizationId, t.endDate, t.id),
    // The list filtered by agreement type (often with an end date) pages and counts on this.
    index('contracts_agreement_page_idx').on(t.organizationId, t.agreementId, t.endDate, t.id),
    index('contracts_search_trgm').using(
      'gin',
      (t.searchText as unknown as ExtraConfigColumn).op('gin_trgm_ops'),
    ),
    index('contracts_vendor_idx').on(t.vendorId),
    // One live later version at a time: two amendments drafted at once would both claim the payments.
    uniqueIndex('contracts_one_successor_key').on(t.previousId).where(sql`${t.status} <> 'cancelled'`),
    pendingIndex('contracts_pending_idx', t),
  ],
)

/** A contract's instalment: its share of the value, when it falls due and the code it is committed on. */
export const contractInstalments = pgTable(
  'contract_instalments',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    position: integer().notNull(),
    label: varchar({ length: 120 }).notNull(),
    trigger: varchar({ length: 20 }).notNull(),
    percent: numeric({ precision: 5, scale: 2 }),
    amount: bigint({ mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    budgetCode: varchar('budget_code', { length: 40 }).notNull(),
    /** Paid on this instalment under the versions this one amends: it commits only what is left. */
    carriedPaid: bigint('carried_paid', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('contract_instalments_contract_idx').on(t.contractId, t.position),
    index('contract_instalments_project_idx').on(t.organizationId, t.projectId, t.budgetCode),
    /** What falls due in the next weeks (the dashboard, the reminders). */
    index('contract_instalments_due_idx').on(t.organizationId, t.dueDate),
  ],
)

/** What was paid on an instalment: actual on its code from the day it was paid. */
export const contractPayments = pgTable(
  'contract_payments',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    instalmentId: integer('instalment_id')
      .notNull()
      .references(() => contractInstalments.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    amount: bigint({ mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: varchar({ length: 120 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_payments_instalment_idx').on(t.instalmentId),
    // The list's paid column and the detail's payments read a contract's payments by its id.
    index('contract_payments_contract_idx').on(t.contractId),
    index('contract_payments_project_idx').on(t.organizationId, t.projectId),
  ],
)

/**
 * The contract figures the charts, the list's totals and the dashboard read (contracts/rollup.ts),
 * per project: `value` rows count contracts and sum their value by agreement type, platform and
 * status; `event` rows count the reminders' events (status: expiry, notice_deadline, option_date,
 * instalment_due, deliverable_due) by day, with what is left to pay on them; `due` rows sum what instalments still commit by the
 * month they fall due. A project's rows are rebuilt from the live figures whenever it is read after
 * a change (contract_rollup_changes), so 50,000 contracts are not scanned on every request.
 */
export const contractRollups = pgTable(
  'contract_rollups',
  {
    organizationId: integer('organization_id').notNull(),
    projectId: integer('project_id').notNull(),
    kind: varchar({ length: 8 }).notNull().$type<'value' | 'event' | 'due'>(),
    agreementId: integer('agreement_id'),
    platformId: integer('platform_id'),
    status: varchar({ length: 16 }),
    day: date({ mode: 'string' }),
    count: integer().notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('contract_rollups_project_idx').on(t.organizationId, t.projectId, t.kind)],
)

/**
 * Changes to each project's contract figures not yet in its rollup: a row per statement that
 * touched the project's contracts, instalments, payments or the expenses that invoice an instalment
 * (triggers, migrations 0029 and 0035). Appending locks nothing, so writers never queue on it; a
 * rebuild deletes the rows it has seen (db/rollups.ts). A project is stale while it has a row.
 */
export const contractRollupChanges = pgTable(
  'contract_rollup_changes',
  {
    projectId: integer('project_id').notNull(),
    organizationId: integer('organization_id').notNull(),
  },
  (t) => [index('contract_rollup_changes_project_idx').on(t.organizationId, t.projectId)],
)

/**
 * The spend ledger (spend/ledger.ts) summed per project, budget code and day (spend/rollup.ts):
 * what the dashboard, the cost report and the weekly burn would otherwise work out from every
 * invoice, bill, advance, credit note, PO and contract instalment on each request. `on` is null for
 * a movement without a date (counted in no dated figure, as in the ledger). Rebuilt from the live
 * ledger whenever a project is read after a change (spend_rollup_changes, appended by triggers on
 * every table the ledger reads: migration 0033).
 */
export const spendRollups = pgTable(
  'spend_rollups',
  {
    organizationId: integer('organization_id').notNull(),
    projectId: integer('project_id').notNull(),
    code: varchar({ length: 40 }).notNull(),
    on: date({ mode: 'string' }),
    committed: bigint({ mode: 'number' }).notNull().default(0),
    actual: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('spend_rollups_project_idx').on(t.organizationId, t.projectId, t.on)],
)

/** As contract_rollup_changes, for the spend rollup (triggers on every table the ledger reads). */
export const spendRollupChanges = pgTable(
  'spend_rollup_changes',
  {
    projectId: integer('project_id').notNull(),
    organizationId: integer('organization_id').notNull(),
  },
  (t) => [index('spend_rollup_changes_project_idx').on(t.organizationId, t.projectId)],
)
/**
 * The journal (server/modules/books/journal-sources.ts) summed per project, day and account: what
 * the trial balance reads instead of deriving every document's entries on each request. A
 * project's rows are rebuilt from the journal when it is read after a change (db/rollups.ts).
 */
export const journalRollups = pgTable(
  'journal_rollups',
  {
    organizationId: integer('organization_id').notNull(),
    projectId: integer('project_id').notNull(),
    on: date({ mode: 'string' }).notNull(),
    accountCode: varchar('account_code', { length: 40 }).notNull(),
    accountName: varchar('account_name', { length: 300 }).notNull(),
    debit: bigint({ mode: 'number' }).notNull().default(0),
    credit: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('journal_rollups_project_idx').on(t.organizationId, t.projectId, t.on)],
)

/** As spend_rollup_changes, for the journal rollup (triggers on every table the journal reads). */
export const journalRollupChanges = pgTable(
  'journal_rollup_changes',
  {
    projectId: integer('project_id').notNull(),
    organizationId: integer('organization_id').notNull(),
  },
  (t) => [index('journal_rollup_changes_project_idx').on(t.organizationId, t.projectId)],
)

/**
 * `usesThrough`: the latest date of anything that takes from approved PO lines' commitment (null
 * when nothing does; 'infinity' when something undated does). The rollup's committed is the ledger's
 * as of any day on or after it; before it, a PO line's open commitment depends on the day.
 */
export const spendRollupState = pgTable('spend_rollup_state', {
  projectId: integer('project_id').primaryKey(),
  usesThrough: date('uses_through', { mode: 'string' }),
})

/**
 * A contract reminder sent: one row per contract, reminder type and event (its expiry, notice
 * deadline, option date, an instalment's due date) and that event's date. The unique index makes
 * the reminder job send each one once, however many server processes run it at the same moment.
 */
export const contractRemindersSent = pgTable(
  'contract_reminders_sent',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    reminderTypeId: integer('reminder_type_id')
      .notNull()
      .references(() => contractReminderTypes.id),
    eventKey: varchar('event_key', { length: 40 }).notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_reminders_sent_key').on(t.contractId, t.reminderTypeId, t.eventKey, t.eventDate),
  ],
)

/**
 * A list's filter saved under a name (a scope per list: 'contracts', later the reports): the
 * query is what the list's endpoint takes, checked against its schema when saved. Shared ones are
 * seen by the organisation's users who may use that list; only their owner changes them.
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scope: varchar({ length: 40 }).notNull(),
    name: varchar({ length: 80 }).notNull(),
    query: jsonb().notNull().$type<Record<string, string>>(),
    shared: boolean().notNull().default(false),
    ...stamps,
  },
  (t) => [
    uniqueIndex('saved_filters_name_key').on(t.organizationId, t.userId, t.scope, sql`lower(${t.name})`),
    index('saved_filters_scope_idx').on(t.organizationId, t.scope),
  ],
)

/**
 * A project's books closed through a date (server/modules/period-lock): nothing dated on or before
 * it is written any more. One row per project; moving or lifting it is audited.
 */
export const periodLocks = pgTable('period_locks', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  lockedThrough: date('locked_through', { mode: 'string' }).notNull(),
  reason: varchar({ length: 500 }).notNull(),
  lockedBy: integer('locked_by').references(() => users.id),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The people on a project (/apps/team), by department and seniority (designation): how they are
 * engaged and paid, their tax and bank details, and where they are from invitation to clearance.
 * `user_id` links a person with a login (their float, custody and approval levels); `vendor_id` the
 * loan-out company or vendor they are paid through; `contract_id` their contract on the project.
 * Wrap clearance (server/modules/team/clearance.ts) holds back their final contract payment.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: ids(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    userId: integer('user_id').references(() => users.id),
    name: varchar({ length: 160 }).notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    designationId: integer('designation_id').references(() => designations.id),
    /** employee, freelancer, loan_out or vendor. */
    engagement: varchar({ length: 12 }).notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id),
    contractId: integer('contract_id').references(() => contracts.id),
    /** Minor units of the project's currency, per `rate_basis`. */
    rate: bigint({ mode: 'number' }),
    /** day, week, month or lump_sum. */
    rateBasis: varchar('rate_basis', { length: 10 }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    pan: varchar({ length: 10 }),
    gstin: varchar({ length: 15 }),
    bankAccountName: varchar('bank_account_name', { length: 120 }),
    bankAccountNumber: varchar('bank_account_number', { length: 20 }),
    bankIfsc: varchar('bank_ifsc', { length: 11 }),
    tdsId: integer('tds_id').references(() => tdsSections.id),
    /** invited → onboarding → active → wrapped → cleared. */
    status: varchar({ length: 12 }).notNull().default('invited'),
    rowVersion: integer('row_version').notNull().default(1),
    ...stamps,
  },
  (t) => [
    uniqueIndex('team_members_user_key').on(t.projectId, t.userId).where(sql`${t.userId} is not null`),
    index('team_members_project_idx').on(t.organizationId, t.projectId),
    index('team_members_contract_idx').on(t.contractId),
  ],
)

/** Tables in the order their rows must be restored (parents first). */
export const TABLES_IN_ORDER = [
  organizations,
  currencies,
  countries,
  cities,
  companies,
  departments,
  designations,
  roles,
  rolePermissions,
  users,
  sessions,
  loginAttempts,
  passwordTokens,
  userIdentities,
  oidcFlows,
  outbox,
  signupRequests,
  projectTypes,
  projects,
  projectMembers,
  categories,
  subCategories,
  shootLocations,
  employmentTypes,
  priorities,
  paymentModes,
  gstRates,
  tdsSections,
  workTypes,
  customFields,
  currencyRates,
  budgetVersions,
  budgetLines,
  budgetUploads,
  dailyBudgets,
  costEstimates,
  costSnapshots,
  vendors,
  approvalLevels,
  purchaseOrders,
  purchaseOrderLines,
  deliveryChallans,
  challanLines,
  contractStatuses,
  contractAgreements,
  contractPlatforms,
  contractLanguages,
  contractShowTypes,
  contractProjects,
  contractCategories,
  contractSubCategories,
  contractReminderTypes,
  contracts,
  contractInstalments,
  contractPayments,
  contractRemindersSent,
  teamMembers,
  expenses,
  pettyCashHolders,
  pettyCashFloats,
  pettyCashEnvelopes,
  pettyCashLines,
  vendorAdvances,
  advanceAdjustments,
  creditNotes,
  creditNoteLines,
  dprs,
  dprRules,
  inventoryItems,
  inventoryMovements,
  approvalSteps,
  budgetControls,
  attachments,
  auditLog,
  savedFilters,
  periodLocks,
] as const

/**
 * Tables kept by the database from the others (triggers, rebuilt on read): never backed up, since a
 * restore writes the rows they are worked out from.
 */
export const DERIVED_TABLES = [
  userCounts,
  contractRollups,
  contractRollupChanges,
  spendRollups,
  spendRollupChanges,
  spendRollupState,
  journalRollups,
  journalRollupChanges,
] as const
