import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { directoryApi } from '../../../contract/api/directory'
import type { Database } from '../../db/client'
import { companies, departments, designations, projects } from '../../db/schema'
import { notFound } from '../../http/errors'
import { implement } from '../../http/route'
import { likePattern } from '../paging'
import { teamOf } from '../projects/members'
import { assertProjectInScope, projectScope } from '../projects/scope'

async function companyOfTenant(db: Database, tenantId: number, companyId: number) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.organizationId, tenantId)))
  if (!company) throw notFound('This company')
}

export const directoryRoutes = [
  implement(directoryApi.departments, async ({ params, tenantId, deps }) => {
    await companyOfTenant(deps.db, tenantId, params.id)
    return {
      data: await deps.db
        .select({
          department_id: departments.id,
          company_id: departments.companyId,
          name: departments.name,
          code: departments.code,
        })
        .from(departments)
        .where(and(eq(departments.companyId, params.id), isNull(departments.archivedAt)))
        .orderBy(asc(departments.name)),
    }
  }),
  implement(directoryApi.designations, async ({ params, tenantId, deps }) => {
    await companyOfTenant(deps.db, tenantId, params.id)
    return {
      data: await deps.db
        .select({
          designation_id: designations.id,
          company_id: designations.companyId,
          department_id: designations.departmentId,
          name: designations.name,
        })
        .from(designations)
        .where(and(eq(designations.companyId, params.id), isNull(designations.archivedAt)))
        .orderBy(asc(designations.name)),
    }
  }),
  implement(directoryApi.projectOptions, async ({ query, tenantId, session, deps }) => {
    const label = sql<string>`concat_ws(' — ', ${projects.code}, ${projects.name})`
    const conditions = [
      eq(projects.organizationId, tenantId),
      isNull(projects.archivedAt),
      projectScope({ session, tenantId }, projects.id),
    ]
    if (query.search) conditions.push(sql`${label} ilike ${likePattern(query.search)}`)
    return {
      data: await deps.db
        .select({ id: projects.id, label })
        .from(projects)
        .where(and(...conditions))
        .orderBy(asc(label))
        .limit(query.limit ?? 50),
    }
  }),
  implement(directoryApi.projectTeam, async ({ params, tenantId, session, deps }) => {
    // Only those on the project (and Admins) see who else is.
    await assertProjectInScope(deps.db, { session, tenantId }, params.id)
    return { data: await teamOf(deps.db, params.id) }
  }),
]
