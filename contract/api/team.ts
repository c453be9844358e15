import * as z from 'zod/mini'
import type { PermissionMethod } from '../codes'
import { idParam } from '../common'
import { defineEndpoint, permission } from '../endpoint'
import {
  clearanceResponseSchema,
  clearTeamMemberRequestSchema,
  createTeamMemberRequestSchema,
  teamListQuerySchema,
  teamListResponseSchema,
  teamMemberResponseSchema,
  teamStepRequestSchema,
  updateTeamMemberRequestSchema,
} from '../team'

/*
 * The project team (permission module 'project': whoever reads the project reads its team; adding
 * and changing people is a project change, the Admins' and Admin Managers' by default).
 */

const tag = 'Team'
const access = (method: PermissionMethod) => permission('project', method)
const byId = z.object({ id: idParam })

export const teamApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/team',
    summary: "A page of a project's team (department, status, search), by department and seniority",
    tag,
    access: access('GET'),
    query: teamListQuerySchema,
    response: teamListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/team',
    summary: 'Add a person to a project team (invited)',
    tag,
    access: access('POST'),
    body: createTeamMemberRequestSchema,
    response: teamMemberResponseSchema,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/team/:id',
    summary: 'One team member with their petty-cash float limit, approval levels and TDS rate',
    tag,
    access: access('GET'),
    params: byId,
    response: teamMemberResponseSchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/team/:id',
    summary: 'Change a team member; a stale row_version is refused (409)',
    tag,
    access: access('PUT'),
    params: byId,
    body: updateTeamMemberRequestSchema,
    response: teamMemberResponseSchema,
  }),
  step: defineEndpoint({
    method: 'post',
    path: '/team/:id/status',
    summary: 'Move a member on: invited → onboarding → active → wrapped (wrapped may go back to active)',
    tag,
    access: access('PUT'),
    params: byId,
    body: teamStepRequestSchema,
    response: teamMemberResponseSchema,
  }),
  clearance: defineEndpoint({
    method: 'get',
    path: '/team/:id/clearance',
    summary: "What holds a member's wrap clearance: float not returned, advances open, items held",
    tag,
    access: access('GET'),
    params: byId,
    response: clearanceResponseSchema,
  }),
  clear: defineEndpoint({
    method: 'post',
    path: '/team/:id/clear',
    summary: 'Clear a wrapped member (409 clearanceOpen while anything is open): their final payment may go',
    tag,
    access: access('PUT'),
    params: byId,
    body: clearTeamMemberRequestSchema,
    response: teamMemberResponseSchema,
  }),
}
