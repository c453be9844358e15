import type { LoginData, LoginRequest } from '@contract/auth'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { safeRedirectPath } from '@/lib/access'
import { homePathOf, routerAccessOf } from '@/lib/home'
import { notify } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { loadAuthApi, profileQuery } from './queries'
import { completeSignIn, endSession } from './session-flow'

/** Signs in with a finished /v2/login answer and continues to the page that was asked for. */
export function useCompleteSignIn(redirectTo: string | undefined) {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (data: LoginData) => {
    await completeSignIn(data, queryClient)
    // No router.invalidate(): it would re-run the sign-in page's own guard, which now sees a token
    // and races this navigation to the dashboard. Guards read the session store on every navigation.
    await router.navigate({
      href: safeRedirectPath(redirectTo, homePathOf(routerAccessOf(router))),
      replace: true,
    })
  }
}

export function useSignIn(redirectTo: string | undefined) {
  const { t } = useTranslation()
  const finish = useCompleteSignIn(redirectTo)
  return useMutation({
    mutationFn: async (input: LoginRequest) => {
      // Spec section 8: signing in again while a session exists (e.g. from another tab) is refused.
      if (useSession.getState().accessToken) {
        notify({
          variant: 'warning',
          title: t('auth.login.alreadyTitle'),
          message: t('auth.login.alreadyMessage'),
        })
        return false
      }
      await finish(await (await loadAuthApi()).login(input))
      return true
    },
  })
}

export function useSignOut() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: () => endSession(queryClient),
    onSettled: async () => {
      await router.navigate({ to: '/login', replace: true })
    },
  })
}

/** The signed-in user's profile, refreshed from the server and mirrored into the stored session. */
export function useProfile() {
  const query = useQuery(profileQuery())
  const applyProfile = useSession((state) => state.applyProfile)
  useEffect(() => {
    if (query.data) applyProfile(query.data)
  }, [query.data, applyProfile])
  return query
}
