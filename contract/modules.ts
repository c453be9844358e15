import * as z from 'zod/mini'
import { MODULE_CODES, type ModuleCode } from './codes'

export const moduleCodeSchema = z.pipe(
  z.int(),
  z.custom<ModuleCode>((code) => (MODULE_CODES as unknown[]).includes(code), {
    error: 'Unknown module code',
  }),
)
