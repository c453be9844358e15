import type { MockScenario } from './scenario'

/** What the page and the mock API's worker (mocks/api-worker.ts) say to each other. */
export type WorkerMessage = { type: 'start'; snapshotUrl: string; stored: boolean } | ApiRequest

export type ApiRequest = {
  type: 'request'
  id: number
  method: string
  url: string
  headers: [string, string][]
  body: ArrayBuffer | null
  scenario: MockScenario
}

export type ApiReply =
  | { type: 'reply'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'failed'; id: number; message: string }

export type WorkerNotice = ApiReply | { type: 'ready' } | { type: 'stored' }
