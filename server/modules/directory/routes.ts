import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import { idParam } from '../../../contract/common'
import {
  departmentOptionsResponseSchema,
  designationOptionsResponseSchema,
  projectMembersResponseSchema,
} from '../../../contract/directory'
import { optionsQuerySchema, optionsResponseSchema } from '../../../contract/masters/schemas'
import type { Database } from '../../db/client'
import { companies, departments, designations, projects } from '../../db/schema'
import { notFound } from '../../http/errors'
import { defineRoute } from '../../http/route'
import { likePattern } from '../paging'
import { teamOf } from '../projects/members'
import { assertProjectInScope, projectScope } from '../projects/scope'

const TAG = 'Directory'
const byId = z.object({ id: idParam })

async function companyOfTenant(db: Database, tenantId: number, companyId: number) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.organizationId, tenantId)))
  if (!company) throw notFound('This company')
}

export const directoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/department/company/:id',
    summary: "A company's active departments",
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'GET' },
    params: byId,
    response: departmentOptionsResponseSchema,
    handler: async ({ params, tenantId, deps }) => {
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
    },
  }),
  defineRoute({
    method: 'get',
    path: '/designation/company/:id',
    summary: "A company's active designations",
    tag: TAG,
    access: { kind: 'permission', module: 'users', method: 'GET' },
    params: byId,
    response: designationOptionsResponseSchema,
    handler: async ({ params, tenantId, deps }) => {
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
    },
  }),
  defineRoute({
    method: 'get',
    path: '/project/options',
    summary: 'Projects as choices for a form (id and label), searchable; others than Admins see their own',
    tag: TAG,
    access: { kind: 'signed-in' },
    query: optionsQuerySchema,
    response: optionsResponseSchema,
    handler: async ({ query, tenantId, session, deps }) => {
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
    },
  }),
  defineRoute({
    method: 'get',
    path: '/project/users/:id',
    summary: "A project's team: its users and their project roles",
    tag: TAG,
    access: { kind: 'permission', module: 'project', method: 'GET' },
    params: byId,
    response: projectMembersResponseSchema,
    handler: async ({ params, tenantId, session, deps }) => {
      // Only those on the project (and Admins) see who else is.
      await assertProjectInScope(deps.db, { session, tenantId }, params.id)
      return { data: await teamOf(deps.db, params.id) }
    },
  }),
]
