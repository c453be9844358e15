import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { initI18n, loadTranslations } from '@/lib/i18n'
import { useNotifications } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { mockServer, resetMockData } from '../../mocks/node'
import { setMockScenario } from '../../mocks/scenario'

// findBy…/waitFor wait up to 5 s, not 1: on a machine several test runs share, a page's first data
// can take seconds. A missing element still fails the test, only later.
configure({ asyncUtilTimeout: 5_000 })

beforeAll(async () => {
  // A request no handler answers is a bug in the test or the code, never a silent pass.
  mockServer.listen({ onUnhandledRequest: 'error' })
  await initI18n('en')
  await loadTranslations('app')
  await loadTranslations('errorCodes')
  // The server's app on the demo data: loading its database is the one slow step of a test file.
  await resetMockData()
}, 60_000)

beforeEach(() => {
  // Tests fail loudly: anything logged as an error is a failure unless the test expects it.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  mockServer.resetHandlers()
  setMockScenario(null)
  localStorage.clear()
  sessionStorage.clear()
  useSession.getState().clear()
  useNotifications.setState({ items: [] })
  await resetMockData()
})

afterAll(() => mockServer.close())
