import * as z from 'zod/mini'
import { archiveFlag, id, idParam, isoDate, isoDateTime, optionalText, pageQuery, text } from './common'
import { listEnvelope, okEnvelope } from './envelope'

/** A production's life, in the order it happens. */
export const PROJECT_STATUSES = [
  'development',
  'pre-production',
  'shooting',
  'post',
  'delivered',
  'closed',
] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

/** One production: everything money-related hangs off it. */
export const projectSchema = z.object({
  project_id: id,
  name: z.string(),
  code: z.string(),
  status: z.enum(PROJECT_STATUSES),
  project_type_id: z.nullable(id),
  project_type_name: z.nullable(z.string()),
  company_id: z.nullable(id),
  company_name: z.nullable(z.string()),
  currency_id: z.nullable(id),
  /** The base currency's ISO code; budget amounts are in its minor units. */
  currency_code: z.string(),
  minor_units: z.int(),
  start_date: z.nullable(isoDate),
  end_date: z.nullable(isoDate),
  city_ids: z.array(id),
  city_names: z.array(z.string()),
  /** Optional so answers written before it was added still parse; the API always sends it. */
  description: z.optional(z.nullable(z.string())),
  member_count: z.int(),
  archived: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Project = z.infer<typeof projectSchema>

const projectFields = {
  name: text(160, 'Enter the project name'),
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter a project code' }),
      z.maxLength(30, { error: 'Use at most 30 characters' }),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: 'Use letters, digits, dots, dashes and slashes' }),
    ),
  status: z.enum(PROJECT_STATUSES),
  project_type_id: z.optional(z.nullable(id)),
  company_id: z.optional(z.nullable(id)),
  currency_id: z.optional(z.nullable(id)),
  start_date: z.optional(z.nullable(isoDate)),
  end_date: z.optional(z.nullable(isoDate)),
  city_ids: z.optional(z.array(id).check(z.maxLength(50, { error: 'Choose at most 50 cities' }))),
  description: optionalText(2000),
}

/** The end date may not come before the start date. */
const datesInOrder = (value: { start_date?: string | null; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date

export const createProjectRequestSchema = z
  .strictObject({ ...projectFields, status: z._default(z.enum(PROJECT_STATUSES), 'development') })
  .check(
    z.refine(datesInOrder, { path: ['end_date'], error: 'The end date cannot be before the start date' }),
  )
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>

export const updateProjectRequestSchema = z
  .partial(z.strictObject({ ...projectFields, archived: z.boolean() }))
  .check(
    z.refine(datesInOrder, { path: ['end_date'], error: 'The end date cannot be before the start date' }),
  )
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>

export const projectListQuerySchema = z.object({
  ...pageQuery,
  archive: archiveFlag,
  status: z.optional(z.enum(PROJECT_STATUSES)),
})
export const projectResponseSchema = okEnvelope(projectSchema)
export const projectListResponseSchema = listEnvelope(projectSchema)

/** Adding someone to a project's team (Admins only). */
export const addProjectMemberRequestSchema = z.strictObject({
  user_id: id,
  project_role: text(60, 'Enter the role on this project'),
})
export const projectMemberParams = z.object({ id: idParam, userId: idParam })
