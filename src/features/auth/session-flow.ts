import type { LoginData, Profile } from '@contract/auth'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { AccessOf } from '@/lib/access'
import { homePathOf } from '@/lib/home'
import { changeLanguage } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import { useUi } from '@/stores/ui'
import { useWorkspace } from '@/stores/workspace'
import { authKeys, loadAuthApi, profileQuery } from './queries'

/**
 * After /v2/login answered: store the session under the spec's names, then fetch the profile
 * (GET /v2/getprofileinfo). A failed profile drops the token again, so no half session remains.
 */
export async function completeSignIn(login: LoginData, queryClient: QueryClient): Promise<Profile> {
  queryClient.clear()
  useSession.getState().signIn(login)
  try {
    const profile = await queryClient.fetchQuery(profileQuery())
    useSession.getState().applyProfile(profile)
    await changeLanguage(profile.user.language)
    useUi.getState().setLanguage(profile.user.language)
    return profile
  } catch (error) {
    useSession.getState().dropToken()
    queryClient.removeQueries({ queryKey: authKeys.all })
    throw error
  }
}

/** Sign-out ends the session here whatever the server answers, and forgets every cached answer. */
export async function endSession(queryClient: QueryClient) {
  // What the pages are still loading would only come back as 401s once the token is gone.
  await queryClient.cancelQueries()
  try {
    await (await loadAuthApi()).logout()
  } catch {
    // The token is dropped below either way; a server that cannot be reached must not keep anyone in.
  }
  useSession.getState().clear()
  useWorkspace.getState().reset()
  queryClient.clear()
}

/**
 * Spec section 2: a visitor of login, forgot-password, register, callback, coming-soon or an error
 * page who holds a token has their profile fetched. Success stores the user type and goes to the
 * dashboard; failure (or `err` in the answer) drops the token and the visitor stays.
 */
export async function bounceSignedInVisitor({
  queryClient,
  accessOf,
}: {
  queryClient: QueryClient
  accessOf: AccessOf
}) {
  if (!useSession.getState().accessToken) return
  let profile: Profile
  try {
    profile = await (await loadAuthApi()).fetchProfile({ onPublicPage: true })
  } catch {
    useSession.getState().dropToken()
    queryClient.removeQueries({ queryKey: authKeys.all })
    return
  }
  queryClient.setQueryData(authKeys.profile, profile)
  useSession.getState().applyProfile(profile)
  throw redirect({ href: homePathOf(accessOf), replace: true })
}
