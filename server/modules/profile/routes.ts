import { eq } from 'drizzle-orm'
import { profileApi } from '../../../contract/api/profile'
import { FEATURE_FLAGS, isAdminRole } from '../../../contract/codes'
import { organizations, users } from '../../db/schema'
import { forbidden } from '../../http/errors'
import { implement } from '../../http/route'
import { FLAG_COLUMNS, flagsOf, loadProfile } from './load-profile'

export const profileRoutes = [
  implement(profileApi.profile, async ({ session, deps }) => ({
    data: await loadProfile(deps.db, session.userId),
  })),
  implement(profileApi.updateProfile, async ({ body, session, deps, audit }) => {
    const flagChanges = FEATURE_FLAGS.filter((flag) => body[flag] !== undefined)
    if (flagChanges.length && !isAdminRole(session.roleType)) {
      throw forbidden("Only an Admin can switch the organisation's features")
    }
    const now = deps.clock()
    await deps.db.transaction(async (tx) => {
      if (body.name !== undefined || body.language !== undefined) {
        const [before] = await tx
          .select({ name: users.name, language: users.language })
          .from(users)
          .where(eq(users.id, session.userId))
        const change = {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.language !== undefined && { language: body.language }),
        }
        await tx
          .update(users)
          .set({ ...change, updatedAt: now })
          .where(eq(users.id, session.userId))
        await audit(tx, {
          action: 'profile.update',
          entity: 'user',
          entityId: session.userId,
          before,
          after: change,
        })
      }
      if (flagChanges.length) {
        const [organization] = await tx
          .select()
          .from(organizations)
          .where(eq(organizations.id, session.organizationId))
        if (!organization) return
        const change = Object.fromEntries(flagChanges.map((flag) => [FLAG_COLUMNS[flag], body[flag]]))
        await tx
          .update(organizations)
          .set({ ...change, updatedAt: now })
          .where(eq(organizations.id, organization.id))
        await audit(tx, {
          action: 'organization.flags',
          entity: 'organization',
          entityId: organization.id,
          before: flagsOf(organization),
          after: Object.fromEntries(flagChanges.map((flag) => [flag, body[flag]])),
        })
      }
    })
    return { data: await loadProfile(deps.db, session.userId) }
  }),
  implement(profileApi.domainConfig, async ({ deps }) => ({
    data: {
      product_name: 'Greenlight',
      theme_color: '#4716ba',
      sign_in: {
        password: true,
        providers: deps.config.oidcProviders.map((provider) => ({ id: provider.id, name: provider.name })),
      },
    },
  })),
]
