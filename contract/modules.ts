import { z } from 'zod'

/** Module codes of spec section 6. 1011 and 1012 are not assigned by the spec and stay reserved. */
export const MODULES = {
  Dashboard: 1000,
  Project: 1001,
  Users: 1002,
  Vendors: 1003,
  Expenses: 1004,
  Budget: 1005,
  Inventory: 1006,
  AdvanceRequest: 1007,
  Settings: 1008,
  DCR: 1009,
  Contract: 1010,
  PCR: 1013,
  VAR: 1014,
  CN: 1015,
} as const

export type ModuleName = keyof typeof MODULES
export type ModuleCode = (typeof MODULES)[ModuleName]

export const MODULE_CODES = Object.values(MODULES) as ModuleCode[]

export const moduleCodeSchema = z
  .number()
  .int()
  .refine((code): code is ModuleCode => (MODULE_CODES as number[]).includes(code), {
    message: 'Unknown module code',
  })
