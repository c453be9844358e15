import { createFileRoute } from '@tanstack/react-router'
import { lazyPage } from '@/lib/chunks'
import { optionalText } from '@/lib/search-params'

export const Route = createFileRoute('/_public/callback')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { code?: string; state?: string; iss?: string; error?: string; error_description?: string } => ({
    code: optionalText(search.code, 4096),
    state: optionalText(search.state, 4096),
    iss: optionalText(search.iss, 255),
    error: optionalText(search.error, 4096),
    error_description: optionalText(search.error_description, 4096),
  }),
  staticData: { titleKey: 'pages.callback', bounceSignedIn: true },
  component: lazyPage(() => import('@/features/auth/pages/CallbackPage')),
})
