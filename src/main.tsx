import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiError, onUnauthorized } from '@/lib/api-error'
import { i18n, initI18n } from '@/lib/i18n'
import { notify } from '@/lib/notifications'
import { useUi } from '@/stores/ui'
import { useWorkspace } from '@/stores/workspace'
import { createAppRouter } from './router'
import './styles.css'

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // An answer from the server is final; only a lost connection is worth one more try.
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  })
}

async function start() {
  // Inlined so the production build drops the mock worker entirely.
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { startMockWorker } = await import('../mocks/browser')
    // False: the page reloads to come under the mock worker; the app starts in the next one.
    if (!(await startMockWorker())) return
  }
  await initI18n(useUi.getState().language)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)

  // Spec section 8: a 401 has already cleared the session; drop cached data and go to /login.
  onUnauthorized(() => {
    queryClient.clear()
    useWorkspace.getState().reset()
    notify({ variant: 'info', message: i18n.t('auth.sessionEnded') })
    const here = router.state.location.href
    void router.navigate({ to: '/login', search: { to: here }, replace: true })
  })

  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void start()
