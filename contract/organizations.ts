import * as z from 'zod/mini'
import { emailSchema, featureFlagsSchema } from './auth'
import { archiveFlag, id, isoDateTime, optionalText, pageQuery, text } from './common'
import { listEnvelope, okEnvelope } from './envelope'
import { moduleCodeSchema } from './modules'

/** A tenant: one production company using Greenlight. */
export const organizationSchema = z.object({
  organization_id: id,
  name: z.string(),
  legal_name: z.nullable(z.string()),
  is_platform: z.boolean(),
  enabled_modules: z.array(moduleCodeSchema),
  admin_name: z.nullable(z.string()),
  admin_email: z.nullable(z.string()),
  user_count: z.int(),
  archived: z.boolean(),
  archived_at: z.nullable(isoDateTime),
  created_at: isoDateTime,
  ...featureFlagsSchema.shape,
})
export type Organization = z.infer<typeof organizationSchema>

export const createOrganizationRequestSchema = z.strictObject({
  name: text(160, 'Enter the organisation name'),
  legal_name: optionalText(200),
  enabled_modules: z.optional(z.array(moduleCodeSchema).check(z.maxLength(20))),
  admin: z.strictObject({ name: text(120, 'Enter the admin’s name'), email: emailSchema }),
})
export type CreateOrganizationRequest = z.infer<typeof createOrganizationRequestSchema>

export const updateOrganizationRequestSchema = z.partial(
  z.strictObject({
    name: text(160, 'Enter the organisation name'),
    legal_name: optionalText(200),
    enabled_modules: z.array(moduleCodeSchema).check(z.maxLength(20)),
    archived: z.boolean(),
    ...featureFlagsSchema.shape,
  }),
)
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequestSchema>

export const resendCredentialsRequestSchema = z.strictObject({ organization_id: id })
export const resendCredentialsResponseSchema = okEnvelope(
  z.object({ sent_to: z.string(), expires_at: isoDateTime }),
)

export const organizationListQuerySchema = z.object({ ...pageQuery, archive: archiveFlag })
export const organizationResponseSchema = okEnvelope(organizationSchema)
export const organizationListResponseSchema = listEnvelope(organizationSchema)
