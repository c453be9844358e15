import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import type { Database } from '../server/db/client'
import * as schema from '../server/db/schema'
import { CHEAP_SCRYPT } from '../server/platform/secrets'
import { webSecrets } from '../server/platform/web-secrets'
import { createMockApi, type MockApi } from './api'

/*
 * The server's app for `npm run mock`, in a Web Worker of the page (mocks/api-worker.ts), on a
 * PGlite kept in IndexedDB so that a reload keeps what a demo changed (and the session that signed
 * in). A new browser, or a snapshot of newer server code, starts from the demo snapshot the build
 * serves (vite.config.ts, server/db/snapshot.ts).
 */

const DATA_DIR = 'greenlight-mock'
/** PGlite keeps an idb:// data directory in the IndexedDB database of its mount point. */
const INDEXED_DB = `/pglite/${DATA_DIR}`

function deleteIndexedDb(name: string) {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
    // Another tab still holds it open: it goes once that tab does; carry on meanwhile.
    request.onblocked = () => resolve()
  })
}

async function fetchSnapshot(url: string): Promise<Blob> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The mock database snapshot ${url} answered ${response.status}`)
  return response.blob()
}

/** Writes what changed in the database's files to IndexedDB. */
function flush(client: PGlite) {
  return new Promise<void>((resolve, reject) =>
    client.Module.FS.syncfs(false, (error: unknown) => (error ? reject(error) : resolve())),
  )
}

export type PageApiOptions = {
  /** The snapshot the page was built with (VITE_MOCK_DB). */
  snapshotUrl: string
  /** Whether IndexedDB holds a database started from that snapshot (the page remembers it). */
  stored: boolean
  /** Called once IndexedDB holds the database, so that the next page load starts from it. */
  onStored: () => void
  publicUrl: string
}

export async function openPageApi({
  snapshotUrl,
  stored,
  onStored,
  publicUrl,
}: PageApiOptions): Promise<MockApi> {
  if (!stored) await deleteIndexedDb(INDEXED_DB)
  const client = await PGlite.create({
    dataDir: `idb://${DATA_DIR}`,
    extensions: { pg_trgm },
    // Reads do not wait for IndexedDB; every change is flushed before its answer (below).
    relaxedDurability: true,
    ...(stored ? {} : { loadDataDir: await fetchSnapshot(snapshotUrl) }),
  })
  // PGlite would compare every file with IndexedDB after each query; only changes are flushed (below).
  ;(client as unknown as { fs: { syncToFs: () => Promise<void> } }).fs.syncToFs = async () => {}
  const db = drizzle({ client, schema }) as unknown as Database
  const api = createMockApi({
    database: () => db,
    secrets: webSecrets(CHEAP_SCRYPT),
    log: (line) => console.warn(line),
    publicUrl,
  })
  // Until the first change, the snapshot itself is the database: a reload loads it again. The
  // first flush copies every file to IndexedDB (a second or more), so it waits for a change
  // instead of delaying the first answer.
  let inIndexedDb = stored
  return {
    async handle(request) {
      const answer = await api.handle(request)
      // A change is stored before the page hears of it: a reload right after it keeps it.
      if (request.method !== 'GET') {
        await flush(client)
        if (!inIndexedDb) {
          inIndexedDb = true
          onStored()
        }
      }
      return answer
    },
  }
}
