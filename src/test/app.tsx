import type { LoginData, Profile } from '@contract/auth'
import { DEMO_PASSWORD } from '@contract/demo'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { onUnauthorized } from '@/lib/api-error'
import { useSession } from '@/lib/session'
import { createAppRouter } from '@/router'

/** Renders the whole SPA (real routes, guards and shell) at `path`, on the MSW mocks. */
export async function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  onUnauthorized(() => {
    queryClient.clear()
    void router.navigate({ to: '/login', search: { to: router.state.location.href } })
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  // The first render of a file loads the route chunks and their loaders' data: on a machine shared
  // by several test runs that can take longer than waitFor's one second.
  await waitFor(() => expect(router.state.status).toBe('idle'), { timeout: 10_000 })
  return { ...view, router, queryClient }
}

/** Signs a fixture user in through the mock API, as the login form would, without the form. */
export async function signInAs(email: string): Promise<Profile> {
  const login = await fetch('http://localhost/v2/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const { data } = (await login.json()) as { data: LoginData }
  useSession.getState().signIn(data)
  const profileAnswer = await fetch(
    `http://localhost/v2/getprofileinfo?organization_id=${data.OrganizationID}`,
    {
      headers: { Authorization: `Bearer ${data.token}` },
    },
  )
  const profile = ((await profileAnswer.json()) as { data: Profile }).data
  useSession.getState().applyProfile(profile)
  return profile
}
