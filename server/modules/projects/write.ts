import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { isAdminRole } from '../../../contract/codes'
import type { FieldError } from '../../../contract/envelope'
import type { createProjectRequestSchema, updateProjectRequestSchema } from '../../../contract/projects'
import type { Database } from '../../db/client'
import { databaseFailureOf, UNIQUE_VIOLATION } from '../../db/failure'
import { cities, companies, currencies, projectMembers, projects, projectTypes } from '../../db/schema'
import { badRequest, conflict } from '../../http/errors'
import type { AuditWriter, Deps, SessionInfo } from '../../http/route'
import { getProject } from './service'

/*
 * Creating and changing projects: the code is unique in the organisation, every master a project
 * points to is one of the organisation's active records, and every write is audited.
 */

type CreateInput = z.output<typeof createProjectRequestSchema>
type UpdateInput = z.output<typeof updateProjectRequestSchema>

/** What a project's team calls the person who set it up, when that is not an Admin. */
export const CREATOR_PROJECT_ROLE = 'Project Manager'

const REFERENCES = [
  ['project_type_id', projectTypes, 'project type'],
  ['company_id', companies, 'company'],
  ['currency_id', currencies, 'currency'],
] as const

/** Each referenced record must be the organisation's own and still in use. */
async function checkReferences(db: Database, tenantId: number, input: UpdateInput) {
  const errors: FieldError[] = []
  for (const [field, table, noun] of REFERENCES) {
    const id = input[field]
    if (id === undefined || id === null) continue
    const [row] = await db
      .select({ archivedAt: table.archivedAt })
      .from(table)
      .where(and(eq(table.id, id), eq(table.organizationId, tenantId)))
    if (!row)
      errors.push({ path: field, message: `Choose a ${noun} of this organisation`, code: 'refForeign' })
    else if (row.archivedAt)
      errors.push({
        path: field,
        message: `This ${noun} is archived: choose an active one`,
        code: 'refArchived',
      })
  }
  if (input.city_ids?.length) {
    const wanted = [...new Set(input.city_ids)]
    const found = await db
      .select({ id: cities.id, archivedAt: cities.archivedAt })
      .from(cities)
      .where(and(inArray(cities.id, wanted), eq(cities.organizationId, tenantId)))
    if (found.length < wanted.length)
      errors.push({ path: 'city_ids', message: 'Choose cities of this organisation', code: 'refForeign' })
    else if (found.some((city) => city.archivedAt))
      errors.push({
        path: 'city_ids',
        message: 'A city is archived: choose active ones',
        code: 'refArchived',
      })
  }
  if (errors.length) throw badRequest('Some fields need attention', errors)
}

/** Codes are unique in the organisation whatever their case, archived projects included. */
async function checkCodeFree(db: Database, tenantId: number, code: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: projects.id, archivedAt: projects.archivedAt })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, tenantId),
        sql`lower(${projects.code}) = lower(${code})`,
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (!clash) return
  const archived = clash.archivedAt !== null
  const message = archived
    ? 'An archived project has this code: restore it or choose another code'
    : 'A project with this code already exists'
  const code_ = archived ? 'uniqueArchived' : 'unique'
  throw conflict(message, [{ path: 'code', message, code: code_ }], code_)
}

/** Two requests at once can both pass the check; the unique index then answers the same 409. */
function asConflict(error: unknown): never {
  const cause = databaseFailureOf(error)
  if (cause?.code === UNIQUE_VIOLATION && cause.constraint === 'projects_code_key') {
    const message = 'A project with this code already exists'
    throw conflict(message, [{ path: 'code', message, code: 'unique' }], 'unique')
  }
  throw error
}

/** The dates a change leaves the project with must still be in order. */
function checkDates(start: string | null, end: string | null) {
  if (start && end && end < start) {
    const message = 'The end date cannot be before the start date'
    throw badRequest('Some fields need attention', [{ path: 'end_date', message, code: 'dateOrder' }])
  }
}

export async function createProject(
  deps: Deps,
  session: SessionInfo,
  tenantId: number,
  input: CreateInput,
  audit: AuditWriter,
) {
  const now = deps.clock()
  return deps.db
    .transaction(async (tx) => {
      await checkReferences(tx, tenantId, input)
      await checkCodeFree(tx, tenantId, input.code)
      const [created] = await tx
        .insert(projects)
        .values({
          organizationId: tenantId,
          name: input.name,
          code: input.code,
          status: input.status,
          projectTypeId: input.project_type_id ?? null,
          companyId: input.company_id ?? null,
          currencyId: input.currency_id ?? null,
          startDate: input.start_date ?? null,
          endDate: input.end_date ?? null,
          cityIds: [...new Set(input.city_ids ?? [])],
          description: input.description || null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: projects.id })
      if (!created) throw new Error('project insert returned nothing')
      // Others than Admins see only their own projects: whoever sets one up is on its team.
      if (!isAdminRole(session.roleType)) {
        await tx.insert(projectMembers).values({
          projectId: created.id,
          userId: session.userId,
          projectRole: CREATOR_PROJECT_ROLE,
          createdAt: now,
        })
      }
      const project = await getProject(tx, session, tenantId, created.id)
      await audit(tx, { action: 'project.create', entity: 'project', entityId: created.id, after: project })
      return project
    })
    .catch(asConflict)
}

export async function updateProject(
  deps: Deps,
  session: SessionInfo,
  tenantId: number,
  projectId: number,
  input: UpdateInput,
  audit: AuditWriter,
) {
  const now = deps.clock()
  return deps.db
    .transaction(async (tx) => {
      const before = await getProject(tx, session, tenantId, projectId)
      checkDates(
        input.start_date === undefined ? before.start_date : input.start_date,
        input.end_date === undefined ? before.end_date : input.end_date,
      )
      await checkReferences(tx, tenantId, input)
      if (input.code !== undefined) await checkCodeFree(tx, tenantId, input.code, projectId)
      const { archived, ...fields } = input
      await tx
        .update(projects)
        .set({
          ...(fields.name !== undefined && { name: fields.name }),
          ...(fields.code !== undefined && { code: fields.code }),
          ...(fields.status !== undefined && { status: fields.status }),
          ...(fields.project_type_id !== undefined && { projectTypeId: fields.project_type_id }),
          ...(fields.company_id !== undefined && { companyId: fields.company_id }),
          ...(fields.currency_id !== undefined && { currencyId: fields.currency_id }),
          ...(fields.start_date !== undefined && { startDate: fields.start_date }),
          ...(fields.end_date !== undefined && { endDate: fields.end_date }),
          ...(fields.city_ids !== undefined && { cityIds: [...new Set(fields.city_ids)] }),
          ...(fields.description !== undefined && { description: fields.description || null }),
          ...(archived === true && !before.archived && { archivedAt: now }),
          ...(archived === false && { archivedAt: null }),
          updatedAt: now,
        })
        .where(eq(projects.id, projectId))
      const after = await getProject(tx, session, tenantId, projectId)
      const action =
        archived === true && !before.archived
          ? 'project.archive'
          : archived === false && before.archived
            ? 'project.restore'
            : 'project.update'
      await audit(tx, { action, entity: 'project', entityId: projectId, before, after })
      return after
    })
    .catch(asConflict)
}
