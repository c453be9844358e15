import * as z from 'zod/mini'
import { id } from './common'
import { okEnvelope } from './envelope'

/** Lookups the user and project forms need: a company's departments and designations, a project's team. */
export const departmentOptionSchema = z.object({
  department_id: id,
  company_id: id,
  name: z.string(),
  code: z.nullable(z.string()),
})
export const designationOptionSchema = z.object({
  designation_id: id,
  company_id: id,
  department_id: z.nullable(id),
  name: z.string(),
})
export const projectMemberSchema = z.object({
  user_id: id,
  name: z.string(),
  email: z.string(),
  role_type: z.string(),
  project_role: z.string(),
})
export type DepartmentOption = z.infer<typeof departmentOptionSchema>
export type DesignationOption = z.infer<typeof designationOptionSchema>
export type ProjectMember = z.infer<typeof projectMemberSchema>

export const departmentOptionsResponseSchema = okEnvelope(z.array(departmentOptionSchema))
export const designationOptionsResponseSchema = okEnvelope(z.array(designationOptionSchema))
export const projectMembersResponseSchema = okEnvelope(z.array(projectMemberSchema))
