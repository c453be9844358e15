import * as z from 'zod/mini'
import { MODULE_CODES, type ModuleCode } from './codes'
import { okEnvelope } from './envelope'

export const moduleCodeSchema = z.pipe(
  z.int(),
  z.custom<ModuleCode>((code) => (MODULE_CODES as unknown[]).includes(code), {
    error: 'Unknown module code',
  }),
)

/** The module catalogue (codes 1000–1015) with whether the organisation has each switched on. */
export const moduleEntrySchema = z.object({
  module_code: moduleCodeSchema,
  name: z.string(),
  /** The permission module (`module_name`) its endpoints are guarded by, if any. */
  permission_module: z.nullable(z.string()),
  enabled: z.boolean(),
})
export type ModuleEntry = z.infer<typeof moduleEntrySchema>
export const modulesResponseSchema = okEnvelope(z.array(moduleEntrySchema))
