import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import type { Database } from '../server/db/client'
import * as schema from '../server/db/schema'
import { CHEAP_SCRYPT } from '../server/platform/secrets'
import { webSecrets } from '../server/platform/web-secrets'
import { createMockApi, type MockApi } from './api'

/*
 * The server's app in the page, on a PGlite kept in IndexedDB so that a reload keeps what a demo
 * changed (and the session that signed in). A new browser, or a snapshot of newer server code,
 * starts from the demo snapshot the build serves (vite.config.ts, server/db/snapshot.ts).
 */

const DATA_DIR = 'greenlight-mock'
/** PGlite keeps an idb:// data directory in the IndexedDB database of its mount point. */
const INDEXED_DB = `/pglite/${DATA_DIR}`
/** Which snapshot the stored database started from. */
const LOADED_FROM = 'greenlight.mockDatabase'
const SNAPSHOT_URL = import.meta.env.VITE_MOCK_DB

function deleteIndexedDb(name: string) {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
    // Another tab still holds it open: it goes once that tab does; carry on meanwhile.
    request.onblocked = () => resolve()
  })
}

async function fetchSnapshot(): Promise<Blob> {
  const response = await fetch(SNAPSHOT_URL)
  if (!response.ok) throw new Error(`The mock database snapshot ${SNAPSHOT_URL} answered ${response.status}`)
  return response.blob()
}

async function openDatabase() {
  const stored = localStorage.getItem(LOADED_FROM) === SNAPSHOT_URL
  if (!stored) await deleteIndexedDb(INDEXED_DB)
  const client = await PGlite.create({
    dataDir: `idb://${DATA_DIR}`,
    extensions: { pg_trgm },
    // Reads do not wait for IndexedDB; every change is flushed before its answer (below).
    relaxedDurability: true,
    ...(stored ? {} : { loadDataDir: await fetchSnapshot() }),
  })
  // PGlite would compare every file with IndexedDB after each query; only changes are flushed (below).
  ;(client as unknown as { fs: { syncToFs: () => Promise<void> } }).fs.syncToFs = async () => {}
  // The first copy into IndexedDB, so that a reload right away finds the database.
  if (!stored) await flush(client)
  localStorage.setItem(LOADED_FROM, SNAPSHOT_URL)
  return { client, db: drizzle({ client, schema }) as unknown as Database }
}

/** Writes what changed in the database's files to IndexedDB. */
function flush(client: PGlite) {
  return new Promise<void>((resolve, reject) =>
    client.Module.FS.syncfs(false, (error: unknown) => (error ? reject(error) : resolve())),
  )
}

export async function openPageApi(): Promise<MockApi> {
  const { client, db } = await openDatabase()
  const api = createMockApi({
    database: () => db,
    secrets: webSecrets(CHEAP_SCRYPT),
    log: (line) => console.warn(line),
    publicUrl: window.location.origin,
  })
  return {
    async handle(request) {
      const answer = await api.handle(request)
      // A change is stored before the page hears of it: a reload right after it keeps it.
      if (request.method !== 'GET') await flush(client)
      return answer
    },
  }
}
