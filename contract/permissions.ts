import * as z from 'zod/mini'
import { PERMISSION_METHODS } from './codes'

export const permissionRecordSchema = z.object({
  module_name: z.string().check(z.minLength(1), z.maxLength(60)),
  method_name: z.enum(PERMISSION_METHODS),
  permission_active: z.int(),
})
