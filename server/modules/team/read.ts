import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type {
  Engagement,
  RateBasis,
  TeamMember,
  TeamStatus,
  teamListQuerySchema,
} from '../../../contract/team'
import type { Database } from '../../db/client'
import {
  approvalLevels,
  contracts,
  departments,
  designations,
  pettyCashHolders,
  tdsSections,
  teamMembers,
  users,
  vendors,
} from '../../db/schema'
import type { Caller } from '../../http/caller'
import { mayCall } from '../../http/permissions'
import { tdsRateFor } from '../advances/tds'
import { countAll, likePattern, pagedList } from '../paging'
import { projectCurrencyOf } from '../projects/currency'
import { assertProjectInScope, projectScope } from '../projects/scope'

/*
 * Reading the team: a project's people by department and seniority (designation), each with the
 * petty-cash float they may hold, the approval levels they sit on and the TDS rate their payments
 * carry (the advances' rule: the section's rate, 20 % without a PAN).
 */

type Query = z.output<typeof teamListQuerySchema>

function membersWhere(caller: Caller, query: Partial<Query>, extra?: SQL) {
  const pattern = query.search ? likePattern(query.search) : null
  return and(
    eq(teamMembers.organizationId, caller.tenantId),
    projectScope(caller, teamMembers.projectId),
    query.project_id === undefined ? undefined : eq(teamMembers.projectId, query.project_id),
    query.department_id === undefined ? undefined : eq(teamMembers.departmentId, query.department_id),
    query.status ? eq(teamMembers.status, query.status) : undefined,
    pattern
      ? or(
          sql`${teamMembers.name} ilike ${pattern}`,
          sql`exists (select 1 from ${designations} d where d.id = ${teamMembers.designationId} and d.name ilike ${pattern})`,
        )
      : undefined,
    extra,
  )
}

function memberRows(db: Database, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const base = db
    .select({
      row: teamMembers,
      userName: users.name,
      departmentName: departments.name,
      designationName: designations.name,
      vendorName: vendors.legalName,
      vendorPan: vendors.pan,
      contractTitle: contracts.title,
      tdsName: tdsSections.section,
      tdsRate: tdsSections.rate,
    })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(departments, eq(departments.id, teamMembers.departmentId))
    .leftJoin(designations, eq(designations.id, teamMembers.designationId))
    .leftJoin(vendors, eq(vendors.id, teamMembers.vendorId))
    .leftJoin(contracts, eq(contracts.id, teamMembers.contractId))
    .leftJoin(tdsSections, eq(tdsSections.id, teamMembers.tdsId))
    .where(where)
    // Department, then seniority as the designations master ranks it (1: the head), then name.
    .orderBy(
      sql`${departments.name} asc nulls last`,
      sql`${designations.seniority} asc nulls last`,
      sql`${designations.name} asc nulls last`,
      asc(teamMembers.name),
      asc(teamMembers.id),
    )
  return page ? base.limit(page.limit).offset(page.offset) : base
}

type Rows = Awaited<ReturnType<typeof memberRows>>

const lastFour = (value: string) => `••••${value.slice(-4)}`

async function toMembers(db: Database, caller: Caller, rows: Rows): Promise<TeamMember[]> {
  if (rows.length === 0) return []
  const projectIds = [...new Set(rows.map(({ row }) => row.projectId))]
  const userIds = rows.flatMap(({ row }) => (row.userId ? [row.userId] : []))
  const [holders, levels, mayChange] = await Promise.all([
    userIds.length
      ? db
          .select({
            projectId: pettyCashHolders.projectId,
            userId: pettyCashHolders.userId,
            floatLimit: pettyCashHolders.floatLimit,
            active: pettyCashHolders.active,
          })
          .from(pettyCashHolders)
          .where(
            and(
              eq(pettyCashHolders.organizationId, caller.tenantId),
              inArray(pettyCashHolders.projectId, projectIds),
              inArray(pettyCashHolders.userId, userIds),
            ),
          )
      : [],
    userIds.length
      ? db
          .select({
            projectId: approvalLevels.projectId,
            documentType: approvalLevels.documentType,
            levelNo: approvalLevels.levelNo,
            name: approvalLevels.name,
            approverIds: approvalLevels.approverIds,
          })
          .from(approvalLevels)
          .where(
            and(
              eq(approvalLevels.organizationId, caller.tenantId),
              inArray(approvalLevels.projectId, projectIds),
              sql`${approvalLevels.archivedAt} is null`,
              sql`${approvalLevels.approverIds} && ${sql.raw(`array[${userIds.map(Number).join(',')}]::integer[]`)}`,
            ),
          )
          .orderBy(asc(approvalLevels.documentType), asc(approvalLevels.levelNo))
      : [],
    mayCall(db, caller.session, 'project', 'PUT'),
  ])
  const currencies = new Map<number, Awaited<ReturnType<typeof projectCurrencyOf>>>()
  for (const projectId of projectIds)
    currencies.set(projectId, await projectCurrencyOf(db, caller.tenantId, projectId))
  return rows.map((entry) => {
    const { row } = entry
    const holder = holders.find((h) => h.projectId === row.projectId && h.userId === row.userId && h.active)
    const held = row.userId
      ? levels.filter(
          (level) => level.projectId === row.projectId && level.approverIds.includes(row.userId as number),
        )
      : []
    const currency = currencies.get(row.projectId) as { code: string; minor_units: number }
    const hasPan = Boolean(row.pan?.trim() || (row.engagement !== 'employee' && entry.vendorPan?.trim()))
    return {
      member_id: row.id,
      project_id: row.projectId,
      user_id: row.userId,
      user_name: entry.userName,
      name: row.name,
      department_id: row.departmentId,
      department_name: entry.departmentName,
      designation_id: row.designationId,
      designation_name: entry.designationName,
      engagement: row.engagement as Engagement,
      vendor_id: row.vendorId,
      vendor_name: entry.vendorName,
      contract_id: row.contractId,
      contract_title: entry.contractTitle,
      rate: row.rate,
      rate_basis: row.rateBasis as RateBasis | null,
      currency_code: currency.code,
      minor_units: currency.minor_units,
      start_date: row.startDate,
      end_date: row.endDate,
      pan: row.pan,
      gstin: row.gstin,
      bank_account_name: row.bankAccountName,
      bank_account_number:
        row.bankAccountNumber && !mayChange ? lastFour(row.bankAccountNumber) : row.bankAccountNumber,
      bank_ifsc: row.bankIfsc,
      tds_id: row.tdsId,
      tds_name: entry.tdsName,
      tds_rate: entry.tdsRate === null ? null : tdsRateFor(hasPan, entry.tdsRate),
      petty_cash_holder: Boolean(holder),
      float_limit: holder?.floatLimit ?? null,
      approval_levels: held.map((level) => ({
        document_type: level.documentType,
        level_no: level.levelNo,
        name: level.name,
      })),
      status: row.status as TeamStatus,
      row_version: row.rowVersion,
    }
  })
}

export async function listTeam(db: Database, caller: Caller, query: Query) {
  await assertProjectInScope(db, caller, query.project_id)
  const where = membersWhere(caller, query)
  return pagedList(
    query,
    (paging) => memberRows(db, where, paging),
    () => db.select(countAll).from(teamMembers).where(where),
    (rows) => toMembers(db, caller, rows),
  )
}

export async function memberDetail(db: Database, caller: Caller, id: number): Promise<TeamMember> {
  const rows = await memberRows(db, membersWhere(caller, {}, eq(teamMembers.id, id)))
  const [member] = await toMembers(db, caller, rows)
  if (!member) throw new Error('team member vanished')
  return member
}
