import { readFileSync } from 'node:fs'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { purchaseOrdersApi } from '../../../contract/api/purchase'
import { userRolesApi } from '../../../contract/api/user-roles'
import { approvalLevels, rolePermissions, roles } from '../../db/schema'
import { DEMO, DEMO_STUDIOS, type Harness, okBody, refusal, test } from '../../test/harness'
import { poBody, spendIds } from './purchase-fixtures'

/*
 * Raising purchase orders is a grant of its own (permission module 'purchase', POST): held by
 * default by every role that could raise them before, given or taken per role by an Admin. The
 * figures on a PO are for budget readers only: its drafter and its approver see whether it fits.
 */

type RoleType = 'Admin Manager' | 'Moderator' | 'User' | 'Dashboard User'

/** An Admin gives (2) or takes (1) a role's grant through /v2/userrole, as /userRoleView does. */
async function setGrant(h: Harness, roleType: RoleType, module: string, method: string, active: 1 | 2) {
  const token = await h.login(DEMO.admin)
  const list = await h.call('GET', '/v2/userrole', { token })
  const role = okBody(userRolesApi.list, list).data.find((r) => r.name === roleType)
  const answer = await h.call('PUT', `/v2/userrole/${role?.role_id}`, {
    token,
    body: { permissions: [{ module_name: module, method_name: method, permission_active: active }] },
  })
  expect(answer.status).toBe(200)
}

/** MD-01's PO levels replaced by one, approved by `approver` alone. */
async function onlyLevel(h: Harness, project: number, approver: number) {
  await h.db
    .delete(approvalLevels)
    .where(and(eq(approvalLevels.projectId, project), eq(approvalLevels.documentType, 'po')))
  const created = await h.call('POST', `/v2/purchase/levels/${project}`, {
    token: await h.login(DEMO.admin),
    body: { name: 'Crew check', threshold: 0, approver_ids: [approver] },
  })
  expect(created.status).toBe(200)
}

describe('raising purchase orders is a grant', () => {
  test('the role editor lists it for every role; Moderators and Users hold it, Dashboard Users not', async ({
    h,
  }) => {
    const answer = await h.call('GET', '/v2/userrole', { token: await h.login(DEMO.admin) })
    const userRoles = okBody(userRolesApi.list, answer).data
    const held = Object.fromEntries(
      userRoles.map((role) => [
        role.name,
        role.permissions
          .filter((p) => p.module_name === 'purchase')
          .map((p) => `${p.method_name}=${p.permission_active}`),
      ]),
    )
    expect(held).toEqual({
      Admin: ['POST=2'],
      'Admin Manager': ['POST=2'],
      Moderator: ['POST=2'],
      User: ['POST=2'],
      'Dashboard User': ['POST=1'],
    })
    // Only the grant that means something can be given: purchase has no GET of its own.
    const refused = await h.call('PUT', `/v2/userrole/${userRoles[2]?.role_id}`, {
      token: await h.login(DEMO.admin),
      body: { permissions: [{ module_name: 'purchase', method_name: 'GET', permission_active: 2 }] },
    })
    expect([refused.status, refusal(refused).errors?.[0]?.path]).toEqual([400, 'permissions.0.method_name'])
  })

  test('taken from Users: they no longer create, edit, submit or cancel POs, but still read them', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    const user = await h.login(DEMO.user)
    const own = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: user,
      body: poBody(ids.vendor, [['2200-01', '1', 1000]]),
    })
    expect(own.status).toBe(200)
    const draft = okBody(purchaseOrdersApi.create, own).data
    expect(draft.can_edit).toBe(true)
    const id = draft.po_id
    await setGrant(h, 'User', 'purchase', 'POST', 1)
    const refusals = [
      await h.call('POST', `/v2/purchase/project/${ids.project}`, {
        token: user,
        body: poBody(ids.vendor, [['2200-01', '1', 1000]]),
      }),
      await h.call('PUT', `/v2/purchase/${id}`, { token: user, body: { title: 'Mine', row_version: 1 } }),
      await h.call('POST', `/v2/purchase/${id}/submit`, { token: user, body: {} }),
      await h.call('POST', `/v2/purchase/${id}/cancel`, { token: user, body: {} }),
    ]
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403])
    const read = await h.call('GET', `/v2/purchase/${id}`, { token: user })
    expect(read.status).toBe(200)
    expect(okBody(purchaseOrdersApi.get, read).data).toMatchObject({
      status: 'draft',
      can_edit: false,
      budget: [],
    })
    // The Moderator's grant is untouched; given back, the User raises POs again.
    const moderator = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: await h.login(DEMO.moderator),
      body: poBody(ids.vendor, [['2200-01', '1', 1000]]),
    })
    expect(moderator.status).toBe(200)
    await setGrant(h, 'User', 'purchase', 'POST', 2)
    const again = await h.call('PUT', `/v2/purchase/${id}`, {
      token: user,
      body: { title: 'Mine again', row_version: 1 },
    })
    expect(again.status).toBe(200)
  })

  test('a PO’s figures are the budget readers’: its drafter and approver see the codes and the verdict', async ({
    h,
  }) => {
    const ids = await spendIds(h.db)
    await setGrant(h, 'User', 'purchase', 'POST', 1)
    await onlyLevel(h, ids.project, ids.people.user)
    const moderator = await h.login(DEMO.moderator)
    const user = await h.login(DEMO.user)
    const created = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
      token: moderator,
      body: poBody(ids.vendor, [['2200-01', '1', 1000]]),
    })
    const draft = okBody(purchaseOrdersApi.create, created).data
    const id = draft.po_id
    // The Moderator drafts POs but reads no budget: no figures.
    expect(draft.budget).toEqual([])
    // The User neither drafts POs, reads the budget, nor decides this draft: no figures.
    const before = await h.call('GET', `/v2/purchase/${id}`, { token: user })
    expect(okBody(purchaseOrdersApi.get, before).data).toMatchObject({ can_approve: false, budget: [] })
    await h.call('POST', `/v2/purchase/${id}/submit`, { token: moderator, body: {} })
    // Waiting on the User, who reads no budget either: the check's codes and verdict, no figures.
    const waiting = await h.call('GET', `/v2/purchase/${id}`, { token: user })
    const waitingPo = okBody(purchaseOrdersApi.get, waiting).data
    expect(waitingPo.can_approve).toBe(true)
    expect(waitingPo.budget).toEqual([])
    expect(waitingPo.budget_check).toMatchObject({ action: 'warn', impacts: [] })
    const approved = await h.call('POST', `/v2/purchase/${id}/approve`, { token: user, body: {} })
    expect(approved.status).toBe(200)
    // Decided: the check keeps its codes, not its figures.
    const decided = okBody(purchaseOrdersApi.approve, approved).data
    expect(decided).toMatchObject({ status: 'approved', can_approve: false, budget: [] })
    expect(decided.budget_check).toMatchObject({ action: 'warn', impacts: [] })
    const admin = await h.call('GET', `/v2/purchase/${id}`, { token: await h.login(DEMO.admin) })
    expect(okBody(purchaseOrdersApi.get, admin).data.budget_check?.impacts).toHaveLength(1)
  })

  test('existing organisations get the grant by the migration, as project GET gave it before', async ({
    h,
  }) => {
    const demoRoles = await h.db
      .select({ id: roles.id, type: roles.roleType })
      .from(roles)
      .where(eq(roles.organizationId, DEMO_STUDIOS))
    // As before the grant existed: no purchase records; a custom crew role without project GET.
    const [custom] = await h.db
      .insert(roles)
      .values({ organizationId: DEMO_STUDIOS, name: 'Visitors', roleType: 'User' })
      .returning({ id: roles.id })
    await h.db.delete(rolePermissions).where(eq(rolePermissions.moduleName, 'purchase'))
    const migration = readFileSync(
      new URL('../../db/migrations/0010_duplicate_invoices_purchase_grant.sql', import.meta.url),
      'utf8',
    )
    const grant = migration.split('--> statement-breakpoint').find((part) => part.includes("'purchase'"))
    await h.db.execute(sql.raw(grant as string))
    const granted = await h.db
      .select({ roleId: rolePermissions.roleId, active: rolePermissions.permissionActive })
      .from(rolePermissions)
      .where(
        and(
          eq(rolePermissions.moduleName, 'purchase'),
          inArray(rolePermissions.roleId, [...demoRoles.map((role) => role.id), custom?.id as number]),
        ),
      )
    const activeOf = (id: number) => granted.find((row) => row.roleId === id)?.active
    expect(Object.fromEntries(demoRoles.map((role) => [role.type, activeOf(role.id)]))).toEqual({
      Admin: 2,
      'Admin Manager': 2,
      Moderator: 2,
      User: 2,
      'Dashboard User': 1,
    })
    expect(activeOf(custom?.id as number)).toBe(1)
    // Run twice, it changes nothing (an Admin's later choice stays).
    const moderator = demoRoles.find((role) => role.type === 'Moderator')?.id as number
    await h.db
      .update(rolePermissions)
      .set({ permissionActive: 1 })
      .where(and(eq(rolePermissions.moduleName, 'purchase'), eq(rolePermissions.roleId, moderator)))
    await h.db.execute(sql.raw(grant as string))
    const [kept] = await h.db
      .select({ active: rolePermissions.permissionActive })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.moduleName, 'purchase'), eq(rolePermissions.roleId, moderator)))
    expect(kept?.active).toBe(1)
  })
})
