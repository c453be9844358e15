/**
 * Where the /v2 API lives: `VITE_API_URL` for a separate server, otherwise this origin.
 * ky needs an absolute base URL (also under Vitest, where there is no page origin to resolve against).
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') {
    return `${window.location.origin}/`
  }
  return 'http://localhost:3000/'
}

export const usesMocks = import.meta.env.VITE_MOCKS === 'true'
