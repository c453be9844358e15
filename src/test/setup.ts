import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import type { StoreApi } from 'zustand'
import { initI18n, loadTranslations } from '@/lib/i18n'
import { useNotifications } from '@/lib/notifications'
import { useSession } from '@/lib/session'
import { useUi } from '@/stores/ui'
import { useWorkspace } from '@/stores/workspace'
import { listenOnce, mockServer, resetMockData } from '../../mocks/node'
import { setMockScenario } from '../../mocks/scenario'

/*
 * The web tests of a worker share its modules (vitest.config.ts: isolate false), so the mock API's
 * database loads once per worker, not once per file. What a test may leave behind in module state
 * is put back after each one: the stores, the scenario, the handlers, the language (beforeAll).
 */
const STORES: Pick<StoreApi<unknown>, 'setState' | 'getInitialState'>[] = [
  useSession,
  useNotifications,
  useUi,
  useWorkspace,
]

// findBy…/waitFor wait up to 5 s, not 1: on a machine several test runs share, a page's first data
// can take seconds. A missing element still fails the test, only later.
configure({ asyncUtilTimeout: 5_000 })

/** happy-dom's handle on the window (vitest.config.ts: environment happy-dom). */
const happyDom = () => (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM

beforeAll(async () => {
  // A request no handler answers is a bug in the test or the code, never a silent pass.
  listenOnce({ onUnhandledRequest: 'error' })
  await initI18n('en')
  await loadTranslations('app')
  await loadTranslations('errorCodes')
  // The server's app on the demo data: loading its database is the one slow step of a worker.
  await resetMockData()
}, 60_000)

beforeEach(() => {
  // An earlier test may have left the window elsewhere (a navigation it started went on after it
  // ended): this one's page would build its addresses on an origin of "null".
  happyDom().setURL('http://localhost/')
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
  // Before clearing storage: the persisted stores write their initial state back to it.
  for (const store of STORES) store.setState(store.getInitialState(), true)
  localStorage.clear()
  sessionStorage.clear()
  await resetMockData()
})
