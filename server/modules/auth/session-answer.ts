import { eq } from 'drizzle-orm'
import type { LoginData } from '../../../contract/auth'
import { createSession } from '../../auth/sessions'
import { users } from '../../db/schema'
import type { Deps } from '../../http/route'
import { loadProfile } from '../profile/load-profile'

/**
 * Opens a session for a user whose sign-in succeeded (password or provider) and answers what
 * /v2/login answers: the token and the session summary under the spec's names.
 */
export async function openSession(
  deps: Deps,
  user: { id: number; organizationId: number },
  client: { ip: string; userAgent: string },
): Promise<LoginData> {
  const session = await createSession(deps, user, client)
  await deps.db.update(users).set({ lastLoginAt: deps.clock() }).where(eq(users.id, user.id))
  const profile = await loadProfile(deps.db, user.id)
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: {
      user_id: profile.user.user_id,
      name: profile.user.name,
      email: profile.user.email,
      language: profile.user.language,
    },
    OrganizationID: profile.user.organization_id,
    UserRole: profile.role,
    UserType: profile.checkUserType,
    moduleAccess: profile.moduleAccess,
    permissionPageAccess: profile.permissionPageAccess,
    advance_isActive: profile.advance_isActive,
    creditNote_isActive: profile.creditNote_isActive,
    tally_isActive: profile.tally_isActive,
    isShootLocation: profile.isShootLocation,
    digiSign_isActive: profile.digiSign_isActive,
  }
}
