import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import { PROJECT_STATUSES, type Project, type ProjectStatus } from '../../../contract/projects'
import type { Database } from '../../db/client'
import { companies, projectMembers, projects, projectTypes, users } from '../../db/schema'
import { notFound } from '../../http/errors'
import type { SessionInfo } from '../../http/route'
import { countAll, likePattern, orderFor, pagedList } from '../paging'
import { projectCurrencies, toCurrency } from './currency'
import { projectScope } from './scope'

/*
 * Reading projects: one production with the names a screen shows next to its ids, the currency
 * its budget is kept in, and its team size. Admins see every project of the organisation; others
 * only those whose team they are on.
 */

/** The shoot cities' names in the order the project lists them. */
const cityNames = sql<string[]>`coalesce((
  select array_agg(c.name order by array_position(${projects.cityIds}, c.id))::text[]
  from cities c where c.id = any(${projects.cityIds})
), '{}'::text[])`

/** Team members whose accounts are still active, as the team list shows them. */
const memberCount = sql<number>`(
  select count(*)::int from ${projectMembers} m
  join ${users} u on u.id = m.user_id
  where m.project_id = ${projects.id} and u.archived_at is null
)`

const projectColumns = {
  project: projects,
  projectTypeName: projectTypes.name,
  companyName: companies.name,
  currencyCode: projectCurrencies.code,
  minorUnits: projectCurrencies.minorUnits,
  cityNames,
  memberCount,
}

type ProjectRow = {
  project: typeof projects.$inferSelect
  projectTypeName: string | null
  companyName: string | null
  currencyCode: string | null
  minorUnits: number | null
  cityNames: string[] | null
  memberCount: number
}

function toProject(row: ProjectRow): Project {
  const { project } = row
  const currency = toCurrency({ code: row.currencyCode, minorUnits: row.minorUnits })
  return {
    project_id: project.id,
    name: project.name,
    code: project.code,
    status: (PROJECT_STATUSES as readonly string[]).includes(project.status)
      ? (project.status as ProjectStatus)
      : 'development',
    project_type_id: project.projectTypeId,
    project_type_name: row.projectTypeName,
    company_id: project.companyId,
    company_name: row.companyName,
    currency_id: project.currencyId,
    currency_code: currency.code,
    minor_units: currency.minor_units,
    start_date: project.startDate,
    end_date: project.endDate,
    city_ids: project.cityIds,
    city_names: row.cityNames ?? [],
    description: project.description,
    member_count: Number(row.memberCount),
    archived: project.archivedAt !== null,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  }
}

function selectProjects(db: Database) {
  return db
    .select(projectColumns)
    .from(projects)
    .leftJoin(projectTypes, eq(projectTypes.id, projects.projectTypeId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(projectCurrencies, eq(projectCurrencies.projectId, projects.id))
}

export type ProjectListFilter = {
  archived: boolean
  status?: ProjectStatus
  search?: string
  sort?: string
  page_no?: number
  limit?: number
}

const PROJECT_SORTS = {
  name: projects.name,
  code: projects.code,
  // A production's life in its order, not the alphabet's.
  status: sql`array_position(array[${sql.join(
    PROJECT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], ${projects.status}::text)`,
  start_date: projects.startDate,
  created_at: projects.createdAt,
}

export async function listProjects(
  db: Database,
  session: SessionInfo,
  tenantId: number,
  filter: ProjectListFilter,
) {
  const conditions: (SQL | undefined)[] = [
    eq(projects.organizationId, tenantId),
    filter.archived ? sql`${projects.archivedAt} is not null` : isNull(projects.archivedAt),
    projectScope({ session, tenantId }, projects.id),
  ]
  if (filter.status) conditions.push(eq(projects.status, filter.status))
  if (filter.search) {
    const pattern = likePattern(filter.search)
    conditions.push(or(sql`${projects.name} ilike ${pattern}`, sql`${projects.code} ilike ${pattern}`))
  }
  const where = and(...conditions)
  const order = orderFor(filter.sort, PROJECT_SORTS, 'name', projects.id)
  return pagedList(
    filter,
    ({ limit, offset }) =>
      selectProjects(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.select(countAll).from(projects).where(where),
    (rows) => rows.map(toProject),
  )
}

/** One project of the tenant that the caller may see; 404 for anything else. */
export async function getProject(
  db: Database,
  session: SessionInfo,
  tenantId: number,
  projectId: number,
): Promise<Project> {
  const [row] = await selectProjects(db)
    .where(and(eq(projects.id, projectId), projectScope({ session, tenantId }, projects.id)))
    .limit(1)
  if (!row) throw notFound('This project')
  return toProject(row)
}
