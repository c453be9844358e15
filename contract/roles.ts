import * as z from 'zod/mini'
import { ROLES, USER_TYPES } from './codes'

export const roleSchema = z.enum(ROLES)
export const userTypeSchema = z.enum(USER_TYPES)
